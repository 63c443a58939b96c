import { issueAccessToken } from '../factories/oauth';
import { createTestApp, TestApp } from '../setup/test-app';
import { hostedClient, hostedError } from './hosted-client';

/** Teams and webhooks, unversioned there: apps send whatever version their SDK sends. */
describe('Hosted API v2 mode: teams and webhooks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const VERSION = '2024-08-13';

  it('POST/GET/PATCH/DELETE /v2/teams: its team shape, lists in data, DELETE 200 with the team', async () => {
    const { token } = await issueAccessToken(t, { scopes: ['TEAM_PROFILE_READ', 'TEAM_PROFILE_WRITE'] });
    const api = hostedClient(t, token);
    const created = await api.post('/v2/teams', VERSION).send({ name: 'CalTeam', slug: 'caltest', bio: 'Some bio', hideBranding: false, brandColor: '#000000' }).expect(201);
    const team = created.body.data;
    expect(team).toEqual(expect.objectContaining({ id: expect.any(Number), parentId: null, name: 'CalTeam', slug: 'caltest', bio: 'Some bio', isOrganization: false, timeZone: 'UTC' }));
    const list = await api.get('/v2/teams', VERSION).expect(200);
    expect(list.body).toEqual({ status: 'success', data: [team] });
    expect((await api.get(`/v2/teams/${team.id}`, VERSION).expect(200)).body).toEqual({ status: 'success', data: team });
    const patched = await api.patch(`/v2/teams/${team.id}`, VERSION).send({ name: 'CalTeam 2' }).expect(200);
    expect(patched.body.data.name).toBe('CalTeam 2');
    const deleted = await api.delete(`/v2/teams/${team.id}`, VERSION).expect(200);
    expect(deleted.body).toEqual({ status: 'success', data: expect.objectContaining({ id: team.id, name: 'CalTeam 2' }) });
    await api.get(`/v2/teams/${team.id}`, VERSION).expect(404);
  });

  it('POST/GET/PATCH/DELETE /v2/webhooks: its webhook shape with userId, the secret once, DELETE 200 with the webhook', async () => {
    // Booking triggers need the booking read scope too: a webhook carries what the grant could read.
    const { token, user } = await issueAccessToken(t, { scopes: ['WEBHOOK_READ', 'WEBHOOK_WRITE', 'BOOKING_READ'] });
    const api = hostedClient(t, token);
    const created = await api
      .post('/v2/webhooks', VERSION)
      .send({
        payloadTemplate: JSON.stringify({ content: 'A new event has been scheduled', type: '{{type}}', name: '{{title}}' }),
        active: true,
        subscriberUrl: 'https://app.example.com/hooks/cal',
        triggers: ['BOOKING_CREATED', 'BOOKING_RESCHEDULED', 'BOOKING_CANCELLED'],
      })
      .expect(201);
    const webhook = created.body.data;
    expect(webhook).toEqual({
      id: expect.any(Number),
      payloadTemplate: null,
      triggers: ['BOOKING_CREATED', 'BOOKING_RESCHEDULED', 'BOOKING_CANCELLED'],
      userId: user.id,
      subscriberUrl: 'https://app.example.com/hooks/cal',
      active: true,
      secret: expect.any(String),
    });
    const { secret: _secret, ...shown } = webhook;
    expect((await api.get('/v2/webhooks', VERSION).expect(200)).body).toEqual({ status: 'success', data: [shown] });
    expect((await api.get(`/v2/webhooks/${webhook.id}`, VERSION).expect(200)).body).toEqual({ status: 'success', data: shown });
    const patched = await api.patch(`/v2/webhooks/${webhook.id}`, VERSION).send({ active: false }).expect(200);
    expect(patched.body.data.active).toBe(false);
    const deleted = await api.delete(`/v2/webhooks/${webhook.id}`, VERSION).expect(200);
    expect(deleted.body).toEqual({ status: 'success', data: { ...shown, active: false } });
    const gone = await api.get(`/v2/webhooks/${webhook.id}`, VERSION).expect(404);
    expect(gone.body).toEqual(hostedError(404, `/v2/webhooks/${webhook.id}`));
  });

  it('a trigger we do not send is a 400 naming the ones we do', async () => {
    const { token } = await issueAccessToken(t, { scopes: ['WEBHOOK_WRITE'] });
    const res = await hostedClient(t, token)
      .post('/v2/webhooks', VERSION)
      .send({ active: true, subscriberUrl: 'https://app.example.com/hooks/cal', triggers: ['BOOKING_NO_SHOW'] })
      .expect(400);
    expect(res.body.error.message).toMatch(/BOOKING_CREATED/);
  });
});
