import type { ClassConstructor } from 'class-transformer';
import { ValidationError } from '../errors/domain-errors';
import { validateInput } from './validate-input';

/**
 * Validates an input against its DTO and returns the DTO instance: the edges that are not HTTP (the
 * CLI, tools, specs) call it before a service, with the rules and messages of the global pipe, which
 * validates HTTP input the same way (`validateInput`). Input is validated once, at the edge: services
 * take the DTO as validated and do not check it again.
 * (NUL characters, which PostgreSQL cannot store, are refused for every request before routing;
 * see `common/http/reject-nul.ts`.)
 */
export function parseInput<T extends object>(type: ClassConstructor<T>, input: unknown): T {
  const { value, errors } = validateInput(type as new () => T, input);
  if (errors.length > 0) throw new ValidationError(errors.join('; '));
  return value;
}
