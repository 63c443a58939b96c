import type { Response } from 'express';
import type { ErrorFamily, ErrorShape } from '../../common/errors/all-exceptions.filter';
import { OAUTH_ERROR_CODES } from './oauth-error';
import { OAuthErrorResponseDto } from './oauth-error-response.dto';

const OAUTH_CODES = new Set<string>(OAUTH_ERROR_CODES);
/** The token, revocation and introspection endpoints' paths, without case, as routes are matched. */
const OAUTH_PATHS = /^\/v2\/auth\/oauth2\//i;

/** The body of an OAuth error (RFC 6749 §5.2): an OAuth code, whatever the error was. */
export function oauthErrorBody(error: ErrorShape): { error: string; error_description: string } {
  const code = OAUTH_CODES.has(error.code)
    ? error.code
    : error.status === 429 || error.status === 503
      ? 'temporarily_unavailable'
      : error.status >= 500
        ? 'server_error'
        : 'invalid_request';
  return { error: code, error_description: error.message };
}

/**
 * The token, revocation and introspection endpoints answer every error, even a malformed body
 * refused before routing, in the RFC 6749 §5.2 shape that OAuth client libraries parse.
 */
export const OAUTH_ERROR_FAMILY: ErrorFamily = {
  name: 'OAuth 2.0 endpoints',
  matches: (path) => OAUTH_PATHS.test(path),
  errorSchema: OAuthErrorResponseDto,
  validatedByPipe: false, // the endpoints read their parameters themselves (RFC 6749 errors, never 422)
  render(res: Response, error: ErrorShape): void {
    res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' }).json(oauthErrorBody(error));
  },
};
