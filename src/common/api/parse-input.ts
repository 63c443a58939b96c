import type { ClassConstructor } from 'class-transformer';
import { ValidationError } from '../errors/domain-errors';
import { validateInput } from '../http/validate-input';

/**
 * Validates an input against its DTO and returns the DTO instance. Services call it themselves, so
 * the rules hold for every caller (controllers, the CLI, tests), not only behind the HTTP pipe.
 * (NUL characters, which PostgreSQL cannot store, are refused for every request before routing;
 * see `common/http/reject-nul.ts`.)
 */
export function parseInput<T extends object>(type: ClassConstructor<T>, input: unknown): T {
  const { value, errors } = validateInput(type as new () => T, input);
  if (errors.length > 0) throw new ValidationError(errors.join('; '));
  return value;
}
