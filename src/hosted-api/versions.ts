import { underAny } from '../common/http/middleware-chain';

/** The header an app written for the hosted product's API v2 sends on every call. */
export const VERSION_HEADER = 'cal-api-version';

/**
 * A resource of the hosted product's API v2 and the versions of it this server speaks. `versions`
 * null: the hosted product does not version the resource, so any value of the header asks for its
 * shapes. A version it documents but we do not speak is refused by name, never answered in another
 * version's shapes: apps break quietly when a server falls back.
 */
export interface HostedResource {
  name: string;
  prefix: string;
  versions: readonly string[] | null;
}

export const HOSTED_RESOURCES: readonly HostedResource[] = [
  { name: 'bookings', prefix: '/v2/bookings', versions: ['2024-08-13'] },
  { name: 'event types', prefix: '/v2/event-types', versions: ['2024-06-14'] },
  { name: 'schedules', prefix: '/v2/schedules', versions: ['2024-06-11'] },
  { name: 'slots', prefix: '/v2/slots', versions: ['2024-09-04'] },
  { name: 'me', prefix: '/v2/me', versions: null },
  { name: 'calendars', prefix: '/v2/calendars', versions: null },
  { name: 'webhooks', prefix: '/v2/webhooks', versions: null },
  { name: 'teams', prefix: '/v2/teams', versions: null },
  { name: 'organizations', prefix: '/v2/organizations', versions: null },
];

/** The resource a path belongs to; undefined for paths outside the hosted API (OAuth, first-party). */
export function hostedResourceOf(path: string): HostedResource | undefined {
  return HOSTED_RESOURCES.find((r) => underAny(path, [r.prefix]));
}

/** The problem with a version for a resource, if any: the message names the versions supported. */
export function versionProblem(resource: HostedResource, version: string): string | null {
  if (resource.versions === null) return version.trim() === '' ? `The ${VERSION_HEADER} header is empty.` : null;
  if (resource.versions.includes(version)) return null;
  const supported = resource.versions.map((v) => `"${v}"`).join(', ');
  return `${VERSION_HEADER} "${clip(version)}" is not supported for ${resource.name}; supported: ${supported}.`;
}

const clip = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value).replace(/[^\x20-\x7e]/g, '?');
