import { createUser, csrfFrom, signIn } from '../factories';
import { issueAccessToken } from '../factories/oauth';
import { apiAs } from '../scheduling/support/http';
import { createTestApp, TestApp } from '../setup/test-app';

/**
 * A server whose operator has not (fully) registered it with Google or Microsoft: connecting is
 * refused with 422 naming exactly the settings still missing, and the settings page says so next
 * to disabled buttons. Here Google has a client id but no secret; Microsoft has neither.
 */
describe('Google and Microsoft not set up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GOOGLE_CLIENT_ID: 'only-the-id' });
  });
  afterAll(() => t.close());

  it('connect answers 422 naming the missing settings', async () => {
    const user = await createUser(t);
    const api = apiAs(t, (await issueAccessToken(t, { user, scopes: ['APPS_WRITE'] })).token);
    const google = await api.get('/v2/calendars/google/connect').expect(422);
    expect(google.body).toEqual({
      status: 'error',
      error: { code: 'provider_not_configured', message: 'Google calendars are not set up on this server: the operator must set GOOGLE_CLIENT_SECRET.' },
    });
    const microsoft = await api.get('/v2/calendars/office365/connect').expect(422);
    expect(microsoft.body.error.message).toBe('Microsoft calendars are not set up on this server: the operator must set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET.');
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM calendar_oauth_states`)).toEqual([{ n: 0 }]);
  });

  it('the settings page shows the buttons disabled, with what the operator must set', async () => {
    const user = await createUser(t);
    const browser = await signIn(t, user);
    const page = (await browser.get('/settings/calendars').expect(200)).text;
    expect(page).toContain('<button type="button" class="secondary" disabled aria-describedby="google-unavailable">Connect Google</button>');
    expect(page).toContain('<button type="button" class="secondary" disabled aria-describedby="office365-unavailable">Connect Microsoft</button>');
    expect(page).toContain('<p class="muted" id="google-unavailable">Google is not set up on this server: the operator must set GOOGLE_CLIENT_SECRET.</p>');
    expect(page).toContain('Microsoft 365 is not set up on this server: the operator must set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET.');
    expect(page).not.toContain('action="/settings/calendars/google/connect"');

    // A form posted anyway (an old page) gets the reason, not a redirect.
    const refused = await browser.post('/settings/calendars/google/connect').type('form').send({ _csrf: csrfFrom(page) }).expect(422);
    expect(refused.text).toContain('the operator must set GOOGLE_CLIENT_SECRET');
    const back = await browser.get('/v2/calendars/office365/save?code=c&state=s').expect(422);
    expect(back.text).toContain('the operator must set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET');
  });
});
