import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { type Page } from './pagination';

/** The `/v2` success body (DECISIONS §8). */
export interface Envelope<T> {
  status: 'success';
  data: T;
}

/** What a 422 means on every route that takes input. */
export const INVALID_INPUT = 'The input breaks a rule; the message names every problem';

export function success<T>(data: T): Envelope<T> {
  return { status: 'success', data };
}

/**
 * OpenAPI cannot express `Envelope<T>`, so each response DTO gets its own envelope class, named
 * after it (`EventTypeResponseDto` → `EventTypeEnvelopeDto`) so the schema list stays readable.
 */
export function EnvelopeOf(type: Type, options: { isArray?: boolean } = {}): Type {
  class Envelope {
    @ApiProperty({ enum: ['success'], example: 'success' }) status: 'success';
    @ApiProperty({ type, isArray: options.isArray ?? false }) data: unknown;
  }
  return named(Envelope, `${base(type)}${options.isArray ? 'List' : ''}EnvelopeDto`);
}

/** The envelope of one page of a list: `data` is `{items, total, take, skip}`. */
export function PageEnvelopeOf(type: Type): Type {
  class PageDto implements Page<unknown> {
    @ApiProperty({ type, isArray: true }) items: unknown[];
    @ApiProperty({ description: 'How many there are in all, for the given filters' }) total: number;
    @ApiProperty({ description: 'The page size asked for (default 100, at most 250)' }) take: number;
    @ApiProperty({ description: 'How many were skipped before this page' }) skip: number;
  }
  return EnvelopeOf(named(PageDto, `${base(type)}PageDto`));
}

const base = (type: Type) => type.name.replace(/(Response)?Dto$/, '');

function named<T extends Type>(type: T, name: string): T {
  Object.defineProperty(type, 'name', { value: name });
  return type;
}
