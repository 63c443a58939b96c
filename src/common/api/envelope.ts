import { applyDecorators, type Type } from '@nestjs/common';
import { ApiNoContentResponse, ApiProperty, ApiResponse } from '@nestjs/swagger';

/** The `/v2` success body. */
export interface Envelope<T> {
  status: 'success';
  data: T;
}

/** What a 422 means on every route that takes input. */
export const INVALID_INPUT = 'The input breaks a rule; the message names every problem';

/** Wraps a `/v2` result in the success envelope. Document the route with `@ApiSuccess` (same shape). */
export function success<T>(data: T): Envelope<T> {
  return { status: 'success', data };
}

export interface ApiSuccessOptions {
  /** 200 by default; 201 for what a POST creates. */
  status?: 200 | 201;
  /** `data` is an array of the type. */
  list?: boolean;
  /** `data` is one page of a list: `{items, total, take, skip}`. */
  page?: boolean;
  description?: string;
}

/**
 * Documents a `/v2` success response as the envelope `success()` returns: `{"status":"success",
 * "data": <type>}` (or a list, or a page). Use it, not `@ApiOkResponse({type})`, on every route
 * that answers the envelope; the e2e suite checks every response against the document.
 */
export function ApiSuccess(type: Type, options: ApiSuccessOptions = {}) {
  const envelope = options.page ? PageEnvelopeOf(type) : EnvelopeOf(type, { isArray: options.list });
  return ApiResponse({ status: options.status ?? 200, type: envelope, description: options.description ?? 'Success' });
}

/** A 204: done, no body. */
export function ApiNoContent(description = 'Done; no body') {
  return applyDecorators(ApiNoContentResponse({ description }));
}

const envelopes = new Map<string, Type>();

/**
 * OpenAPI cannot express `Envelope<T>`, so each response DTO gets its own envelope class, named
 * after it (`EventTypeResponseDto` → `EventTypeEnvelopeDto`) so the schema list stays readable.
 * Made once per type, so two routes of one type share one schema.
 */
export function EnvelopeOf(type: Type, options: { isArray?: boolean } = {}): Type {
  const name = `${base(type)}${options.isArray ? 'List' : ''}EnvelopeDto`;
  const known = envelopes.get(name);
  if (known) return known;
  class Envelope {
    @ApiProperty({ enum: ['success'], example: 'success' }) status: 'success';
    @ApiProperty({ type, isArray: options.isArray ?? false }) data: unknown;
  }
  envelopes.set(name, named(Envelope, name));
  return Envelope;
}

/** The envelope of one page of a list: `data` is `{items, total, take, skip}`. */
export function PageEnvelopeOf(type: Type): Type {
  const name = `${base(type)}PageDto`;
  let page = envelopes.get(name);
  if (!page) {
    class PageDto {
      @ApiProperty({ type, isArray: true }) items: unknown[];
      @ApiProperty({ description: 'How many there are in all, for the given filters' }) total: number;
      @ApiProperty({ description: 'The page size asked for (default 100, at most 250)' }) take: number;
      @ApiProperty({ description: 'How many were skipped before this page' }) skip: number;
    }
    page = named(PageDto, name);
    envelopes.set(name, page);
  }
  return EnvelopeOf(page);
}

const base = (type: Type) => type.name.replace(/(Response)?Dto$/, '');

function named<T extends Type>(type: T, name: string): T {
  Object.defineProperty(type, 'name', { value: name });
  return type;
}
