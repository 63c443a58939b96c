import { PublicBookingsService } from '../../src/scheduling/bookings/public-bookings.service';
import { bookableHost, bookingRequest } from '../factories/scheduling';
import { apiAs } from '../scheduling/support/http';
import { OpenApiValidator } from '../setup/openapi-validator';
import type { TestApp } from '../setup/test-app';
import type { Receiver } from './support/receiver';
import { deliver, subscribe, webhookTestbed } from './support/webhooks';

const TRIGGERS = ['BOOKING_CREATED', 'BOOKING_CANCELLED', 'BOOKING_RESCHEDULED', 'BOOKING_CONFIRMED', 'BOOKING_REJECTED', 'BOOKING_REASSIGNED', 'PING'];

/** `/docs/openapi.json` tells a receiver what it gets: every trigger's body and the three headers, as OpenAPI 3.1 `webhooks`. */
describe('The API document describes webhook deliveries', () => {
  const bed = webhookTestbed({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' });
  let t: TestApp;
  let receiver: Receiver;
  beforeEach(() => ({ t, receiver } = bed));

  it('has a webhooks entry per trigger, with its body and the webhook-id, webhook-timestamp and webhook-signature headers', async () => {
    const doc = (await t.http().get('/docs/openapi.json').expect(200)).body;
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.webhooks).sort()).toEqual([...TRIGGERS].sort());
    for (const trigger of TRIGGERS) {
      const post = doc.webhooks[trigger].post;
      expect(post.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(['header:webhook-id', 'header:webhook-timestamp', 'header:webhook-signature']);
      expect(post.requestBody.content['application/json'].schema.properties.type.enum).toEqual([trigger]);
    }
    expect(doc.components.schemas.BookingResponseDto).toBeDefined();
  });

  it('what a receiver really gets matches its entry (a booking event, and a PING)', async () => {
    const doc = (await t.http().get('/docs/openapi.json').expect(200)).body;
    const validator = new OpenApiValidator(doc);
    const { host, eventType, monday } = await bookableHost(t);
    const hook = await subscribe(t, host, `${receiver.url}/hooks`, ['BOOKING_CREATED']);
    await t.app.get(PublicBookingsService).create({}, bookingRequest(eventType.id, monday.at('10:00')));
    await apiAs(t, hook.token).post(`/v2/webhooks/${hook.id}/ping`).expect(201);
    await deliver(t);
    expect(receiver.received).toHaveLength(2);
    for (const r of receiver.received) {
      const body = JSON.parse(r.body) as { type: string };
      expect([body.type, validator.webhookMismatches(doc, body.type, body, r.headers)]).toEqual([body.type, []]);
    }
    // And a body that breaks it is caught (the check can fail).
    expect(validator.webhookMismatches(doc, 'PING', { type: 'PING', timestamp: 'now', data: {} }, {})).not.toEqual([]);
  });

  it('Swagger UI is given the document with its webhooks', async () => {
    const page = await t.http().get('/docs').expect(200);
    expect(page.text).toContain('swagger-ui');
    const init = await t.http().get('/docs/swagger-ui-init.js').expect(200);
    expect(init.text).toContain('"webhooks"');
  });
});
