import { ApiProperty } from '@nestjs/swagger';
import type { HeaderObject } from '@nestjs/swagger';

export class ErrorBodyDto {
  @ApiProperty({ example: 'not_found', description: 'A stable code to branch on (`validation_failed`, `insufficient_scope`, `rate_limited`...)' })
  code: string;

  @ApiProperty({ example: 'Event type not found.', description: 'What was wrong, in words a developer can act on' })
  message: string;
}

/** Every error under `/v2` (the OAuth endpoints aside): `{"status":"error","error":{"code","message"}}`. */
export class ErrorEnvelopeDto {
  @ApiProperty({ enum: ['error'], example: 'error' }) status: 'error';
  @ApiProperty({ type: ErrorBodyDto }) error: ErrorBodyDto;
}

const header = (description: string, required = true): HeaderObject => ({ description, required, schema: { type: 'string' } });

/** RFC 6750 §3: every 401 of a bearer-protected route carries the challenge. */
export const BEARER_CHALLENGE = {
  'WWW-Authenticate': header(
    '`Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server)',
  ),
};

/** A 403 for a missing scope carries the challenge naming the scope; every 403 names the resource's metadata. */
export const INSUFFICIENT_SCOPE_CHALLENGE = {
  'WWW-Authenticate': header(
    'On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"`',
    false,
  ),
};

/** The per-token limit, on every response to a call made with an access token. */
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': header('Calls allowed per minute with this access token', false),
  'RateLimit-Remaining': header('Calls left in the current minute', false),
  'RateLimit-Reset': header('Seconds until the minute ends', false),
};

export const RETRY_AFTER = { 'Retry-After': header('Seconds to wait before trying again') };
