import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DateTime } from 'luxon';
import { CalendarProviders } from '../../src/calendars/providers/calendar-providers';
import { issueAccessToken } from '../factories/oauth';
import { createEventType, createHost, createSchedule } from '../factories/scheduling';
import { apiAs } from '../scheduling/support/http';
import { createTestApp, TestApp } from '../setup/test-app';
import { startIcsServer } from './support/ics-server';
import { ruledFeed } from './support/ruled-feed';

const MINUTELY = 'FREQ=MINUTELY;COUNT=9000';
/** Within the next days: inside the window that connecting reads. */
const list = (n: number) => Array.from({ length: n }, (_, i) => i).join(',');
/** 86,400 instances a day: slow to expand however it is windowed. */
const EVERY_SECOND = `FREQ=DAILY;BYHOUR=${list(24)};BYMINUTE=${list(60)};BYSECOND=${list(60)}`;
const tomorrow = DateTime.utc().plus({ days: 1 }).toFormat("yyyyMMdd'T'090000'Z'");

/**
 * The work a calendar costs is bounded. The hostile feeds are tiny (under 3 KB) but each event is a
 * minutely rule of 9,000 instances starting in December 2030, out of the window connecting reads,
 * so they would be accepted; they are then met by slots. While a spec connects them they answer a
 * harmless calendar (the feed changes afterwards, as a real one may): the connect check has a budget
 * in wall time, which a busy machine alone could exceed, and is the subject of its own test below. Before the limits, one request for that month spent
 * seconds of CPU on the event loop (10 events), or answered 500 (20 events: a stack overflow).
 *
 * CPU is the whole test process's (`process.cpuUsage`, the worker threads included) and the delay
 * is the event loop's (`monitorEventLoopDelay`), not wall time: the bounds hold on a loaded machine
 * and the unbounded code exceeds them several times over.
 */
