import type { Request } from 'express';
import { BadRequestError } from '../errors/domain-errors';

/**
 * The refusal of a request carrying a NUL character in the URL or body, or undefined. No field of
 * this service can hold one, and PostgreSQL rejects it in text, so without this check it would
 * surface as a 500. Checked by `requestBody` once the body is parsed (the query left out where
 * no route reads it).
 */
export function nulCharacterProblem(req: Request, checkQuery = true): BadRequestError | undefined {
  const url = checkQuery ? req.originalUrl : req.originalUrl.split('?', 1)[0];
  if (/%00/i.test(url) || containsNul(req.body, 0)) {
    return new BadRequestError('The request contains a NUL character, which no field accepts.');
  }
  return undefined;
}

function containsNul(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || containsNul(v, depth + 1));
}
