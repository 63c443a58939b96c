import type { User } from '../../../src/accounts/user.entity';
import { WebhookDeliveryProcessor } from '../../../src/webhooks/webhook-delivery.processor';
import { issueAccessToken } from '../../factories/oauth';
import { apiAs } from '../../scheduling/support/http';
import { HeldClock, holdClock } from '../../setup/clock';
import { createTestApp, type TestApp } from '../../setup/test-app';
import { Receiver } from './receiver';

export const APP_SCOPES = ['WEBHOOK_READ', 'WEBHOOK_WRITE', 'BOOKING_READ', 'BOOKING_WRITE', 'TEAM_BOOKING_READ', 'TEAM_BOOKING_WRITE'];

/** A person's token for an app, and a webhook of that app for them; answers what the app would keep. */
export async function subscribe(t: TestApp, person: { id: number } | { userId: number }, url: string, triggers: string[], clientId?: string) {
  const user = { id: 'id' in person ? person.id : person.userId } as User;
  const { token, clientId: client } = await issueAccessToken(t, { user, scopes: APP_SCOPES, clientId });
  const res = await apiAs(t, token).post('/v2/webhooks', { subscriberUrl: url, triggers }).expect(201);
  return { token, clientId: client, id: res.body.data.id as number, secret: res.body.data.secret as string };
}

/** One processing pass, as a worker would run it at the app's clock. */
export const deliver = (t: TestApp) => t.app.get(WebhookDeliveryProcessor).runPass();

/**
 * The setup most webhook specs share: one app (with `env`), one receiver, and a clock held at the
 * start of each test; tables and the receiver emptied between tests. Read its fields inside tests.
 */
export function webhookTestbed(env: Record<string, string>): { t: TestApp; receiver: Receiver; clock: HeldClock } {
  const bed = {} as { t: TestApp; receiver: Receiver; clock: HeldClock };
  beforeAll(async () => {
    bed.t = await createTestApp(env);
    bed.receiver = await Receiver.start();
  });
  beforeEach(async () => {
    await bed.t.reset();
    bed.receiver.reset();
    bed.clock = holdClock(bed.t, Date.now());
  });
  afterEach(() => bed.clock.release());
  afterAll(async () => {
    await bed.t?.close();
    await bed.receiver?.close();
  });
  return bed;
}
