import { ValidationPipe } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { ValidateIf, ValidationError as ClassValidatorError, validateSync } from 'class-validator';
import { ValidationError } from '../errors/domain-errors';

const OPTIONS = {
  whitelist: true,
  forbidNonWhitelisted: true,
  // Never echo submitted values back (they may be passwords or secrets).
  validationError: { target: false, value: false },
} as const;

/** Every problem once (several rules of a field may share one message, e.g. "must be the id of ..."). */
export function validationMessages(errors: ClassValidatorError[], parent = ''): string[] {
  return [...new Set(allMessages(errors, parent))];
}

function allMessages(errors: ClassValidatorError[], parent: string): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((m) => (m.startsWith(e.property) ? m.replace(e.property, path) : m));
    return [...own, ...allMessages(e.children ?? [], path)];
  });
}

/** The global pipe: DTO validation failures are 422 with every problem in one message. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...OPTIONS,
    transform: true,
    errorHttpStatusCode: 422,
    exceptionFactory: (errors) => new ValidationError(validationMessages(errors).join('; ')),
  });
}

/** Validates a body by hand, for form handlers that re-render the page with the problems. */
export function validateInput<T extends object>(type: new () => T, body: unknown): { value: T; errors: string[] } {
  const value = plainToInstance(type, typeof body === 'object' && body !== null ? body : {});
  return { value, errors: validationMessages(validateSync(value, OPTIONS)) };
}

/**
 * A field that may be left out but, when sent, must be valid: unlike `@IsOptional()`, which also
 * lets `null` through unchecked (and a handler then calls `.trim()` on it).
 */
export const IsOmittable = () => ValidateIf((_object, value) => value !== undefined);
