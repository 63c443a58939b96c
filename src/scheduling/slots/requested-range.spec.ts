import fc from 'fast-check';
import { DateTime } from 'luxon';
import { MAX_SLOT_RANGE_DAYS } from './dto/slots.dto';
import { requestedRange } from './requested-range';

/** The range as luxon alone worked it out before plain dates took the zone clock. */
function reference(start: string, end: string, zone: string): { start: number; end: number } | string {
  const from = DateTime.fromISO(start, { zone });
  const to = DateTime.fromISO(end, { zone });
  if (!from.isValid || !to.isValid) return 'invalid';
  if (to <= from) return 'end must be after start.';
  if (to > from.plus({ days: MAX_SLOT_RANGE_DAYS })) return 'too long';
  return { start: from.toMillis(), end: to.toMillis() };
}

function ours(start: string, end: string, zone: string): { start: number; end: number } | string {
  try {
    const range = requestedRange(start, end, zone);
    return { start: range.start.getTime(), end: range.end.getTime() };
  } catch (error) {
    const message = (error as Error).message;
    return message.startsWith('start and end') ? 'invalid' : message.includes('at most') ? 'too long' : message;
  }
}

// Zones whose clocks change at 02:00, at midnight (Santiago, Beirut, Havana, Asunción), by 30
// minutes (Lord Howe), across the date line (Apia), or never.
const ZONES = ['Europe/Berlin', 'America/New_York', 'America/Santiago', 'Asia/Beirut', 'America/Havana', 'Australia/Lord_Howe', 'Pacific/Apia', 'America/Asuncion', 'Asia/Tehran', 'UTC', 'Asia/Kathmandu'];

describe('requestedRange', () => {
  it('gives luxon’s range (or refusal) for plain dates in every kind of zone, across clock changes', () => {
    const day = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2032-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(day, fc.integer({ min: -2, max: MAX_SLOT_RANGE_DAYS + 3 }), fc.constantFrom(...ZONES), (first, days, zone) => {
        const start = first.toISOString().slice(0, 10);
        const end = new Date(first.getTime() + days * 86_400_000).toISOString().slice(0, 10);
        expect(ours(start, end, zone)).toEqual(reference(start, end, zone));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees on the dates where a zone skips or repeats its midnight, and on the range limit exactly', () => {
    const cases: [string, string, string][] = [
      ['2024-09-08', '2024-09-10', 'America/Santiago'], // midnight skipped
      ['2024-04-06', '2024-05-07', 'America/Santiago'], // midnight repeated, 31 days
      ['2024-03-31', '2024-05-01', 'Asia/Beirut'],
      ['2026-03-08', '2026-04-08', 'America/Havana'],
      ['2026-03-01', '2026-04-01', 'Europe/Berlin'], // exactly 31 days across the change: allowed
      ['2026-03-01', '2026-04-02', 'Europe/Berlin'], // 32: refused
      ['2026-02-30', '2026-03-02', 'Europe/Berlin'], // no such date
      ['2026-03-02', '2026-03-02', 'UTC'],
      ['2026-03-02T10:00', '2026-03-03', 'Europe/Berlin'], // a time: luxon's path
      ['2026-03-02T10:00:00+05:00', '2026-03-03T00:00:00Z', 'Asia/Tehran'],
      ['0099-01-01', '0099-01-05', 'UTC'],
      ['2029-10-12', '2029-11-04', 'America/Havana'], // ends on a repeated midnight
    ];
    for (const [start, end, zone] of cases) expect({ start, end, zone, range: ours(start, end, zone) }).toEqual({ start, end, zone, range: reference(start, end, zone) });
  });
});
