import request from 'supertest';
import { RegistrationPolicyService } from '../src/oauth/registration/registration-policy.service';
import { PERSONAL_SCOPES } from '../src/oauth/registration/registration-policy';
import { PublicBookingsService } from '../src/scheduling/bookings/public-bookings.service';
import { createAdmin, createUser, signIn } from './factories';
import { introspectAs, issueTokens } from './factories/oauth';
import { bookableHost, bookingRequest } from './factories/scheduling';
import { apiAs } from './scheduling/support/http';
import { createTestApp, TestApp } from './setup/test-app';
import { Receiver } from './webhooks/support/receiver';
import { deliver } from './webhooks/support/webhooks';

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

/**
 * Removing scopes from a client removes them from everything it already holds: its grants, access
 * tokens and refresh tokens (introspection and a refresh show the narrowed scope), and its webhooks
 * stop delivering what the grant no longer covers. The owner narrows a registered client; an
 * administrator narrows any client, and sets a self-registered client's ceiling.
 */
describe('Narrowing a client narrows what it holds', () => {
  let t: TestApp;
  let receiver: Receiver;
  beforeAll(async () => {
    t = await createTestApp({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' });
    receiver = await Receiver.start();
  });
  beforeEach(async () => {
    await t.reset();
    receiver.reset();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const refresh = (issued: { clientId: string; secret?: string; refreshToken: string }) =>
    request(t.url)
      .post('/v2/auth/oauth2/token')
      .type('form')
      .send({ grant_type: 'refresh_token', refresh_token: issued.refreshToken, client_id: issued.clientId, client_secret: issued.secret })
      .expect(200);

  /** A host who authorized an app for bookings and webhooks, with a webhook on BOOKING_CREATED; and the app's owner, signed in. */
  async function appInUse() {
    const { host, eventType, monday } = await bookableHost(t);
    const owner = await createUser(t);
    const user = { id: host.userId, email: host.email, name: host.name } as never;
    const issued = await issueTokens(t, { user, owner, scopes: ['BOOKING_READ', 'PROFILE_READ', 'WEBHOOK_READ', 'WEBHOOK_WRITE'] });
    const hook = (await apiAs(t, issued.accessToken).post('/v2/webhooks', { subscriberUrl: `${receiver.url}/hooks`, triggers: ['BOOKING_CREATED'] }).expect(201)).body.data;
    return { issued, hook, owner: await signIn(t, owner), book: (time: string) => t.app.get(PublicBookingsService).create({}, bookingRequest(eventType.id, monday.at(time))) };
  }

  it('the owner removes BOOKING_READ: the live token, introspection, a refresh and the webhook lose it at once', async () => {
    const { issued, hook, owner, book } = await appInUse();
    await apiAs(t, issued.accessToken).get('/v2/bookings').expect(200); // and now cached by the token cache

    await owner.patch(`/v2/oauth-clients/${issued.clientId}`).send({ scopes: ['PROFILE_READ', 'WEBHOOK_READ', 'WEBHOOK_WRITE'] }).expect(200);

    expect((await introspectAs(t, issued.clientId, issued.secret!, issued.accessToken)).body).toMatchObject({ active: true, scope: 'PROFILE_READ WEBHOOK_READ WEBHOOK_WRITE' });
    const denied = await apiAs(t, issued.accessToken).get('/v2/bookings').expect(403);
    expect(denied.headers['www-authenticate']).toContain('error="insufficient_scope"');
    const refreshed = await refresh(issued);
    expect(refreshed.body.scope).toBe('PROFILE_READ WEBHOOK_READ WEBHOOK_WRITE');
    expect((await introspectAs(t, issued.clientId, issued.secret!, refreshed.body.refresh_token)).body.scope).toBe('PROFILE_READ WEBHOOK_READ WEBHOOK_WRITE');

    // The webhook: the event is queued, then skipped (recorded, never sent); the app can still read why.
    await book('10:00');
    expect(await deliver(t)).toEqual({ succeeded: 0, failed: 0 });
    expect(receiver.received).toEqual([]);
    const [d] = (await apiAs(t, refreshed.body.access_token).get(`/v2/webhooks/${hook.id}/deliveries`).expect(200)).body.data.items;
    expect(d).toMatchObject({ event: 'BOOKING_CREATED', status: 'skipped', attempts: 0, attemptHistory: [], nextAttemptAt: null });
    expect(d.lastError).toContain('BOOKING_READ');
    // Changing it again needs the scope it lacks (403 naming it); turning it off does not.
    const patched = await apiAs(t, refreshed.body.access_token).patch(`/v2/webhooks/${hook.id}`, { triggers: ['BOOKING_CREATED', 'BOOKING_CANCELLED'] }).expect(403);
    expect(patched.body.error.message).toContain('BOOKING_READ');
    await apiAs(t, refreshed.body.access_token).patch(`/v2/webhooks/${hook.id}`, { active: false }).expect(200);
  });

  it('a mixed edit narrows at once; an approved change that leaves scopes out narrows the grants when it applies', async () => {
    const { issued, owner } = await appInUse();
    // Adding BOOKING_WRITE and dropping BOOKING_READ: the drop applies at once, the addition waits for review.
    await owner.patch(`/v2/oauth-clients/${issued.clientId}`).send({ scopes: ['PROFILE_READ', 'WEBHOOK_READ', 'WEBHOOK_WRITE', 'BOOKING_WRITE'] }).expect(200);
    expect((await introspectAs(t, issued.clientId, issued.secret!, issued.accessToken)).body.scope).toBe('PROFILE_READ WEBHOOK_READ WEBHOOK_WRITE');
    // A list sharing nothing with the live one waits whole: the live scopes stay until it is approved.
    const held = (await owner.patch(`/v2/oauth-clients/${issued.clientId}`).send({ scopes: ['SCHEDULE_READ'] }).expect(200)).body.data;
    expect(held.scopes).toEqual(['PROFILE_READ', 'WEBHOOK_READ', 'WEBHOOK_WRITE']);
    expect((await introspectAs(t, issued.clientId, issued.secret!, issued.accessToken)).body.scope).toBe('PROFILE_READ WEBHOOK_READ WEBHOOK_WRITE');
    const admin = await signIn(t, await createAdmin(t));
    await admin.post(`/v2/admin/oauth-clients/${issued.clientId}/pending-change/approve`).send({ revision: held.pendingChange.revision }).expect(200);
    // Approval widens the client, never what people granted; what it leaves out, the grants lose.
    expect((await introspectAs(t, issued.clientId, issued.secret!, issued.accessToken)).body).toMatchObject({ active: true, scope: '' });
    expect((await refresh(issued)).body.scope).toBe('');
    await apiAs(t, issued.accessToken).get('/v2/me').expect(403);
  });

  it('an administrator narrows a registered client: its grants and tokens follow; widening is refused', async () => {
    const { issued, book } = await appInUse();
    const admin = await signIn(t, await createAdmin(t));
    const path = `/v2/admin/oauth-clients/${issued.clientId}/narrow-scopes`;
    const widen = await admin.post(path).send({ scopes: ['PROFILE_READ', 'BOOKING_WRITE'] }).expect(422);
    expect(widen.body.error.message).toContain('BOOKING_WRITE');
    const res = await admin.post(path).send({ scopes: ['PROFILE_READ', 'WEBHOOK_READ'] }).expect(200);
    expect(res.body.data).toMatchObject({ scopes: ['PROFILE_READ', 'WEBHOOK_READ'], scopeCeiling: null });
    expect((await introspectAs(t, issued.clientId, issued.secret!, issued.accessToken)).body.scope).toBe('PROFILE_READ WEBHOOK_READ');
    expect((await refresh(issued)).body.scope).toBe('PROFILE_READ WEBHOOK_READ');
    await book('11:00');
    await deliver(t);
    expect(receiver.received).toEqual([]);
    // Only administrators.
    const someone = await signIn(t, await createUser(t));
    await someone.post(path).send({ scopes: ['PROFILE_READ'] }).expect(403);
  });

  it("an administrator narrowing a self-registered client sets its ceiling: it can no longer step up past it", async () => {
    await t.app.get(RegistrationPolicyService).update({ kind: 'system' }, { dynamicRegistration: true, metadataDocuments: false, scopes: PERSONAL_SCOPES, autoApproveHosts: ['*'], });
    const agent = { redirect_uris: ['http://127.0.0.1:33418/callback'], token_endpoint_auth_method: 'none', client_name: 'Desk Agent', scope: 'PROFILE_READ' };
    const clientId = (await request(t.url).post('/v2/auth/oauth2/register').send(agent).expect(201)).body.client_id as string;
    const person = await signIn(t, await createUser(t));
    const ask = (scope: string) =>
      person.get('/auth/oauth2/authorize').query({ client_id: clientId, redirect_uri: agent.redirect_uris[0], response_type: 'code', scope, code_challenge: CHALLENGE, code_challenge_method: 'S256' });
    await ask('BOOKING_READ').expect(200); // step-up: any scope of the policy

    const admin = await signIn(t, await createAdmin(t));
    const res = await admin.post(`/v2/admin/oauth-clients/${encodeURIComponent(clientId)}/narrow-scopes`).send({ scopes: ['PROFILE_READ', 'SCHEDULE_READ'] }).expect(200);
    expect(res.body.data.kind).toBe('dynamic');
    expect([...res.body.data.scopeCeiling].sort()).toEqual(['PROFILE_READ', 'SCHEDULE_READ']);
    const refused = new URL((await ask('BOOKING_READ').expect(303)).headers.location as string);
    expect(refused.searchParams.get('error')).toBe('invalid_scope');
    expect(refused.searchParams.get('error_description')).toContain('BOOKING_READ');
    await ask('SCHEDULE_READ').expect(200); // within the ceiling, though it did not list it
    // The ceiling only comes down.
    await admin.post(`/v2/admin/oauth-clients/${encodeURIComponent(clientId)}/narrow-scopes`).send({ scopes: ['PROFILE_READ', 'BOOKING_READ'] }).expect(422);
  });
});
