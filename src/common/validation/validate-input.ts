import { ValidationPipe } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { ValidateIf, ValidationError as ClassValidatorError, validateSync } from 'class-validator';
import { ValidationError } from '../errors/domain-errors';

const OPTIONS = {
  whitelist: true,
  forbidNonWhitelisted: true,
  // The value is kept only to tell a missing field from a wrong one; no message ever includes it
  // (they may be passwords or secrets).
  validationError: { target: false, value: true },
} as const;

/** Every problem once (several rules of a field may share one message, e.g. "must be the id of ..."). */
export function validationMessages(errors: ClassValidatorError[], parent = ''): string[] {
  return [...new Set(allMessages(errors, parent))];
}

/**
 * The checks of what a value is. When one fails on a value that was sent, the field's other rules
 * (ranges, lengths) say nothing useful: `take=abc` is "take must be a whole number", not also "at
 * least 1, at most 250". A required field left out says so first, then what its rules ask, which
 * together say what to send: "attendee.timeZone is required (must be an IANA time zone such as
 * Europe/Berlin)". Optional fields are not checked when left out, so a rule failing on a missing
 * value always means the field is required.
 */
const TYPE_CHECKS = new Set(['isInt', 'isNumber', 'isString', 'isBoolean', 'isArray', 'isObject', 'isDateString', 'isISO8601']);

function allMessages(errors: ClassValidatorError[], parent: string): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const failed = Object.entries(e.constraints ?? {});
    const typeFailures = e.value === undefined ? [] : failed.filter(([check]) => TYPE_CHECKS.has(check));
    const own = (typeFailures.length ? typeFailures : failed).map(([check, m]) =>
      // An unknown field inside an object or list is named by its whole path (`overrides.0.startTime`).
      check === 'whitelistValidation' ? `property ${path} should not exist` : m.startsWith(e.property) ? m.replace(e.property, path) : m,
    );
    if (e.value === undefined && failed.length > 0 && !failed.some(([check]) => check === 'whitelistValidation')) own.splice(0, own.length, required(path, own));
    return [...own, ...allMessages(e.children ?? [], path)];
  });
}

/**
 * "<path> is required", with what the field's rules ask of a value (each of their messages without
 * the field's name), in the order the rules are written (class-validator lists them last first).
 */
function required(path: string, messages: string[]): string {
  const asks = [...new Set(messages)]
    .reverse().filter((m) => !m.endsWith(' is required')).map((m) => (m.startsWith(`${path} `) ? m.slice(path.length + 1) : m));
  return asks.length ? `${path} is required (${asks.join('; ')})` : `${path} is required`;
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
