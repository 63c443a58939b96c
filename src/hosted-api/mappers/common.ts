import { ValidationError } from '../../common/errors/domain-errors';
import type { Page } from '../../common/api/pagination';
import { isJson, type Json, type OurEnvelope } from '../route-mapping';

/** The hosted product's list: the items as an array in `data`. */
export function hostedList<T>(body: OurEnvelope<Page<T> | T[]>, map: (item: T) => unknown): Json {
  const items = Array.isArray(body.data) ? body.data : body.data.items;
  return { status: 'success', data: items.map(map) };
}

export function hostedOne<T>(body: OurEnvelope<T>, map: (item: T) => unknown): Json {
  return { status: 'success', data: map(body.data) };
}

/** Weekday names: ours are lower-case, the hosted product's capitalised. */
export const capitalised = (day: string): string => day.charAt(0).toUpperCase() + day.slice(1);
export const lowerCased = (day: unknown): unknown => (typeof day === 'string' ? day.toLowerCase() : day);

/**
 * Refuses a documented value we cannot honour (a location through an installed app, a seated
 * event), naming it: accepting it would promise behaviour the server does not have.
 */
export function unsupported(what: string): never {
  throw new ValidationError(`${what} is not supported by this server.`);
}

/** Query parameters the hosted product documents that we cannot honour: refused by name, never ignored (the answer would be wrong). */
export function refuseParameters(query: Json, names: readonly string[]): void {
  for (const name of names) if (query[name] !== undefined) unsupported(`The ${name} parameter`);
}

export const asJson = (value: unknown): Json => (isJson(value) ? value : {});
