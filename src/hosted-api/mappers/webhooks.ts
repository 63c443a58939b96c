import { ValidationError } from '../../common/errors/domain-errors';
import type { WebhookResponseDto, WebhookWithSecretResponseDto } from '../../webhooks/dto/webhook-response.dto';
import { WebhooksService } from '../../webhooks/webhooks.service';
import type { Json, MappingContext, OurEnvelope, RouteMapping } from '../route-mapping';
import { without } from '../route-mapping';
import { hostedList, hostedOne } from './common';
import { successOf } from '../hosted-schemas';

/**
 * A person's webhooks for the app, unversioned there. Kept thin: its fields onto ours and back
 * (`userId`, `payloadTemplate`), and the app's own `secret`, which the webhook is then signed with.
 * Deliveries keep our payload and Standard Webhooks signatures (docs/compatibility.md), so a
 * payload template has nothing to shape: it is accepted and dropped.
 */
const MAX_SECRET = 500;

function webhookIn(body: Json, ctx: MappingContext): Json {
  const { secret, ...rest } = body;
  if (secret !== undefined) {
    if (typeof secret !== 'string' || secret.length === 0 || secret.length > MAX_SECRET) {
      throw new ValidationError(`secret must be a string of 1 to ${MAX_SECRET} characters.`);
    }
    ctx.state.secret = secret;
  }
  return without(rest, ['payloadTemplate', 'version']);
}

function webhookOut(w: WebhookResponseDto | WebhookWithSecretResponseDto, ctx: MappingContext): Json {
  const secret = typeof ctx.state.secret === 'string' ? ctx.state.secret : 'secret' in w ? w.secret : undefined;
  return {
    id: w.id,
    payloadTemplate: null,
    triggers: w.triggers,
    userId: ctx.auth?.userId ?? null,
    subscriberUrl: w.subscriberUrl,
    active: w.active,
    ...(secret !== undefined ? { secret } : {}),
  };
}

/** Created or changed with the app's own secret: the webhook signs with it from now on. */
async function withOwnSecret(body: OurEnvelope<WebhookResponseDto>, ctx: MappingContext): Promise<Json> {
  if (typeof ctx.state.secret === 'string' && ctx.auth) {
    await ctx.get(WebhooksService).useOwnSecret(ctx.auth, body.data.id, ctx.state.secret);
  }
  return one(body, ctx);
}

const one = (body: OurEnvelope<WebhookResponseDto>, ctx: MappingContext) => hostedOne(body, (w: WebhookResponseDto) => webhookOut(w, ctx));

export const WEBHOOK_ROUTES: RouteMapping[] = [
  { route: 'GET /v2/webhooks', doc: { summary: 'The app\'s webhooks for the caller', status: 200, response: successOf('HostedWebhook', 'list') }, response: (body, ctx) => hostedList(body, (w: WebhookResponseDto) => webhookOut(w, ctx)) },
  { route: 'POST /v2/webhooks', doc: { summary: 'Create a webhook (with the app\'s own secret, or one issued and answered this once)', status: 201, response: successOf('HostedWebhook') }, body: webhookIn, response: withOwnSecret },
  { route: 'GET /v2/webhooks/:id', doc: { summary: 'One webhook', status: 200, response: successOf('HostedWebhook') }, response: one },
  { route: 'PATCH /v2/webhooks/:id', doc: { summary: 'Change a webhook (its secret too)', status: 200, response: successOf('HostedWebhook') }, body: webhookIn, response: withOwnSecret },
  {
    route: 'DELETE /v2/webhooks/:id',
    doc: { summary: 'Delete a webhook; answers what was deleted', status: 200, response: successOf('HostedWebhook') },
    status: 200,
    before: (ctx) => ctx.controller.get(ctx.auth, ctx.id),
    response: (_body, ctx) => one(ctx.before as OurEnvelope<WebhookResponseDto>, ctx),
  },
];
