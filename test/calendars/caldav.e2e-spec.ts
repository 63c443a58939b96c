import { CalendarWritesProcessor } from '../../src/calendars/outbox/calendar-writes.processor';
import { issueAccessToken } from '../factories/oauth';
import { bookableHost } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';
import { icsValue } from '../scheduling/support/ics';
import { apiAs } from '../scheduling/support/http';
import { RadicaleServer } from './support/radicale';
import { describeWith } from '../setup/system-programs';

const alice = { username: 'alice', password: 'radicale-pw-Tr0ub4dor' };

/** An event as another calendar app would put it on the CalDAV server. */
const vevent = (uid: string, start: string, end: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Other app//EN\r\nBEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20300101T000000Z\r\nDTSTART:${start}\r\nDTEND:${end}\r\nSUMMARY:Dentist\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
const basic = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * The whole path against a real CalDAV server (Debian's Radicale): an app with APPS_WRITE connects
 * the account, an event created on the server removes the slots it overlaps, a booking appears as
 * an event in the destination calendar and moves and disappears with the booking, and a server
 * that is down leaves slots answering while `check` reports it.
 */
describeWith('radicale')('CalDAV calendars against Radicale', () => {
  let t: TestApp;
  let dav: RadicaleServer;
  let workUrl: string;

  beforeAll(async () => {
    dav = await RadicaleServer.start([alice]);
    await dav.request(alice, 'PROPFIND', '/alice/', undefined, { depth: '0' }); // Radicale creates the principal on first use
    workUrl = await dav.makeCalendar(alice, 'work', 'Work');
    await dav.makeCalendar(alice, 'private', 'Private');
    t = await createTestApp({ CALENDAR_ALLOW_PRIVATE_HOSTS: 'true', CALENDAR_BUSY_CACHE_SECONDS: '0' });
  });
  afterAll(async () => {
    await t?.close();
    await dav?.close();
  });

  async function connectedHost() {
    const { host, eventType, monday } = await bookableHost(t);
    const { token } = await issueAccessToken(t, { user: { id: host.userId } as never, scopes: ['APPS_READ', 'APPS_WRITE'] });
    const api = apiAs(t, token);
    const res = await api.post('/v2/calendars/caldav/credentials', { ...alice, serverUrl: dav.url }).expect(201);
    // Bookings go to Work.
    await api.patch(`/v2/calendars/${res.body.data.id}/calendars/${encodeURIComponent(workUrl)}`, { isDestination: true }).expect(200);
    return { host, eventType, monday, api, connection: res.body.data };
  }

  const slotTimes = async (eventTypeId: number, monday: { date: string }) => {
    const res = await t.http().get('/v2/slots').query({ eventTypeId, start: monday.date, end: monday.date + 'T23:59:00', timeZone: 'Europe/Berlin' }).expect(200);
    return ((res.body.data.slots[monday.date] ?? []) as { localStart: string }[]).map((s) => s.localStart.slice(11, 16));
  };

  it('connects, slots avoid an event made on the server, and a booking is written, moved and removed', async () => {
    const { eventType, monday, api, connection } = await connectedHost();
    expect(connection).toMatchObject({ kind: 'caldav', label: 'alice', status: 'ok' });
    expect(connection.calendars).toEqual(
      expect.arrayContaining([
        { externalId: workUrl, name: 'Work', readOnly: false, isSelected: true, isDestination: expect.any(Boolean) },
        expect.objectContaining({ name: 'Private', isSelected: true }),
      ]),
    );
    expect(connection.calendars.filter((c: { isDestination: boolean }) => c.isDestination)).toHaveLength(1);
    expect(JSON.stringify(connection)).not.toContain(alice.password);
    const listed = (await api.get('/v2/calendars').expect(200)).body.data.items[0];
    expect(listed.calendars.filter((c: { isDestination: boolean }) => c.isDestination)).toEqual([expect.objectContaining({ externalId: workUrl })]);

    expect(await slotTimes(eventType.id, monday)).toEqual(expect.arrayContaining(['10:00', '10:30']));
    await dav.putEvent(alice, '/alice/private/', 'dentist', vevent('dentist', basic(monday.at('10:00')), basic(monday.at('11:00'))));
    const after = await slotTimes(eventType.id, monday);
    expect(after).not.toContain('10:00');
    expect(after).not.toContain('10:30');
    expect(after).toEqual(expect.arrayContaining(['09:30', '11:00']));
    const busy = await api.get('/v2/calendars/busy-times').query({ start: monday.date, end: monday.at('23:00'), timeZone: 'Europe/Berlin' }).expect(200);
    expect(busy.body.data.items).toEqual([{ start: monday.at('10:00'), end: monday.at('11:00') }]);

    // A booking: nothing is written until the outbox is processed, then one event with the booking's uid.
    const booked = await t.http().post('/v2/bookings').send({ eventTypeId: eventType.id, start: monday.at('14:00'), attendee: { name: 'Bo', email: 'bo@example.com', timeZone: 'UTC' } }).expect(201);
    const uid = booked.body.data.uid as string;
    expect([...(await dav.events(alice, '/alice/work/')).keys()]).toEqual([]);
    expect(await t.app.get(CalendarWritesProcessor).drain()).toEqual({ written: 1, failed: 0 });
    let events = [...(await dav.events(alice, '/alice/work/')).values()];
    expect(events).toHaveLength(1);
    expect(icsValue(events[0], 'UID')).toBe(uid);
    expect(icsValue(events[0], 'DTSTART')).toBe(basic(monday.at('14:00')));
    expect(icsValue(events[0], 'SUMMARY')).toContain('Bo');
    expect(events[0]).not.toMatch(/^METHOD:/m);

    // Rescheduled: the same event (same UID), moved, its SEQUENCE raised.
    const moved = await t.http().post(`/v2/bookings/${uid}/reschedule`).send({ start: monday.at('15:00') }).expect(201);
    await t.app.get(CalendarWritesProcessor).drain();
    events = [...(await dav.events(alice, '/alice/work/')).values()];
    expect(events).toHaveLength(1);
    expect([icsValue(events[0], 'UID'), icsValue(events[0], 'DTSTART'), icsValue(events[0], 'SEQUENCE')]).toEqual([uid, basic(monday.at('15:00')), '1']);

    // Cancelled: removed.
    await t.http().post(`/v2/bookings/${moved.body.data.uid}/cancel`).send({}).expect(200);
    await t.app.get(CalendarWritesProcessor).drain();
    expect([...(await dav.events(alice, '/alice/work/')).keys()]).toEqual([]);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM calendar_writes`)).toEqual([{ n: 0 }]);
  });

  it('a server that is down: slots still answer, check reports it, the write waits and is retried with backoff', async () => {
    const { eventType, monday, api, connection } = await connectedHost();
    await dav.putEvent(alice, '/alice/private/', 'lunch', vevent('lunch', basic(monday.at('12:00')), basic(monday.at('13:00'))));
    await dav.stop();
    let retryAt = 0;
    try {
      const times = await slotTimes(eventType.id, monday);
      expect(times).toContain('12:00'); // the calendar is skipped, not the request

      const check = await api.get(`/v2/calendars/${connection.id}/check`).expect(200);
      expect(check.body.data).toEqual([expect.objectContaining({ id: connection.id, ok: false, error: expect.stringMatching(/could not be used/) })]);
      const listed = await api.get('/v2/calendars').expect(200);
      expect(listed.body.data.items.find((c: { id: number }) => c.id === connection.id)).toMatchObject({ status: 'failing' });
      expect(t.logs.some((l) => l.msg === 'Calendar skipped: its busy times could not be read' && l.connectionId === connection.id)).toBe(true);

      const booked = await t.http().post('/v2/bookings').send({ eventTypeId: eventType.id, start: monday.at('16:00'), attendee: { name: 'Cy', email: 'cy@example.com', timeZone: 'UTC' } }).expect(201);
      const processor = t.app.get(CalendarWritesProcessor);
      // The processor is handed the instant it runs at: the backoff is measured from it, not from the spec's own clock.
      const failedAt = new Date();
      expect(await processor.drain(failedAt)).toEqual({ written: 0, failed: 1 });
      const [row] = await t.dataSource.query(`SELECT attempts, next_attempt_at, last_error FROM calendar_writes WHERE booking_uid = $1`, [booked.body.data.uid]);
      expect(row.attempts).toBe(1);
      retryAt = new Date(row.next_attempt_at).getTime();
      expect(retryAt).toBe(failedAt.getTime() + 30_000); // 30 s backoff after the first failure
      expect(await processor.drain(new Date(failedAt.getTime() + 29_999))).toEqual({ written: 0, failed: 0 }); // not due yet
    } finally {
      await dav.resume();
    }
    expect(await t.app.get(CalendarWritesProcessor).drain(new Date(retryAt))).toEqual({ written: 1, failed: 0 });
    expect([...(await dav.events(alice, '/alice/work/')).values()].some((e) => icsValue(e, 'DTSTART') === basic(monday.at('16:00')))).toBe(true);
    const recheck = await api.get(`/v2/calendars/caldav/check`).expect(200);
    expect(recheck.body.data.every((r: { ok: boolean }) => r.ok)).toBe(true);
  });

  it('refuses a wrong password with a clear 422, and stores nothing', async () => {
    const { api } = await connectedHost();
    const before = (await api.get('/v2/calendars').expect(200)).body.data.items.length;
    const res = await api.post('/v2/calendars/caldav/credentials', { username: 'alice', password: 'wrong', serverUrl: dav.url }).expect(422);
    expect(res.body.error.message).toMatch(/refused the user name or password/);
    expect((await api.get('/v2/calendars').expect(200)).body.data.items).toHaveLength(before);
  });
});
