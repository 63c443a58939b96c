import type { User } from '../../src/accounts/user.entity';
import { CalendarWritesProcessor } from '../../src/calendars/outbox/calendar-writes.processor';
import { RadicaleServer } from '../calendars/support/radicale';
import { issueAccessToken } from '../factories/oauth';
import { futureMonday } from '../factories/scheduling';
import { addMember, createHostUser, createTeam, createTeamEventType, ownerAccess } from '../factories/teams';
import { icsValue } from '../scheduling/support/ics';
import { apiAs } from '../scheduling/support/http';
import { createTestApp, TestApp } from '../setup/test-app';
import { describeWith } from '../setup/system-programs';

const ana = { username: 'ana', password: 'radicale-pw-ana-0123' };
const ben = { username: 'ben', password: 'radicale-pw-ben-4567' };
const basic = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const vevent = (uid: string, start: string, end: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Other app//EN\r\nBEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20300101T000000Z\r\nDTSTART:${start}\r\nDTEND:${end}\r\nSUMMARY:Busy\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;

/**
 * Team event types against each host's own calendar on a real CalDAV server (Radicale): a busy
 * event in one host's calendar closes a collective slot and steers round robin to the other host;
 * a collective booking is written to every host's calendar; a reassigned booking moves from one
 * host's calendar to the other's.
 */
describeWith('radicale')('Team event types and the hosts’ connected calendars', () => {
  let t: TestApp;
  let dav: RadicaleServer;
  const monday = futureMonday('Europe/Berlin');
  let hosts: { ana: User; ben: User };
  let access: ReturnType<typeof ownerAccess>;

  beforeAll(async () => {
    dav = await RadicaleServer.start([ana, ben]);
    for (const account of [ana, ben]) {
      await dav.request(account, 'PROPFIND', `/${account.username}/`, undefined, { depth: '0' });
      await dav.makeCalendar(account, 'work', 'Work');
    }
    t = await createTestApp({ CALENDAR_ALLOW_PRIVATE_HOSTS: 'true', CALENDAR_BUSY_CACHE_SECONDS: '0' });
    // Ben has the lower user id, so round robin would pick him first between two never-booked hosts.
    const benUser = await createHostUser(t, 'Ben');
    const anaUser = await createHostUser(t, 'Ana');
    hosts = { ana: anaUser, ben: benUser };
    const { team } = await createTeam(t, benUser);
    await addMember(t, team.id, anaUser);
    access = ownerAccess(team, benUser);
    for (const [user, account] of [[anaUser, ana], [benUser, ben]] as const) {
      const { token } = await issueAccessToken(t, { user, scopes: ['APPS_WRITE'] });
      const connected = await apiAs(t, token).post('/v2/calendars/caldav/credentials', { ...account, serverUrl: dav.url }).expect(201);
      const work = connected.body.data.calendars.find((c: { name: string }) => c.name === 'Work');
      await apiAs(t, token).patch(`/v2/calendars/${connected.body.data.id}/calendars/${encodeURIComponent(work.externalId)}`, { isDestination: true }).expect(200);
    }
    await dav.putEvent(ben, '/ben/work/', 'dentist', vevent('dentist', basic(monday.at('10:00')), basic(monday.at('11:00'))));
  });
  afterAll(async () => {
    await t?.close();
    await dav?.close();
  });

  const slotTimes = async (eventTypeId: number) => {
    const res = await t.http().get('/v2/slots').query({ eventTypeId, start: monday.date, end: `${monday.date}T23:59:00`, timeZone: 'Europe/Berlin' }).expect(200);
    return ((res.body.data.slots[monday.date] ?? []) as { localStart: string }[]).map((s) => s.localStart.slice(11, 16));
  };
  const book = (eventTypeId: number, time: string) =>
    t.http().post('/v2/bookings').send({ eventTypeId, start: monday.at(time), attendee: { name: 'Cy', email: 'cy@example.com', timeZone: 'UTC' } });
  const uids = async (account: typeof ana) => [...(await dav.events(account, `/${account.username}/work/`)).values()].map((e) => icsValue(e, 'UID'));

  it('a collective slot closes when one host’s calendar is busy; its booking lands in every host’s calendar', async () => {
    const { eventType } = await createTeamEventType(t, access, 'COLLECTIVE', [hosts.ana, hosts.ben]);
    const times = await slotTimes(eventType.id);
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('10:30');
    expect(times).toEqual(expect.arrayContaining(['09:30', '11:00']));
    await book(eventType.id, '10:00').expect(409);
    const booked = (await book(eventType.id, '14:00').expect(201)).body.data;
    expect(await t.app.get(CalendarWritesProcessor).drain()).toEqual({ written: 2, failed: 0 });
    expect(await uids(ana)).toContain(booked.uid);
    expect(await uids(ben)).toContain(booked.uid);
  });

  it('round robin skips the host whose calendar is busy, and a reassigned booking moves between calendars', async () => {
    const { eventType } = await createTeamEventType(t, access, 'ROUND_ROBIN', [hosts.ana, hosts.ben]);
    expect(await slotTimes(eventType.id)).toContain('10:00'); // Ana is free
    const booked = (await book(eventType.id, '10:00').expect(201)).body.data;
    expect(booked.hostId).toBe(hosts.ana.id);
    const later = (await book(eventType.id, '16:00').expect(201)).body.data;
    expect(later.hostId).toBe(hosts.ben.id); // least recently booked
    await t.app.get(CalendarWritesProcessor).drain();
    expect(await uids(ben)).toContain(later.uid);

    const { token } = await issueAccessToken(t, { user: hosts.ben, scopes: ['TEAM_BOOKING_WRITE'] });
    const moved = await apiAs(t, token).post(`/v2/teams/${access.teamId}/bookings/${later.uid}/reassign`, {}).expect(200);
    expect(moved.body.data.hostId).toBe(hosts.ana.id);
    await apiAs(t, token).post(`/v2/teams/${access.teamId}/bookings/${booked.uid}/reassign`, {}).expect(409); // Ben's calendar is busy at 10:00
    expect(await t.app.get(CalendarWritesProcessor).drain()).toMatchObject({ failed: 0 });
    expect(await uids(ben)).not.toContain(later.uid);
    expect(await uids(ana)).toEqual(expect.arrayContaining([booked.uid, later.uid]));
  });
});
