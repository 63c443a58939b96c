import { CalendarWritesProcessor } from '../../src/calendars/outbox/calendar-writes.processor';
import { issueAccessToken } from '../factories/oauth';
import { bookableHost } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';
import { apiAs } from '../scheduling/support/http';
import { startIcsServer } from './support/ics-server';
import { RadicaleServer } from './support/radicale';
import { describeWith } from '../setup/system-programs';

const PASSWORD = 'pw-Plaintext-Canary-7f3a9c';
const FEED_SECRET = 'feedtoken-Canary-51be0d';

/**
 * After connecting, using, checking and failing calendars, neither the CalDAV password nor the
 * secret part of a feed address appears anywhere in the database or in the logs.
 */
describeWith('radicale')('Calendar credentials never appear in plaintext', () => {
  let t: TestApp;
  let dav: RadicaleServer;
  let feeds: Awaited<ReturnType<typeof startIcsServer>>;

  beforeAll(async () => {
    dav = await RadicaleServer.start([{ username: 'bob', password: PASSWORD }]);
    await dav.request({ username: 'bob', password: PASSWORD }, 'PROPFIND', '/bob/', undefined, { depth: '0' });
    await dav.makeCalendar({ username: 'bob', password: PASSWORD }, 'main', 'Main');
    feeds = await startIcsServer();
    t = await createTestApp({ CALENDAR_ALLOW_PRIVATE_HOSTS: 'true', CALENDAR_BUSY_CACHE_SECONDS: '0', LOG_LEVEL: 'trace' });
  });
  afterAll(async () => {
    await t?.close();
    await dav?.close();
    await feeds?.close();
  });

  it('is absent from every table and every log line', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const { token } = await issueAccessToken(t, { user: { id: host.userId } as never, scopes: ['APPS_READ', 'APPS_WRITE'] });
    const api = apiAs(t, token);
    await api.post('/v2/calendars/caldav/credentials', { username: 'bob', password: 'wrong-' + PASSWORD, serverUrl: dav.url }).expect(422);
    const caldav = (await api.post('/v2/calendars/caldav/credentials', { username: 'bob', password: PASSWORD, serverUrl: dav.url }).expect(201)).body.data;
    await api.post('/v2/calendars/ics-feed/save', { urls: [`${feeds.url}/new-york.ics?token=${FEED_SECRET}`] }).expect(201);
    await api.get('/v2/calendars/busy-times').query({ start: monday.date, end: monday.at('23:00') }).expect(200);
    await t.http().post('/v2/bookings').send({ eventTypeId: eventType.id, start: monday.at('09:00'), attendee: { name: 'Di', email: 'di@example.com', timeZone: 'UTC' } }).expect(201);
    await t.app.get(CalendarWritesProcessor).drain();
    await dav.stop();
    await api.get(`/v2/calendars/${caldav.id}/check`).expect(200);
    await t.http().get('/v2/slots').query({ eventTypeId: eventType.id, start: monday.date, end: monday.at('23:00') }).expect(200);
    await dav.resume();
    const listed = JSON.stringify((await api.get('/v2/calendars').expect(200)).body);

    const tables: { tablename: string }[] = await t.dataSource.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
    let dump = '';
    for (const { tablename } of tables) {
      const rows: { row: string }[] = await t.dataSource.query(`SELECT row_to_json(x)::text AS row FROM "${tablename}" x`);
      dump += rows.map((r) => r.row).join('\n');
    }
    expect(dump).toMatch(/"credentials":"v1\.[0-9a-f]{8}\./); // the sealed values are there
    for (const secret of [PASSWORD, FEED_SECRET]) {
      expect(dump).not.toContain(secret);
      expect(t.rawLogs()).not.toContain(secret);
      expect(listed).not.toContain(secret);
    }
    expect(t.rawLogs()).toContain('Calendar connected');
  });
});
