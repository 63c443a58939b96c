import type { AppConfig } from '../../config/app-config';

/** Where apps reach this server: one source for the metadata document, the docs and the client pages. */
export interface OAuthEndpoints {
  /** `{app_url}/auth/oauth2/authorize`: pages, so it lives with the other pages. */
  authorization: string;
  /** `{base_url}/v2/auth/oauth2/token`: both grant types, so both the access- and the refresh-token URL. */
  token: string;
  revocation: string;
  introspection: string;
  /** RFC 7591 dynamic client registration (offered when the registration policy allows it). */
  registration: string;
  /** RFC 8414 metadata, which client libraries read to find the rest. */
  metadata: string;
}

export function oauthEndpoints({ baseUrl, appUrl }: AppConfig['urls']): OAuthEndpoints {
  return {
    authorization: `${appUrl}/auth/oauth2/authorize`,
    token: `${baseUrl}/v2/auth/oauth2/token`,
    revocation: `${baseUrl}/v2/auth/oauth2/revoke`,
    introspection: `${baseUrl}/v2/auth/oauth2/introspect`,
    registration: `${baseUrl}/v2/auth/oauth2/register`,
    metadata: `${baseUrl}/.well-known/oauth-authorization-server`,
  };
}
