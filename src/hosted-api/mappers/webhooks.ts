import type { WebhookResponseDto, WebhookWithSecretResponseDto } from '../../webhooks/dto/webhook-response.dto';
import type { Json, MappingContext, OurEnvelope, RouteMapping } from '../route-mapping';
import { without } from '../route-mapping';
import { hostedList, hostedOne, unsupported } from './common';

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
  { route: 'GET /v2/webhooks', response: (body, ctx) => hostedList(body, (w: WebhookResponseDto) => webhookOut(w, ctx)) },
  { route: 'POST /v2/webhooks', body: webhookIn, response: one },
  { route: 'GET /v2/webhooks/:id', response: one },
  { route: 'PATCH /v2/webhooks/:id', body: webhookIn, response: one },
  {
    route: 'DELETE /v2/webhooks/:id',
    status: 200,
    before: (ctx) => ctx.controller.get(ctx.auth, ctx.id),
    response: (_body, ctx) => one(ctx.before as OurEnvelope<WebhookResponseDto>, ctx),
  },
];
