import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CalendarAccessError } from './calendar-provider';
import { assertIcs, busyFromIcs } from './ical-busy';

const fixture = (name: string) => readFileSync(join(__dirname, '..', '..', '..', 'test', 'calendars', 'fixtures', `${name}.ics`), 'utf8');
const iso = (intervals: { start: Date; end: Date }[]) =>
  intervals.map((i) => `${i.start.toISOString()}/${i.end.toISOString()}`).sort();
const range = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

describe('busyFromIcs', () => {
  it('expands a weekly event in its own zone across the change to summer time, without the EXDATE, with the override', () => {
    const busy = iso(busyFromIcs(fixture('team-rituals'), range('2030-03-18T00:00:00Z', '2030-04-30T00:00:00Z'), 'Europe/Berlin'));
    expect(busy).toEqual([
      '2030-03-18T09:00:00.000Z/2030-03-18T10:00:00.000Z', // 10:00 CET
      '2030-03-25T09:00:00.000Z/2030-03-25T10:00:00.000Z',
      // the all-day offsite covers 27 March from midnight to midnight in Berlin
      '2030-03-26T23:00:00.000Z/2030-03-27T23:00:00.000Z',
      '2030-04-01T08:00:00.000Z/2030-04-01T09:00:00.000Z', // 10:00 CEST, after 31 March
      // 8 April is an EXDATE
      '2030-04-15T12:00:00.000Z/2030-04-15T13:00:00.000Z', // moved by RECURRENCE-ID to 14:00
      '2030-04-22T08:00:00.000Z/2030-04-22T09:00:00.000Z', // the sixth and last
    ]);
  });

  it('leaves out transparent and cancelled events, and what lies outside the range', () => {
    expect(iso(busyFromIcs(fixture('team-rituals'), range('2030-03-26T00:00:00Z', '2030-03-26T20:00:00Z'), 'UTC'))).toEqual([]);
    expect(busyFromIcs(fixture('team-rituals'), range('2031-01-01T00:00:00Z', '2031-02-01T00:00:00Z'), 'UTC')).toEqual([]);
  });

  it('keeps 09:00 New York across the US change (8 to 11 March 2030)', () => {
    expect(iso(busyFromIcs(fixture('new-york'), range('2030-03-01T00:00:00Z', '2030-03-31T00:00:00Z'), 'UTC'))).toEqual([
      '2030-03-08T14:00:00.000Z/2030-03-08T14:30:00.000Z',
      '2030-03-09T14:00:00.000Z/2030-03-09T14:30:00.000Z',
      '2030-03-10T13:00:00.000Z/2030-03-10T13:30:00.000Z',
      '2030-03-11T13:00:00.000Z/2030-03-11T13:30:00.000Z',
    ]);
  });

  it('finds an instance that began before the range and runs into it', () => {
    const busy = iso(busyFromIcs(fixture('team-rituals'), range('2030-03-25T09:30:00Z', '2030-03-25T12:00:00Z'), 'UTC'));
    expect(busy).toEqual(['2030-03-25T09:00:00.000Z/2030-03-25T10:00:00.000Z']);
  });

  it('refuses what is not iCalendar (an HTML page where a feed was expected)', () => {
    expect(() => assertIcs('<!doctype html><title>Sign in</title>')).toThrow(CalendarAccessError);
    expect(() => assertIcs(fixture('new-york'))).not.toThrow();
  });
});
