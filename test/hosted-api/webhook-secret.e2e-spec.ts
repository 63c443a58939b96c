import { createHmac } from 'node:crypto';
import { UsersService } from '../../src/accounts/users.service';
import { PublicBookingsService } from '../../src/scheduling/bookings/public-bookings.service';
import { issueAccessToken } from '../factories/oauth';
import { bookableHost, bookingRequest } from '../factories/scheduling';
import { APP_SCOPES, deliver, webhookTestbed } from '../webhooks/support/webhooks';
import { hostedClient } from './hosted-client';

/** A webhook created in the hosted mode with the app's own secret is signed with that secret. */
describe('Hosted API v2 mode: webhooks with the app’s own secret', () => {
  const bed = webhookTestbed({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true', WEBHOOK_TIMEOUT_MS: '300' });

  /** The Standard Webhooks signature, computed as a receiver holding only the app's secret would. */
  const signedWith = (secret: string, r: { headers: Record<string, unknown>; body: string }) => {
    const content = `${String(r.headers['webhook-id'])}.${String(r.headers['webhook-timestamp'])}.${r.body}`;
    return `v1,${createHmac('sha256', Buffer.from(secret, 'utf8')).update(content).digest('base64')}`;
  };

  it('POST with secret answers it and signs deliveries with it; PATCH with another switches at once', async () => {
    const { t, receiver } = bed;
    const { host, eventType, monday } = await bookableHost(t);
    const user = (await t.app.get(UsersService).findById(host.userId))!;
    const { token } = await issueAccessToken(t, { user, scopes: APP_SCOPES });
    const api = hostedClient(t, token);
    const created = await api
      .post('/v2/webhooks', '2024-08-13')
      .send({ active: true, subscriberUrl: `${receiver.url}/hooks`, triggers: ['BOOKING_CREATED'], secret: 'my-app-secret-123' })
      .expect(201);
    expect(created.body.data.secret).toBe('my-app-secret-123');

    await t.app.get(PublicBookingsService).create({}, bookingRequest(eventType.id, monday.at('10:00')));
    expect(await deliver(t)).toEqual({ succeeded: 1, failed: 0 });
    const first = receiver.received[0] as unknown as { headers: Record<string, unknown>; body: string };
    expect(String(first.headers['webhook-signature']).split(' ')).toEqual([signedWith('my-app-secret-123', first)]);

    await api.patch(`/v2/webhooks/${created.body.data.id}`, '2024-08-13').send({ secret: 'rotated-secret-456' }).expect(200);
    await t.app.get(PublicBookingsService).create({}, bookingRequest(eventType.id, monday.at('11:00')));
    expect(await deliver(t)).toEqual({ succeeded: 1, failed: 0 });
    const second = receiver.received[1] as unknown as { headers: Record<string, unknown>; body: string };
    expect(String(second.headers['webhook-signature']).split(' ')).toEqual([signedWith('rotated-secret-456', second)]);
  });

  it('an empty secret is a 400, and no webhook is made', async () => {
    const { t, receiver } = bed;
    const { token } = await issueAccessToken(t, { scopes: APP_SCOPES });
    const api = hostedClient(t, token);
    await api.post('/v2/webhooks', '2024-08-13').send({ active: true, subscriberUrl: `${receiver.url}/hooks`, triggers: ['BOOKING_CREATED'], secret: '' }).expect(400);
    expect((await api.get('/v2/webhooks', '2024-08-13').expect(200)).body.data).toEqual([]);
  });
});
