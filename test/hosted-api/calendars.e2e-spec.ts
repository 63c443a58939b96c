import { issueAccessToken } from '../factories/oauth';
import { createTestApp, TestApp } from '../setup/test-app';
import { hostedClient } from './hosted-client';

/** Connecting a calendar, unversioned there: the authorization URL in the same shape. */
describe('Hosted API v2 mode: connecting a calendar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GOOGLE_CLIENT_ID: 'hosted-mode-client', GOOGLE_CLIENT_SECRET: 'hosted-mode-secret' });
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('GET /v2/calendars/google/connect?isDryRun=false answers {authUrl}; redir is refused by name', async () => {
    const { token } = await issueAccessToken(t, { scopes: ['APPS_READ', 'APPS_WRITE'] });
    const api = hostedClient(t, token);
    const res = await api.get('/v2/calendars/google/connect?isDryRun=false', '2024-08-13').expect(200);
    expect(res.body).toEqual({ status: 'success', data: { authUrl: expect.stringContaining('client_id=hosted-mode-client') } });
    const redir = await api.get('/v2/calendars/google/connect?redir=https%3A%2F%2Fapp.example.com%2Fdone', '2024-08-13').expect(400);
    expect(redir.body.error.message).toMatch(/redir/);
  });
});
