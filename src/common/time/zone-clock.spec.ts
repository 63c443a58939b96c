import fc from 'fast-check';
import { DateTime } from 'luxon';
import { localIso } from './zone-clock';

const ZONES = ['Europe/Berlin', 'America/Santiago', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/St_Johns', 'UTC', 'Etc/UTC', 'Asia/Tokyo', 'America/Havana'];

describe('localIso', () => {
  it('writes an instant as luxon does (local date and time, seconds, milliseconds only when there are some, the offset or Z)', () => {
    const instant = fc.integer({ min: Date.UTC(1960, 0, 1), max: Date.UTC(2040, 0, 1) });
    // Whole minutes (as slots are), and any millisecond.
    const ms = fc.oneof(instant.map((x) => x - (x % 60_000)), instant);
    fc.assert(
      fc.property(ms, fc.constantFrom(...ZONES), (at, zone) => {
        const luxon = DateTime.fromMillis(at, { zone });
        expect(localIso(zone, at)).toEqual({ date: luxon.toISODate(), iso: luxon.toISO({ suppressMilliseconds: true }) });
      }),
      { numRuns: 5000 },
    );
  });
});
