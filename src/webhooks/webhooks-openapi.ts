import type { OpenAPIObject } from '@nestjs/swagger';
import { BOOKING_TRIGGERS, type WebhookTrigger } from './webhook-triggers';

const WHAT_EACH_TRIGGER_MEANS: Record<WebhookTrigger, string> = {
  BOOKING_CREATED: 'A booking was made with the person (accepted, or awaiting their confirmation).',
  BOOKING_CANCELLED: 'A booking was cancelled.',
  BOOKING_RESCHEDULED: 'A booking was moved: `data` is the new booking (`fromRescheduleUid` names the one it replaced).',
  BOOKING_CONFIRMED: 'The person confirmed a booking that awaited their confirmation.',
  BOOKING_REJECTED: 'The person declined a booking that awaited their confirmation.',
  BOOKING_REASSIGNED: 'A team booking changed host: sent to the webhooks of the former host and of the new one.',
  PING: 'Sent when the app asks (`POST /v2/webhooks/{id}/ping`), whatever the webhook’s triggers.',
};

/** The three Standard Webhooks headers every delivery carries. */
const HEADERS = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: 'The event’s id: the same on every attempt and on a redelivery. Deduplicate on it (delivery is at least once).',
    schema: { type: 'string', example: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'When this attempt was signed, in seconds since the epoch. Refuse one too far from your clock (the libraries allow 5 minutes).',
    schema: { type: 'string', pattern: '^[0-9]+$', example: '1795854871' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      '`v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the webhook’s secret (the bytes after `whsec_`, base64-decoded); during 24 hours after a rotation, a second one, space-separated, with the previous secret. Verify with any Standard Webhooks library.',
    schema: { type: 'string', example: 'v1,VefNd4BlVgPNrHVFSqiGwfoyFAyIS/ZsdDSI6GILhP4=' },
  },
];

function bodySchema(trigger: WebhookTrigger): Record<string, unknown> {
  const data =
    trigger === 'PING'
      ? { type: 'object', required: ['webhookId'], properties: { webhookId: { type: 'integer', description: 'The webhook pinged', example: 12 } } }
      : { $ref: '#/components/schemas/BookingResponseDto', description: 'The booking as `GET /v2/bookings/{uid}` showed it when it changed' };
  return {
    type: 'object',
    required: ['type', 'timestamp', 'data'],
    properties: {
      type: { type: 'string', enum: [trigger] },
      timestamp: { type: 'string', format: 'date-time', description: 'When the event happened' },
      data,
    },
  };
}

/**
 * What a receiver gets, as the OpenAPI 3.1 `webhooks` section (shown by Swagger UI beside the
 * routes): one entry per trigger, with its body and the three signature headers, and what the
 * receiver answers. The document becomes 3.1 for it; its schemas are written so that 3.0 readers
 * and 3.1 readers understand them alike.
 */
export function addWebhooksToDocument(document: OpenAPIObject): OpenAPIObject {
  const webhooks: Record<string, unknown> = {};
  for (const trigger of [...BOOKING_TRIGGERS, 'PING'] as const) {
    webhooks[trigger] = {
      post: {
        tags: ['Webhooks'],
        summary: trigger,
        description: `${WHAT_EACH_TRIGGER_MEANS[trigger]} POSTed to the webhook’s \`subscriberUrl\` as JSON, signed per Standard Webhooks.`,
        operationId: `webhook_${trigger}`,
        parameters: HEADERS,
        requestBody: { required: true, content: { 'application/json': { schema: bodySchema(trigger) } } },
        responses: {
          '2XX': { description: 'Received: the delivery succeeded. Answer within 5 s; the body is not read.' },
          default: { description: 'Anything else (a redirect too: none is followed), or no answer in time: the delivery is retried, 30 s doubling to 6 hours, for 3 days.' },
        },
      },
    };
  }
  return Object.assign(document, { openapi: '3.1.0', webhooks });
}
