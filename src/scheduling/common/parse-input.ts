import type { ClassConstructor } from 'class-transformer';
import { ValidationError } from '../../common/errors/domain-errors';
import { validateInput } from '../../common/http/validate-input';

/**
 * Validates an input against its DTO and returns the DTO instance. Services call it themselves, so
 * the rules hold for every caller (controllers, the CLI, tests), not only behind the HTTP pipe.
 */
export function parseInput<T extends object>(type: ClassConstructor<T>, input: unknown): T {
  const nul = nulPath(input, '');
  if (nul !== null) throw new ValidationError(`${nul || 'The input'} must not contain the NUL character (\\u0000).`);
  const { value, errors } = validateInput(type as new () => T, input);
  if (errors.length > 0) throw new ValidationError(errors.join('; '));
  return value;
}

/**
 * Where the first string holding U+0000 is. JSON may carry one, but PostgreSQL text and jsonb
 * cannot store it: let through, it would fail the query (a 500) instead of the request (a 422).
 */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}
