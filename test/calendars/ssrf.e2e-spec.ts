import { issueAccessToken } from '../factories/oauth';
import { createTestApp, TestApp } from '../setup/test-app';
import { apiAs } from '../scheduling/support/http';
import { startIcsServer } from './support/ics-server';

/**
 * With CALENDAR_ALLOW_PRIVATE_HOSTS off (the default), calendar URLs may not reach loopback,
 * private or link-local addresses, whether written as an address or as a name that resolves to
 * one. Refused before any connection is made. (A redirect to such an address is refused too:
 * src/common/net/guarded-fetch.spec.ts shows it, since here every server is on loopback.)
 */
describe('SSRF: calendar URLs to private addresses are refused', () => {
  let t: TestApp;
  let feeds: Awaited<ReturnType<typeof startIcsServer>>;
  let api: ReturnType<typeof apiAs>;

  beforeAll(async () => {
    feeds = await startIcsServer();
    t = await createTestApp(); // the flag keeps its default: off
    const { token } = await issueAccessToken(t, { scopes: ['APPS_READ', 'APPS_WRITE'] });
    api = apiAs(t, token);
  });
  afterAll(async () => {
    await t?.close();
    await feeds?.close();
  });

  const targets = () => [
    ['loopback', `http://127.0.0.1:${feeds.port}/new-york.ics`, '127.0.0.1'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['IPv6 loopback', `http://[::1]:${feeds.port}/new-york.ics`, '[::1]'],
    ['a name resolving to loopback', `http://localhost:${feeds.port}/new-york.ics`, 'localhost'],
    ['a private network address', 'http://10.0.0.1/feed.ics', '10.0.0.1'],
  ];

  it('as ICS feeds', async () => {
    for (const [, url, host] of targets()) {
      const res = await api.post('/v2/calendars/ics-feed/save', { urls: [url] });
      expect([res.status, res.body.error?.message]).toEqual([422, `urls[0]: ${host} is a private, loopback or link-local address, which calendar URLs may not reach unless the server is started with OUTBOUND_ALLOW_PRIVATE_HOSTS=true (for a server on the same machine or network).`]);
    }
    expect(feeds.hits('/new-york.ics')).toBe(0);
    expect((await api.get('/v2/calendars').expect(200)).body.data.items).toEqual([]);
  });

  it('as CalDAV servers', async () => {
    for (const [, url, host] of targets()) {
      const res = await api.post('/v2/calendars/caldav/credentials', { username: 'u', password: 'p', serverUrl: url });
      expect([res.status, res.body.error?.message]).toEqual([422, `The CalDAV account: ${host} is a private, loopback or link-local address, which calendar URLs may not reach unless the server is started with OUTBOUND_ALLOW_PRIVATE_HOSTS=true (for a server on the same machine or network).`]);
    }
    expect(feeds.hits('/')).toBe(0);
  });
});
