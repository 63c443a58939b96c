import { CredentialsVault } from '../../src/calendars/credentials-vault';
import { createUser, csrfFrom, signIn } from '../factories';
import { issueAccessToken } from '../factories/oauth';
import { createEventType, createHost, createSchedule } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';
import { apiAs } from '../scheduling/support/http';
import { startIcsServer } from './support/ics-server';

/**
 * ICS feeds served by a local HTTP server from fixture files: a weekly 10:00 Berlin stand-up across
 * the change to summer time (31 March 2030), with an EXDATE and a moved occurrence, an all-day
 * offsite, and events marked free or cancelled.
 */
describe('ICS feeds', () => {
  let t: TestApp;
  let feeds: Awaited<ReturnType<typeof startIcsServer>>;

  beforeAll(async () => {
    feeds = await startIcsServer({
      '/html': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Sign in'),
      '/gone': (res) => res.writeHead(410).end(),
    });
    t = await createTestApp({ CALENDAR_ALLOW_PRIVATE_HOSTS: 'true', CALENDAR_BUSY_CACHE_SECONDS: '60' });
  });
  afterAll(async () => {
    await t?.close();
    await feeds?.close();
  });

  async function personWithFeed(path = '/team-rituals.ics') {
    const host = await createHost(t, { timeZone: 'Europe/Berlin' });
    await createSchedule(t, host, { timeZone: 'Europe/Berlin' });
    const eventType = await createEventType(t, host, { lengthMinutes: 30 });
    const { token } = await issueAccessToken(t, { user: { id: host.userId } as never, scopes: ['APPS_READ', 'APPS_WRITE'] });
    const api = apiAs(t, token);
    const saved = await api.post('/v2/calendars/ics-feed/save', { urls: [`${feeds.url}${path}`] }).expect(201);
    return { host, eventType, api, saved: saved.body.data };
  }

  const slotsOn = async (eventTypeId: number, date: string) => {
    const res = await t.http().get('/v2/slots').query({ eventTypeId, start: date, end: `${date}T23:59:00`, timeZone: 'Europe/Berlin' }).expect(200);
    return ((res.body.data.slots[date] ?? []) as { localStart: string }[]).map((s) => s.localStart.slice(11, 16));
  };

  it('saves a feed as a read-only calendar named by the feed, without showing its address', async () => {
    const { saved, api } = await personWithFeed();
    expect(saved).toEqual([
      expect.objectContaining({ kind: 'ics-feed', label: '127.0.0.1', status: 'ok', calendars: [{ externalId: 'feed', name: 'Team rituals', readOnly: true, isSelected: true, isDestination: false }] }),
    ]);
    expect(JSON.stringify((await api.get('/v2/calendars').expect(200)).body)).not.toContain('team-rituals.ics');
    const res = await api.patch(`/v2/calendars/${saved[0].id}/calendars/feed`, { isDestination: true }).expect(422);
    expect(res.body.error.message).toMatch(/read-only calendar cannot be the destination/);
  });

  it('busy times follow the recurrence in Berlin time across the clock change, with EXDATE, override and all-day event', async () => {
    const { api } = await personWithFeed();
    const res = await api.get('/v2/calendars/busy-times').query({ start: '2030-03-23', end: '2030-04-16', timeZone: 'Europe/Berlin' }).expect(200);
    expect(res.body.data.items).toEqual([
      { start: '2030-03-25T09:00:00.000Z', end: '2030-03-25T10:00:00.000Z' },
      { start: '2030-03-26T23:00:00.000Z', end: '2030-03-27T23:00:00.000Z' },
      { start: '2030-04-01T08:00:00.000Z', end: '2030-04-01T09:00:00.000Z' },
      { start: '2030-04-15T12:00:00.000Z', end: '2030-04-15T13:00:00.000Z' },
    ]);
  });

  it('slots leave out 10:00-11:00 local on both sides of the change, and nothing on the excluded date', async () => {
    const { eventType } = await personWithFeed();
    for (const monday of ['2030-03-25', '2030-04-01']) {
      const times = await slotsOn(eventType.id, monday);
      expect(times).not.toContain('10:00');
      expect(times).not.toContain('10:30');
      expect(times).toEqual(expect.arrayContaining(['09:30', '11:00']));
    }
    expect(await slotsOn(eventType.id, '2030-04-08')).toContain('10:00'); // EXDATE
    expect(await slotsOn(eventType.id, '2030-03-27')).toEqual([]); // the all-day offsite
  });

  it('reuses a fetched answer within the cache time, instead of fetching the feed for every request', async () => {
    const { eventType } = await personWithFeed('/new-york.ics');
    const before = feeds.hits('/new-york.ics');
    await slotsOn(eventType.id, '2030-03-11');
    await slotsOn(eventType.id, '2030-03-11');
    expect(feeds.hits('/new-york.ics') - before).toBe(1);
  });

  it('refuses what is not a feed, names which URL failed, and saves none of the batch', async () => {
    const { api } = await personWithFeed();
    const res = await api.post('/v2/calendars/ics-feed/save', { urls: [`${feeds.url}/new-york.ics`, `${feeds.url}/html`] }).expect(422);
    expect(res.body.error.message).toBe('urls[1]: The address does not serve an iCalendar (.ics) file.');
    expect((await api.get('/v2/calendars').expect(200)).body.data.items).toHaveLength(1);
    const bad = await api.post('/v2/calendars/ics-feed/save', { urls: ['ftp://example.com/feed.ics'] }).expect(422);
    expect(bad.body.error.message).toMatch(/Only http and https/);
    await api.post('/v2/calendars/ics-feed/save', { urls: [] }).expect(422);
    await api.post('/v2/calendars/ics-feed/save', { urls: 'https://example.com/a.ics' }).expect(422);
  });

  it('the settings page checks its form with the API’s rules: an empty address is refused with their message, and nothing is saved', async () => {
    const user = await createUser(t);
    const browser = await signIn(t, user);
    const page = (await browser.get('/settings/calendars').expect(200)).text;
    const refused = await browser.post('/settings/calendars/ics-feed').type('form').send({ _csrf: csrfFrom(page), url: '' }).expect(422);
    expect(refused.text).toContain('each value in urls should not be empty');
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM calendar_connections WHERE user_id = $1`, [user.id])).toEqual([{ n: 0 }]);
  });

  it('check re-fetches every feed and reports one that stopped working', async () => {
    const { api } = await personWithFeed();
    await api.post('/v2/calendars/ics-feed/save', { urls: [`${feeds.url}/new-york.ics`] }).expect(201);
    let res = await api.get('/v2/calendars/ics-feed/check').expect(200);
    expect(res.body.data.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
    const [first] = (await api.get('/v2/calendars').expect(200)).body.data.items;
    // The first feed now answers 410 Gone: its stored address is pointed there.
    const [identity] = await t.dataSource.query(`SELECT user_id AS "userId", kind, account_key AS "accountKey" FROM calendar_connections WHERE id = $1`, [first.id]);
    const sealed = t.app.get(CredentialsVault).seal(identity, { url: `${feeds.url}/gone` });
    await t.dataSource.query(`UPDATE calendar_connections SET credentials = $1 WHERE id = $2`, [sealed, first.id]);
    res = await api.get('/v2/calendars/ics-feed/check').expect(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: first.id, ok: false, error: "The feed's server answered HTTP 410." }),
      expect.objectContaining({ ok: true, error: null }),
    ]);
  });
});
