import { DateTime } from 'luxon';
import { ValidateBy, ValidationOptions } from 'class-validator';
import { isIanaTimeZone } from '../time/time-zone';

/** The largest value of a PostgreSQL `integer`, the type of every id here: a larger one names nothing. */
export const MAX_ID = 2_147_483_647;

/** An IANA time zone name (`Europe/Berlin`), as luxon and the tz database know them. */
export function IsIanaTimeZone(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isIanaTimeZone',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isIanaTimeZone(value),
        defaultMessage: (args) => `${args?.property} must be an IANA time zone such as Europe/Berlin`,
      },
    },
    options,
  );
}

/** An instant: an ISO 8601 date and time with `Z` or an offset, so it means one moment everywhere. */
export function IsIsoInstant(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isIsoInstant',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && parseInstant(value) !== null,
        defaultMessage: (args) =>
          `${args?.property} must be an ISO 8601 date and time with a time zone offset, such as 2030-03-30T07:00:00Z`,
      },
    },
    options,
  );
}

const HAS_OFFSET = /T.*(Z|[+-]\d{2}(:?\d{2})?)$/i;
/**
 * Four-digit years only. ISO 8601 also allows expanded years (+275760-09-13), which JavaScript
 * dates barely hold: adding a meeting's length to one gives an invalid date the database refuses.
 */
const FOUR_DIGIT_YEAR = /^\d{4}-/;

export function parseInstant(value: string): Date | null {
  if (!FOUR_DIGIT_YEAR.test(value) || !HAS_OFFSET.test(value)) return null;
  const parsed = DateTime.fromISO(value, { setZone: true });
  return parsed.isValid ? parsed.toJSDate() : null;
}
