import { Param, PipeTransform } from '@nestjs/common';
import { NotFoundError } from '../errors/domain-errors';
import { MAX_ID } from './validators';

/**
 * A numeric id from the path. Anything that cannot be one of our ids ("abc", "1.5", "-1", a number
 * past the column's range) is simply not found: it names nothing, and passing it on would make the
 * database fail (a 500) instead.
 */
export function IdParam(name: string, what: string): ParameterDecorator {
  const pipe: PipeTransform<string, number> = {
    transform(value) {
      const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
      if (!(id <= MAX_ID)) throw new NotFoundError(`${what} not found.`);
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
