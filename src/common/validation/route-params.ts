import { Param, PipeTransform } from '@nestjs/common';
import { NotFoundError } from '../errors/domain-errors';
import { MAX_ID } from './validators';

/**
 * A numeric id from the path, or null when it cannot be one of our ids ("abc", "1.5", "-1", a
 * number past the column's range): it names nothing, and passing it on would make the database fail
 * (a 500) instead. The one parser of path ids: `@IdParam`, the group access guard and the HTML
 * pages that answer with a page rather than an error all read ids through it.
 */
export function pathId(value: unknown): number | null {
  const id = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  return id <= MAX_ID ? id : null;
}

/** A numeric id from the path (see `pathId`); one that cannot be ours is simply not found. */
export function IdParam(name: string, what: string): ParameterDecorator {
  const pipe: PipeTransform<string | number, number> = {
    transform(value: string | number) {
      // The global ValidationPipe runs first and has already turned the text into a number (the
      // parameter's type, NaN for "abc"): its digits are what is checked.
      const id = pathId(String(value));
      if (id === null) throw new NotFoundError(`${what} not found.`);
      return id;
    },
  };
  return Param(name, pipe);
}

/**
 * A booking uid from the path. Uids are base64url; anything else (a NUL byte, which PostgreSQL text
 * refuses, or a megabyte of characters) is not found without reaching the database.
 */
export function UidParam(): ParameterDecorator {
  const pipe: PipeTransform<string, string> = {
    transform(value) {
      if (!/^[\w-]{1,100}$/.test(value)) throw new NotFoundError('Booking not found.');
      return value;
    },
  };
  return Param('uid', pipe);
}
