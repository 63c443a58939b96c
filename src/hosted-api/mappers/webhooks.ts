import type { WebhookResponseDto, WebhookWithSecretResponseDto } from '../../webhooks/dto/webhook-response.dto';
import type { Json, MappingContext, OurEnvelope, RouteMapping } from '../route-mapping';
import { without } from '../route-mapping';
import { hostedList, hostedOne, unsupported } from './common';
import { successOf } from '../hosted-schemas';

/**
 * A person's webhooks for the app, unversioned there. Kept thin: its fields onto ours and back
 * (`userId`, `payloadTemplate`). Deliveries keep our payload and signatures (docs/compatibility.md),
 * so a payload template has nothing to shape: it is accepted and dropped.
 */
function webhookIn(body: Json): Json {
  if (body.secret !== undefined) unsupported('Choosing the signing secret (the server issues it; it is in the answer)');
  return without(body, ['payloadTemplate', 'version']);
}

function webhookOut(w: WebhookResponseDto | WebhookWithSecretResponseDto, ctx: MappingContext): Json {
  return {
    id: w.id,
    payloadTemplate: null,
    triggers: w.triggers,
    userId: ctx.auth?.userId ?? null,
    subscriberUrl: w.subscriberUrl,
    active: w.active,
    ...('secret' in w ? { secret: w.secret } : {}),
  };
}

const one = (body: OurEnvelope<WebhookResponseDto>, ctx: MappingContext) => hostedOne(body, (w: WebhookResponseDto) => webhookOut(w, ctx));

export const WEBHOOK_ROUTES: RouteMapping[] = [
  { route: 'GET /v2/webhooks', doc: { summary: 'The app\'s webhooks for the caller', status: 200, response: successOf('HostedWebhook', 'list') }, response: (body, ctx) => hostedList(body, (w: WebhookResponseDto) => webhookOut(w, ctx)) },
  { route: 'POST /v2/webhooks', doc: { summary: 'Create a webhook (its secret answered this once)', status: 201, response: successOf('HostedWebhook') }, body: webhookIn, response: one },
  { route: 'GET /v2/webhooks/:id', doc: { summary: 'One webhook', status: 200, response: successOf('HostedWebhook') }, response: one },
  { route: 'PATCH /v2/webhooks/:id', doc: { summary: 'Change a webhook', status: 200, response: successOf('HostedWebhook') }, body: webhookIn, response: one },
  {
    route: 'DELETE /v2/webhooks/:id', doc: { summary: 'Delete a webhook; answers what was deleted', status: 200, response: successOf('HostedWebhook') },
    status: 200,
    before: (ctx) => ctx.controller.get(ctx.auth, ctx.id),
    response: (_body, ctx) => one(ctx.before as OurEnvelope<WebhookResponseDto>, ctx),
  },
];