describe('Calendar limits', () => {
  let t: TestApp;
  let feeds: Awaited<ReturnType<typeof startIcsServer>>;
  /** A feed that is harmless when connected and changes afterwards. */
  let changing = ruledFeed(1, '', '20301202T090000Z');
  const serve = (text: string) => (res: import('node:http').ServerResponse) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(text);
  /** True while a spec connects feeds: the hostile ones then answer a harmless calendar. */
  let connecting = false;
  const hostile = (text: string) => (res: import('node:http').ServerResponse) => serve(connecting ? ruledFeed(1, '', '20301202T090000Z') : text)(res);
  async function whileConnecting<T>(connect: () => Promise<T>): Promise<T> {
    connecting = true;
    try {
      return await connect();
    } finally {
      connecting = false;
    }
  }

  beforeAll(async () => {
    feeds = await startIcsServer({
      '/hostile-10.ics': hostile(ruledFeed(10, MINUTELY, '20301202T090000', 'Europe/Berlin')),
      '/hostile-20.ics': hostile(ruledFeed(20, MINUTELY, '20301202T090000', 'Europe/Berlin')),
      '/soon.ics': serve(ruledFeed(10, MINUTELY, tomorrow)),
      '/crowded.ics': serve(ruledFeed(51, '', '20301202T090000Z')),
      '/changing.ics': (res) => serve(changing)(res),
      '/a.ics': serve(ruledFeed(1, '', '20301202T090000Z')),
      '/b.ics': serve(ruledFeed(1, '', '20301203T090000Z')),
    });
    t = await createTestApp({ CALENDAR_ALLOW_PRIVATE_HOSTS: 'true', CALENDAR_BUSY_CACHE_SECONDS: '0', CALENDAR_MAX_EVENTS_PER_FEED: '50', CALENDAR_MAX_CONNECTIONS_PER_PERSON: '3' });
  });
  afterAll(async () => {
    await t?.close();
    await feeds?.close();
  });

  async function personWith(...paths: string[]) {
    const host = await createHost(t, { timeZone: 'Europe/Berlin' });
    await createSchedule(t, host, { timeZone: 'Europe/Berlin' });
    const eventType = await createEventType(t, host, { lengthMinutes: 30 });
    const { token } = await issueAccessToken(t, { user: { id: host.userId } as never, scopes: ['APPS_READ', 'APPS_WRITE'] });
    const api = apiAs(t, token);
    if (paths.length > 0) {
      const res = await whileConnecting(() => api.post('/v2/calendars/ics-feed/save', { urls: paths.map((p) => `${feeds.url}${p}`) }));
      expect(res.body.error?.message).toBeUndefined();
    }
    return { host, eventType, api };
  }

  const december = (eventTypeId: number) => t.http().get('/v2/slots').query({ eventTypeId, start: '2030-12-01', end: '2030-12-31', timeZone: 'Europe/Berlin' });

  /** CPU of the whole process and the event loop's longest delay while `work` runs. */
  async function measure<T>(work: () => Promise<T>) {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const before = process.cpuUsage();
    const result = await work();
    const cpu = process.cpuUsage(before);
    delay.disable();
    return { result, cpuMs: (cpu.user + cpu.system) / 1000, maxDelayMs: delay.max / 1e6 };
  }

  const cuts = () => t.logs.filter((l) => l.msg === 'Calendar cut: some of its busy times are left out');

  it('a hostile feed costs a slots request well under a second of CPU, and never holds up /health', async () => {
    const { eventType } = await personWith('/hostile-10.ics');
    await december(eventType.id).expect(200); // the worker threads start here, not in what is measured
    const { result, cpuMs, maxDelayMs } = await measure(async () => {
      const slots = december(eventType.id).then((res) => res);
      const health = await t.http().get('/health').expect(200);
      return { slots: await slots, health };
    });
    expect(result.slots.status).toBe(200);
    expect(cpuMs).toBeLessThan(1500); // unbounded: about 4,000 ms
    expect(maxDelayMs).toBeLessThan(400); // unbounded: the whole expansion, seconds
    // What was read still counts: busy from 09:00 on 2 December for the first 2,000 minutes.
    const days = result.slots.body.data.slots as Record<string, unknown[]>;
    expect(days['2030-12-02']).toBeUndefined();
    expect(days['2030-12-04']).toHaveLength(16);
    expect(cuts().at(-1)).toMatchObject({ level: 40, reason: 'it has more than 2000 busy times in the range; only the first 2000 count' });
  });

  it('a feed whose answer once overflowed the stack is cut and logged; slots and busy times answer', async () => {
    const { eventType, api } = await personWith('/hostile-20.ics');
    const slots = await december(eventType.id).expect(200);
    expect(slots.body.data.slots['2030-12-02']).toBeUndefined();
    const busy = await api.get('/v2/calendars/busy-times').query({ start: '2030-12-01', end: '2030-12-31', timeZone: 'Europe/Berlin' }).expect(200);
    expect(busy.body.data.items).toEqual([{ start: '2030-12-02T08:00:00.000Z', end: '2030-12-03T17:49:00.000Z' }]);
    expect(cuts().length).toBeGreaterThanOrEqual(2);
  });

  it('an event that takes longer than the time budget ends the work; what was read before still counts', async () => {
    const { api } = await personWith('/changing.ics');
    const slow = ruledFeed(1, EVERY_SECOND, '20301203T000000Z').replace('e0@', 'slow@');
    changing = changing.replace('END:VCALENDAR', slow.slice(slow.indexOf('BEGIN:VEVENT')));
    const { result, cpuMs, maxDelayMs } = await measure(() =>
      api.get('/v2/calendars/busy-times').query({ start: '2030-12-01', end: '2030-12-31', timeZone: 'Europe/Berlin' }),
    );
    expect(result.status).toBe(200);
    expect(result.body.data.items).toEqual([{ start: '2030-12-02T09:00:00.000Z', end: '2030-12-02T09:30:00.000Z' }]);
    expect(cpuMs).toBeLessThan(2000); // unbounded: 2.7 million instances, minutes
    expect(maxDelayMs).toBeLessThan(400);
    expect(cuts().at(-1)).toMatchObject({ reason: 'reading it took longer than 500 ms; only the events read by then count' });
  });

  it('keeps at most CALENDAR_MAX_INSTANCES_PER_REQUEST busy times in a request (a calendar answering 200,000 once overflowed the stack)', async () => {
    const { api } = await personWith('/a.ics');
    const start = Date.parse('2030-12-02T00:00:00Z');
    const huge = Array.from({ length: 200_000 }, (_, i) => ({ start: new Date(start + i * 60_000), end: new Date(start + i * 60_000 + 30_000) }));
    const busy = jest.spyOn(t.app.get(CalendarProviders).for('ics-feed')!, 'busy').mockResolvedValue({ busy: huge, cut: null });
    try {
      const res = await api.get('/v2/calendars/busy-times').query({ start: '2030-12-01', end: '2030-12-31', timeZone: 'UTC' }).expect(200);
      expect(res.body.data).toMatchObject({ total: 10_000, take: 100, skip: 0 });
      expect(res.body.data.items).toHaveLength(100);
      expect(cuts().at(-1)).toMatchObject({ reason: 'the request reached 10000 busy times over all calendars; the rest are left out' });
    } finally {
      busy.mockRestore();
    }
  });

  it('connecting reads the feed under the same limits and refuses one that would be cut, saying why', async () => {
    const { api } = await personWith();
    let res = await api.post('/v2/calendars/ics-feed/save', { urls: [`${feeds.url}/soon.ics`] }).expect(422);
    expect(res.body.error.message).toBe('urls[0]: The feed is too costly to use: it has more than 2000 busy times in the range; only the first 2000 count.');
    res = await api.post('/v2/calendars/ics-feed/save', { urls: [`${feeds.url}/crowded.ics`] }).expect(422);
    expect(res.body.error.message).toBe('urls[0]: The feed is too costly to use: it has more than 50 events; only the first 50 are read.');
    expect((await api.get('/v2/calendars').expect(200)).body.data.items).toEqual([]);
  });

  it('a person may have CALENDAR_MAX_CONNECTIONS_PER_PERSON connections; reconnecting one does not count twice', async () => {
    const { api } = await personWith('/a.ics', '/b.ics');
    const save = (...paths: string[]) => whileConnecting(() => api.post('/v2/calendars/ics-feed/save', { urls: paths.map((p) => `${feeds.url}${p}`) }));
    const refused = await save('/hostile-10.ics', '/hostile-20.ics');
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe('A person may have at most 3 calendar connections: disconnect one before connecting another.');
    expect((await save('/a.ics', '/hostile-10.ics')).status).toBe(201);
    expect((await save('/hostile-20.ics')).status).toBe(422);
    expect((await api.get('/v2/calendars').expect(200)).body.data.items).toHaveLength(3);
  });
});
