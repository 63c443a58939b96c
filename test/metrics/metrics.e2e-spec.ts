import request from 'supertest';
import { createTestApp, TestApp } from '../setup/test-app';
import { holdClock } from '../setup/clock';
import { issueAccessToken, issueTokens } from '../factories/oauth';
import { samples, valueOf } from './support';

const METRICS_TOKEN = 'spec-metrics-token-0123456789abcdef0123456789';

/**
 * `GET /metrics` for the operator: only with the token (404 otherwise, and always without
 * METRICS_TOKEN), in the Prometheus text format, labelled by route templates and codes, never by
 * a raw path, a client or a person.
 */
describe('GET /metrics', () => {
  describe('without METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('is not found, whatever is sent', async () => {
      await request(t.url).get('/metrics').expect(404);
      await request(t.url).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(404);
    });

    it('refuses a request before routing (a reserved query key) with the JSON envelope, not a page', async () => {
      const res = await request(t.url).get('/metrics?__proto__=1&__proto__=2').expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.status).toBe('error');
    });
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ METRICS_TOKEN });
    });
    beforeEach(() => t.reset());
    afterAll(() => t.close());

    const scrape = async () => {
      const res = await request(t.url).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      return { text: res.text, list: samples(res.text) };
    };

    it('answers only the token, compared whole: anything else is not found', async () => {
      await request(t.url).get('/metrics').expect(404);
      for (const authorization of [`Bearer ${METRICS_TOKEN.slice(0, -1)}`, `Bearer ${METRICS_TOKEN}x`, `Basic ${Buffer.from(`x:${METRICS_TOKEN}`).toString('base64')}`, METRICS_TOKEN, 'Bearer']) {
        await request(t.url).get('/metrics').set('Authorization', authorization).expect(404);
      }
      await request(t.url).get(`/metrics?token=${METRICS_TOKEN}`).expect(404);
      await scrape();
    });

    it('counts tokens issued by grant type and the token endpoint’s errors by code', async () => {
      const app = await issueTokens(t, { scopes: ['PROFILE_READ'] });
      const refresh = (refreshToken: string) =>
        request(t.url).post('/v2/auth/oauth2/token').type('form').send({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: app.clientId, client_secret: app.secret });
      await refresh(app.refreshToken).expect(200);
      await refresh('srt_not-a-token').expect(400);
      await request(t.url).post('/v2/auth/oauth2/token').type('form').send({ grant_type: 'password' }).expect(400);
      await request(t.url).post('/v2/auth/oauth2/token').type('form').send({ grant_type: 'refresh_token', refresh_token: 'x', client_id: app.clientId, client_secret: 'wrong' }).expect(401);

      const { list } = await scrape();
      expect(valueOf(list, 'oauth_tokens_issued_total', { grant_type: 'authorization_code' })).toBe(1);
      expect(valueOf(list, 'oauth_tokens_issued_total', { grant_type: 'refresh_token' })).toBe(1);
      expect(valueOf(list, 'oauth_token_errors_total', { error: 'invalid_grant' })).toBe(1);
      expect(valueOf(list, 'oauth_token_errors_total', { error: 'unsupported_grant_type' })).toBe(1);
      expect(valueOf(list, 'oauth_token_errors_total', { error: 'invalid_client' })).toBe(1);
    });

    it('labels requests by route template, method and status, never by the path, client or person', async () => {
      const { token, clientId } = await issueAccessToken(t, { scopes: ['BOOKING_READ'] });
      const api = (path: string) => request(t.url).get(path).set('Authorization', `Bearer ${token}`);
      await api('/v2/bookings/secret-booking-uid-4242').expect(404);
      await api('/v2/bookings').expect(200);
      await request(t.url).get('/v2/no-such-route/for-anyone').expect(404);

      const { text, list } = await scrape();
      const requests = (labels: Record<string, string>) => valueOf(list, 'http_request_duration_seconds_count', labels);
      expect(requests({ method: 'GET', route: '/v2/bookings/:uid', status: '404' })).toBe(1);
      expect(requests({ method: 'GET', route: '/v2/bookings', status: '200' })).toBe(1);
      expect(requests({ method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
      expect(valueOf(list, 'http_request_duration_seconds_bucket', { method: 'GET', route: '/v2/bookings', status: '200', le: '+Inf' })).toBe(1);
      for (const secret of ['secret-booking-uid-4242', 'no-such-route', clientId, token]) expect(text).not.toContain(secret);
      // Every label is one of a bounded set: ours, and those of the process metrics (heap spaces, Node's version, GC kinds).
      const labelNames = new Set(list.flatMap((s) => Object.keys(s.labels)));
      for (const name of labelNames) expect(['le', 'method', 'route', 'status', 'grant_type', 'error', 'reason', 'version', 'major', 'minor', 'patch', 'space', 'kind', 'type']).toContain(name);
    });

    it('counts bearer refusals by reason', async () => {
      const { token } = await issueAccessToken(t, { scopes: ['PROFILE_READ'] });
      await request(t.url).get('/v2/me').expect(401);
      await request(t.url).get('/v2/me').set('Authorization', 'Bearer sat_never-issued').expect(401);
      await request(t.url).get('/v2/bookings').set('Authorization', `Bearer ${token}`).expect(403);
      await request(t.url).get(`/v2/me?access_token=${token}`).expect(400);
      const { list } = await scrape();
      for (const reason of ['missing_token', 'invalid_token', 'insufficient_scope', 'invalid_request']) {
        expect([reason, valueOf(list, 'bearer_rejections_total', { reason })]).toEqual([reason, 1]);
      }
    });

    it('reports the webhook queue’s depth and how long its oldest due delivery has waited', async () => {
      const clock = holdClock(t, Date.now());
      try {
        const { token } = await issueAccessToken(t, { scopes: ['WEBHOOK_READ', 'WEBHOOK_WRITE', 'BOOKING_READ'] });
        const api = request(t.url);
        const hook = await api.post('/v2/webhooks').set('Authorization', `Bearer ${token}`).send({ subscriberUrl: 'https://receiver.example.com/hooks', triggers: ['BOOKING_CREATED'] }).expect(201);
        let { list } = await scrape();
        expect(valueOf(list, 'webhook_queue_depth')).toBe(0);
        expect(valueOf(list, 'webhook_queue_oldest_due_age_seconds')).toBe(0);
        await api.post(`/v2/webhooks/${hook.body.data.id}/ping`).set('Authorization', `Bearer ${token}`).expect(201);
        clock.advance(90_000); // no worker runs in the specs: the ping waits
        ({ list } = await scrape());
        expect(valueOf(list, 'webhook_queue_depth')).toBe(1);
        expect(valueOf(list, 'webhook_queue_oldest_due_age_seconds')).toBeGreaterThanOrEqual(90);
        expect(valueOf(list, 'calendar_write_queue_depth')).toBe(0);
        expect(valueOf(list, 'calendar_write_queue_oldest_due_age_seconds')).toBe(0);
      } finally {
        clock.release();
      }
    });

    it('reports the database pool and the process', async () => {
      const { list } = await scrape();
      // Open connections are in use or idle (the scrape's own queue reads among them); none is made up.
      const open = valueOf(list, 'db_pool_connections_in_use')! + valueOf(list, 'db_pool_connections_idle')!;
      expect(open).toBeGreaterThanOrEqual(1);
      expect(open).toBeLessThanOrEqual(t.config.database.kind === 'postgres' ? t.config.database.poolSize : 1);
      expect(valueOf(list, 'db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
      expect(valueOf(list, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
      expect(valueOf(list, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(valueOf(list, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    });
  });
});
