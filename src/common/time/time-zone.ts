import { IANAZone } from 'luxon';

/** Valid names seen so far. Intl accepts any capitalisation, so the set is capped, not left to grow. */
const known = new Set<string>();
const MAX_KNOWN = 2_000;

/**
 * Whether `name` is an IANA time zone (`Europe/Berlin`). Asking Intl builds a new DateTimeFormat
 * each time, which cost a slots request about a tenth of its CPU, so valid names are remembered.
 */
export function isIanaTimeZone(name: string): boolean {
  if (known.has(name)) return true;
  if (!IANAZone.isValidZone(name)) return false;
  if (known.size < MAX_KNOWN) known.add(name);
  return true;
}
