import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ruledFeed } from '../../../test/calendars/support/ruled-feed';
import { CalendarAccessError } from './calendar-provider';
import { assertIcs, expandIcs } from './ical-busy';

const fixture = (name: string) => readFileSync(join(__dirname, '..', '..', '..', 'test', 'calendars', 'fixtures', `${name}.ics`), 'utf8');
const iso = (intervals: { start: Date; end: Date }[]) =>
  intervals.map((i) => `${i.start.toISOString()}/${i.end.toISOString()}`).sort();
const range = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });
const unlimited = { eventsPerFeed: 1e9, instancesPerFeed: 1e9, deadline: Infinity };
const busyFromIcs = (text: string, r: { start: Date; end: Date }, zone: string) => expandIcs([text], r, zone, unlimited).busy;

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

describe('expandIcs limits', () => {
  const december = range('2030-12-01T00:00:00Z', '2031-01-01T00:00:00Z');

  it('stops at the instance cap, keeping the first instances, and says so', () => {
    const { busy, cut } = expandIcs([ruledFeed(3, 'FREQ=MINUTELY;COUNT=9000', '20301202T090000Z')], december, 'UTC', { ...unlimited, instancesPerFeed: 100 });
    expect(cut).toBe('instances');
    expect(busy).toHaveLength(100);
    expect(busy[0].start.toISOString()).toBe('2030-12-02T09:00:00.000Z');
  });

  it('reads only the first events past the event cap, and stops starting events past the deadline', () => {
    const text = ruledFeed(3, '', '20301202T090000Z');
    expect(expandIcs([text], december, 'UTC', { ...unlimited, eventsPerFeed: 2 })).toEqual({ busy: expect.any(Array), cut: 'events' });
    expect(expandIcs([text], december, 'UTC', { ...unlimited, eventsPerFeed: 2 }).busy).toHaveLength(2);
    expect(expandIcs([text], december, 'UTC', { ...unlimited, deadline: performance.now() - 1 })).toEqual({ busy: [], cut: 'time' });
  });

  it('leaves out an event whose rule cannot be expanded, and keeps the others', () => {
    const unbounded = ruledFeed(1, 'FREQ=MINUTELY', '20301201T090000Z').replace('UID:e0', 'UID:unbounded');
    const plain = ruledFeed(1, '', '20301202T090000Z').replace(/^BEGIN:VCALENDAR[\s\S]*?(?=BEGIN:VEVENT)/, '').replace('END:VCALENDAR\r\n', '');
    const text = unbounded.replace('END:VCALENDAR', plain + 'END:VCALENDAR');
    const { busy, cut } = expandIcs([text], december, 'UTC', unlimited);
    expect(cut).toBe('unexpandable');
    expect(busy).toEqual([{ start: new Date('2030-12-02T09:00:00Z'), end: new Date('2030-12-02T09:30:00Z') }]);
  });
});
