import type { CreatedPrivateLinkResponseDto, PrivateLinkResponseDto } from '../../scheduling/event-types/dto/private-link.dto';
import { type Json, type OurEnvelope, renamed, type RouteMapping } from '../route-mapping';
import { hostedList, hostedOne } from './common';
import { successOf } from '../hosted-schemas';

/**
 * An event type's private links, version 2024-06-14. Its `linkId` is our id (as text), its
 * `maxUsageCount` / `usageCount` our `maxUses` / `useCount`. Its `link` (the token) can only be
 * answered when the link is made: we keep the token's hash alone (docs/compatibility.md).
 */
function linkOut(l: PrivateLinkResponseDto | CreatedPrivateLinkResponseDto): Json {
  return {
    linkId: String(l.id),
    ...('token' in l ? { link: l.token } : {}),
    eventTypeId: l.eventTypeId,
    isExpired: !l.usable,
    ...(l.expiresAt !== null ? { expiresAt: l.expiresAt } : {}),
    ...(l.maxUses !== null ? { maxUsageCount: l.maxUses, usageCount: l.useCount } : {}),
  };
}

export const PRIVATE_LINK_ROUTES: RouteMapping[] = [
  { route: 'GET /v2/event-types/:id/private-links', doc: { summary: 'An event type\'s private links', status: 200, response: successOf('HostedPrivateLink', 'list') }, query: (q) => ({ ...q, take: 250 }), response: (body) => hostedList(body, linkOut) },
  {
    route: 'POST /v2/event-types/:id/private-links', doc: { summary: 'Create a private link (its link answered this once)', status: 201, response: successOf('HostedPrivateLink') },
    body: (b) => renamed(b, { maxUsageCount: 'maxUses' }),
    response: (body: OurEnvelope<CreatedPrivateLinkResponseDto>) => hostedOne(body, linkOut),
  },
  {
    route: 'PATCH /v2/event-types/:id/private-links/:linkId',
    doc: { summary: 'Change a private link\'s expiry or limit of uses', status: 200, response: successOf('HostedPrivateLink') },
    body: (b) => renamed(b, { maxUsageCount: 'maxUses' }),
    response: (body: OurEnvelope<PrivateLinkResponseDto>) => hostedOne(body, linkOut),
  },
  {
    route: 'DELETE /v2/event-types/:id/private-links/:linkId', doc: { summary: 'Delete a private link', status: 200, response: successOf('HostedDeletedPrivateLink') },
    status: 200,
    response: (_body, ctx) => ({ status: 'success', data: { linkId: ctx.req.params.linkId, message: 'Private link deleted successfully' } }),
  },
];
