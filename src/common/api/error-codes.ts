import type { OperationObject, ResponseObject, SecurityRequirementObject } from '@nestjs/swagger';

/**
 * The `error.code` values a response of each status can carry, so the API document can list them
 * as an enum per response (generated clients switch on it) with an example of each. The base codes
 * are the exception filter's and the typed errors'; who may call a route narrows 401 and 403 (a
 * bearer route answers the token's codes, a signed-in route the session's), and the calendar routes
 * add the codes of their providers. The recorded responses of every e2e spec are validated against
 * these enums, so a code a route answers and the document does not list fails a spec.
 */
const BASE: Record<string, string[]> = {
  '400': ['bad_request', 'invalid_json'],
  '404': ['not_found'],
  '405': ['method_not_allowed'],
  '409': ['conflict'],
  '413': ['payload_too_large'],
  '415': ['unsupported_media_type'],
  '422': ['validation_failed'],
  '429': ['rate_limited'],
  '502': ['calendar_not_connected'],
  '503': ['unavailable'],
  default: ['internal_error', 'unavailable'],
};

const CALENDAR_CODES: Record<string, string[]> = {
  '400': ['calendar_not_connected', 'invalid_state'],
  '403': ['invalid_state'],
  '422': ['provider_not_configured'],
  '503': ['encryption_key_missing'],
  default: ['encryption_key_missing', 'calendar_not_connected'],
};

interface Caller {
  bearer: boolean;
  session: boolean;
}

function callerOf(security: SecurityRequirementObject[] | undefined): Caller {
  const names = (security ?? []).flatMap((r) => Object.keys(r));
  return { bearer: names.some((n) => n !== 'cookie'), session: names.includes('cookie') };
}

/** The codes a response of `status` on `path` can carry. */
export function errorCodesFor(path: string, status: string, operation: OperationObject): string[] {
  const caller = callerOf(operation.security);
  const codes = [...(BASE[status] ?? [])];
  if (status === '400' && caller.bearer) codes.push('invalid_request');
  if (status === '401') {
    if (caller.bearer) codes.push('missing_token', 'invalid_token');
    if (caller.session || !caller.bearer) codes.push('unauthorized');
    if (path === '/auth/login') codes.push('invalid_credentials');
  }
  if (status === '403') {
    codes.push('forbidden');
    if (caller.bearer) codes.push('insufficient_scope');
    if (caller.session || !caller.bearer) codes.push('csrf_failed');
    if (/\/(teams|organizations|memberships)(\/|$)/.test(path)) codes.push('insufficient_role');
  }
  if (path.startsWith('/v2/calendars')) codes.push(...(CALENDAR_CODES[status] ?? []));
  if (codes.length === 0) codes.push(status === 'default' ? 'internal_error' : 'error');
  return [...new Set(codes)];
}

/** What one `/{resource}/{id}` names: "Event type", "Booking". */
function resourceOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const last = segments.findLastIndex((s) => s.startsWith('{'));
  const word = (last > 0 ? segments[last - 1] : segments[segments.length - 1]) ?? 'resource';
  const singular = word.replace(/ies$/, 'y').replace(/s$/, '').replace(/-/g, ' ');
  return singular.charAt(0).toUpperCase() + singular.slice(1);
}

const scopesOf = (security: SecurityRequirementObject[] | undefined) => [...new Set((security ?? []).flatMap((r) => Object.values(r).flat()))];

/** An example message for a code on a route, in the words the server uses. */
export function exampleMessage(path: string, code: string, operation: OperationObject, response: ResponseObject): string {
  const described = response.description?.replace(/\.?$/, '.');
  switch (code) {
    case 'not_found':
      return path.includes('{uid}') ? `${resourceOf(path)} not found.` : `${resourceOf(path)} 7 not found.`;
    case 'missing_token':
      return 'This endpoint needs an OAuth access token: send it as "Authorization: Bearer <token>".';
    case 'invalid_token':
      return 'The access token is invalid, expired or revoked.';
    case 'unauthorized':
      return 'Sign in to continue.';
    case 'invalid_credentials':
      return 'Incorrect email or password.';
    case 'insufficient_scope':
      return `The access token lacks the scope this endpoint needs: ${scopesOf(operation.security).join(' ') || 'a scope'}.`;
    case 'insufficient_role':
      return 'This needs the admin or owner role in this team; you are a member.';
    case 'csrf_failed':
      return 'Cross-origin requests are not accepted here.';
    case 'invalid_json':
      return 'The request body is not valid JSON.';
    case 'invalid_request':
      return 'Send the access token in the Authorization header, not in the query.';
    case 'bad_request':
      return 'The request contains the reserved name "__proto__", which no field has.';
    case 'payload_too_large':
      return 'The request body is over 100 KB.';
    case 'unsupported_media_type':
      return 'Send the body as application/json.';
    case 'rate_limited':
      return 'Too many requests. Try again in 1 minute.';
    case 'method_not_allowed':
      return 'DELETE is not allowed here; this path answers GET.';
    case 'internal_error':
      return 'Something went wrong on our side.';
    case 'unavailable':
      return 'The service is temporarily unavailable. Try again in a few seconds.';
    default:
      return described ?? code;
  }
}

/** The envelope of a response of `status` on `path`: `error.code` an enum of its codes, an example of each. */
export function errorContent(path: string, status: string, operation: OperationObject, response: ResponseObject) {
  const codes = errorCodesFor(path, status, operation);
  return {
    schema: {
      type: 'object',
      required: ['status', 'error'],
      properties: {
        status: { type: 'string', enum: ['error'] },
        error: {
          type: 'object',
          required: ['code', 'message'],
          properties: {
            code: { type: 'string', enum: codes, description: 'A stable code to branch on' },
            message: { type: 'string', description: 'What was wrong, in words a developer can act on' },
          },
        },
      },
    },
    examples: Object.fromEntries(codes.map((code) => [code, { summary: code, value: { status: 'error', error: { code, message: exampleMessage(path, code, operation, response) } } }])),
  };
}
