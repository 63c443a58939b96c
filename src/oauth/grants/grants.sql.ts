import { INSERT_AUDIT_ENTRY } from '../../audit/audit.sql';
import { prepared } from '../../database/sql';
import { USABLE_CLIENT_STATUS } from '../clients/client-status';

/*
 * Every statement on the tables of grants, codes and tokens, built from the few fragments below, so
 * that what "live" means is written once: the bearer lookup, introspection and refresh rotation
 * all read the same definition. Aliases: `c` a client, `g` a grant, `t` an access or refresh token.
 * Only `grants.repository.ts` runs these (a spec fails on token-table SQL anywhere else).
 */

/** A client that may be used now: at the token endpoint, and for API calls with its tokens. */
export const USABLE_CLIENT = `c.status = '${USABLE_CLIENT_STATUS}'`;
/** A grant not revoked (by its user, a replay, reuse detection, the client or a new consent). */
export const LIVE_GRANT = `g.revoked_at IS NULL`;
/** An access token that may be used now: its own state, its grant's and its client's. */
export const LIVE_ACCESS_TOKEN = `t.revoked_at IS NULL AND t.expires_at > now() AND ${LIVE_GRANT} AND ${USABLE_CLIENT}`;
/** A refresh token not yet spent: unused and unexpired (its grant and client checked apart). */
export const UNSPENT_REFRESH_TOKEN = `t.used_at IS NULL AND t.expires_at > now()`;
/** A refresh token that may be used now. */
export const LIVE_REFRESH_TOKEN = `${UNSPENT_REFRESH_TOKEN} AND ${LIVE_GRANT} AND ${USABLE_CLIENT}`;
/**
 * The presented secret (its SHA-256 in `$param`) is one of the client's active secrets; a public
 * client presents none. Comparing hashes with `=` is safe where comparing secrets would not be:
 * timing could at most reveal a prefix of SHA-256(presented secret), which does not lead back to a
 * 256-bit random secret.
 */
export const PRESENTED_SECRET_MATCHES = (param: string) =>
  `CASE WHEN c.type = 'public' THEN ${param}::bytea IS NULL
        ELSE EXISTS (SELECT 1 FROM oauth_client_secrets s
                      WHERE s.client_id = c.client_id AND s.revoked_at IS NULL AND s.secret_hash = ${param}::bytea) END`;

/**
 * The `client` CTE of the statements that authenticate the client themselves (refresh, code
 * redemption): one row, the client `$clientParam`, only when it is usable and the presented
 * secret's hash in `$secretParam` passes.
 */
const AUTHENTICATED_CLIENT = (clientParam: string, secretParam: string) => `client AS (
     SELECT c.client_id FROM oauth_clients c
      WHERE c.client_id = ${clientParam} AND ${USABLE_CLIENT} AND ${PRESENTED_SECRET_MATCHES(secretParam)}
   )`;

/**
 * A requested audience (`$param`, null when none was asked) is the grant's, or one part of a grant
 * for the whole server (`''`): a token may be narrowed to one resource, never widened.
 */
const AUDIENCE_WITHIN = (param: string, audience: string) => `(${param}::text IS NULL OR ${audience} = '' OR ${audience} = ${param}::text)`;

const NEW_ACCESS_TOKEN_EXPIRY = (secondsParam: string) => `now() + make_interval(secs => ${secondsParam})`;

/**
 * The bearer lookup: one indexed query for the principal of a live access token. Hot: every API
 * call without a cached lookup runs it.
 */
export const VERIFY_ACCESS_TOKEN = prepared(
  'access_token_verify',
  `SELECT g.user_id, g.client_id, g.id AS grant_id, t.scopes, t.unrestricted, t.audience,
          (extract(epoch FROM t.expires_at - now()) * 1000)::float8 AS expires_in_ms
     FROM oauth_access_tokens t
     JOIN oauth_grants g ON g.id = t.grant_id
     JOIN oauth_clients c ON c.client_id = g.client_id
    WHERE t.token_hash = $1 AND ${LIVE_ACCESS_TOKEN}`,
);

/**
 * Refresh-token rotation, the token endpoint's busiest statement, which also authenticates the
 * client (usable, and `$8` the hash of one of its active secrets), so the common case costs one
 * round trip. `$3`, when set, narrows the new access token's scopes and must be within the grant's;
 * `$9`, when set, narrows its audience (RFC 8707) and must be within the grant's (`''` covers both).
 */
export const ROTATE_REFRESH_TOKEN = prepared(
  'refresh_token_rotate',
  `WITH ${AUTHENTICATED_CLIENT('$2', '$8')}, used AS (
     UPDATE oauth_refresh_tokens t SET used_at = now()
       FROM oauth_grants g, client
      WHERE t.token_hash = $1 AND ${UNSPENT_REFRESH_TOKEN}
        AND g.id = t.grant_id AND ${LIVE_GRANT} AND g.client_id = client.client_id
        AND ($3::text[] IS NULL OR g.unrestricted OR $3::text[] <@ g.scopes)
        AND ${AUDIENCE_WITHIN('$9', 'g.audience')}
     RETURNING g.id AS grant_id, g.scopes, g.unrestricted, g.audience
   ), a AS (
     INSERT INTO oauth_access_tokens (token_hash, grant_id, scopes, unrestricted, audience, expires_at)
     SELECT $4, grant_id, coalesce($3::text[], scopes), unrestricted AND $3::text[] IS NULL, coalesce($9::text, audience), ${NEW_ACCESS_TOKEN_EXPIRY('$6')}
       FROM used
   ), r AS (
     INSERT INTO oauth_refresh_tokens (token_hash, grant_id, expires_at)
     SELECT $5, grant_id, now() + make_interval(secs => $7) FROM used
   )
   SELECT grant_id, scopes, unrestricted, coalesce($9::text, audience) AS audience FROM used`,
);

/**
 * Redeems an authorization code in one statement (atomic on its own, one round trip): authenticates
 * the client (as the refresh statement does: usable, and the presented secret's hash among its live
 * ones, or none sent by a public client), consumes the code only if it passes; when the code's
 * redirect URI and PKCE verifier match, creates the grant (its id drawn first, so the
 * consuming UPDATE can point the code at it: a row may be updated only once per statement), the
 * first pair, and, for a restricted grant, supersedes the person's live unrestricted grants to the
 * app, with the audit entry for that, all or nothing. A code that is consumed but refused keeps
 * `grant_id` null: it stays spent, and the caller reports why from the row returned.
 *   $1 code hash, $2 client id, $3 redirect URI sent, $4 whether a verifier was sent,
 *   $5 the verifier's S256 (null when none was sent or it is malformed), $6 access hash,
 *   $7 refresh hash, $8 access TTL s, $9 refresh TTL s, $10 the presented secret's hash (or null),
 *   $11 the audience asked for at the token endpoint (null: the code's), within the code's.
 * The challenge comparison is not constant-time: a code is spent by its first attempt, right or
 * wrong, so no second guess can learn from the first's timing.
 */
export const REDEEM_CODE = prepared(
  'authorization_code_redeem',
  `WITH ${AUTHENTICATED_CLIENT('$2', '$10')}, next_grant AS (
     SELECT nextval(pg_get_serial_sequence('oauth_grants', 'id')) AS id
   ), code AS (
     UPDATE oauth_authorization_codes SET used_at = now(),
            grant_id = CASE
              WHEN redirect_uri = $3
               AND CASE WHEN code_challenge IS NULL THEN NOT $4::boolean ELSE code_challenge = $5::text END
               AND ${AUDIENCE_WITHIN('$11', 'audience')}
              THEN (SELECT id FROM next_grant) END
      WHERE code_hash = $1 AND used_at IS NULL AND client_id = (SELECT client_id FROM client) AND expires_at > now()
      RETURNING client_id, user_id, redirect_uri, scopes, unrestricted, code_challenge, audience, grant_id
   ), g AS (
     INSERT INTO oauth_grants (id, client_id, user_id, scopes, unrestricted, audience) OVERRIDING SYSTEM VALUE
     SELECT grant_id, client_id, user_id, scopes, unrestricted, audience FROM code WHERE grant_id IS NOT NULL
     RETURNING id, client_id, user_id, scopes, unrestricted, audience
   ), a AS (
     INSERT INTO oauth_access_tokens (token_hash, grant_id, scopes, unrestricted, audience, expires_at)
     SELECT $6, id, scopes, unrestricted, coalesce($11::text, audience), ${NEW_ACCESS_TOKEN_EXPIRY('$8')} FROM g
   ), r AS (
     INSERT INTO oauth_refresh_tokens (token_hash, grant_id, expires_at)
     SELECT $7, id, now() + make_interval(secs => $9) FROM g
   ), superseded AS (
     UPDATE oauth_grants o SET revoked_at = now(), revoked_reason = 'superseded'
       FROM g
      WHERE NOT g.unrestricted AND o.user_id = g.user_id AND o.client_id = g.client_id
        AND o.unrestricted AND o.revoked_at IS NULL
     RETURNING o.id
   ), audit AS (
     ${INSERT_AUDIT_ENTRY}
     SELECT 'user', g.user_id, 'grant.revoked', 'oauth_client', g.client_id,
            jsonb_build_object('reason', 'superseded', 'grants', n.count)
       FROM g, (SELECT count(*)::int AS count FROM superseded) n
      WHERE n.count > 0
   )
   SELECT code.*, coalesce($11::text, code.audience) AS token_audience, (SELECT count(*)::int FROM superseded) AS superseded FROM code`,
);

/** A fresh pair under an existing grant. */
export const REISSUE_PAIR = `WITH a AS (
     INSERT INTO oauth_access_tokens (token_hash, grant_id, scopes, unrestricted, audience, expires_at)
     VALUES ($1, $3, $4, $5, $8, ${NEW_ACCESS_TOKEN_EXPIRY('$6')})
   )
   INSERT INTO oauth_refresh_tokens (token_hash, grant_id, expires_at) VALUES ($2, $3, now() + make_interval(secs => $7))`;

/** Why a refresh token was not rotated: its grant, and its own state. */
export const REFRESH_TOKEN_STATE = `SELECT g.id AS "grantId", g.client_id AS "clientId", g.scopes, g.unrestricted, g.audience,
          NOT (${LIVE_GRANT}) AS "grantRevoked", t.expires_at <= now() AS expired,
          CASE WHEN t.used_at IS NULL THEN NULL ELSE extract(epoch FROM now() - t.used_at)::float8 END AS "secondsSinceUse"
     FROM oauth_refresh_tokens t JOIN oauth_grants g ON g.id = t.grant_id
    WHERE t.token_hash = $1`;

/** A token of either kind, for revocation and introspection: whose it is, and whether it is live. */
export const FIND_TOKEN = (table: 'oauth_access_tokens' | 'oauth_refresh_tokens') => {
  const access = table === 'oauth_access_tokens';
  return `SELECT '${access ? 'access_token' : 'refresh_token'}' AS type, g.client_id, g.id AS grant_id,
          (${access ? LIVE_ACCESS_TOKEN : LIVE_REFRESH_TOKEN}) AS active,
          ${access ? 't.scopes, t.unrestricted, t.audience' : 'g.scopes, g.unrestricted, g.audience'},
          g.user_id, extract(epoch FROM t.created_at)::bigint::int AS iat, extract(epoch FROM t.expires_at)::bigint::int AS exp
     FROM ${table} t
     JOIN oauth_grants g ON g.id = t.grant_id
     JOIN oauth_clients c ON c.client_id = g.client_id
    WHERE t.token_hash = $1`;
};

/** The apps a person authorized: live grants holding a refresh token still unspent. */
export const AUTHORIZED_APPS = `SELECT c.client_id, c.name, c.website_uri,
          coalesce(array_agg(DISTINCT s.scope) FILTER (WHERE s.scope IS NOT NULL), '{}') AS scopes,
          bool_or(g.unrestricted) AS unrestricted,
          min(g.created_at) AS first_authorized_at, max(g.created_at) AS last_authorized_at
     FROM oauth_grants g
     JOIN oauth_clients c ON c.client_id = g.client_id
     LEFT JOIN LATERAL unnest(g.scopes) AS s(scope) ON true
    WHERE g.user_id = $1 AND ${LIVE_GRANT}
      AND EXISTS (SELECT 1 FROM oauth_refresh_tokens t WHERE t.grant_id = g.id AND ${UNSPENT_REFRESH_TOKEN})
    GROUP BY c.client_id, c.name, c.website_uri
    ORDER BY max(g.created_at) DESC`;

/** How many people a client acts for: live grants it can still refresh, counted as the apps page counts them. */
export const AUTHORIZATIONS_OF_CLIENT = `SELECT count(*)::integer AS grants, count(DISTINCT g.user_id)::integer AS people
     FROM oauth_grants g
    WHERE g.client_id = $1 AND ${LIVE_GRANT}
      AND EXISTS (SELECT 1 FROM oauth_refresh_tokens t WHERE t.grant_id = g.id AND ${UNSPENT_REFRESH_TOKEN})`;

/**
 * Housekeeping: each an idempotent DELETE of at most one batch. Used codes are kept an hour past
 * expiry so a late replay is still recognised and punished; used refresh tokens until their own
 * expiry, for the same reason; revoked grants 30 days for the record; a grant with no token left
 * can never be used again.
 */
export const PURGE_BATCH = 5000;
export const PURGES = {
  codes: `DELETE FROM oauth_authorization_codes WHERE code_hash IN (SELECT code_hash FROM oauth_authorization_codes WHERE expires_at < now() - interval '1 hour' LIMIT ${PURGE_BATCH})`,
  accessTokens: `DELETE FROM oauth_access_tokens WHERE token_hash IN (SELECT token_hash FROM oauth_access_tokens WHERE expires_at < now() LIMIT ${PURGE_BATCH})`,
  refreshTokens: `DELETE FROM oauth_refresh_tokens WHERE token_hash IN (SELECT token_hash FROM oauth_refresh_tokens WHERE expires_at < now() LIMIT ${PURGE_BATCH})`,
  grants: `DELETE FROM oauth_grants WHERE id IN (
     SELECT g.id FROM oauth_grants g
      WHERE (g.revoked_at IS NOT NULL AND g.revoked_at < now() - interval '30 days')
         OR (${LIVE_GRANT} AND g.created_at < now() - interval '1 day'
             AND NOT EXISTS (SELECT 1 FROM oauth_refresh_tokens r WHERE r.grant_id = g.id)
             AND NOT EXISTS (SELECT 1 FROM oauth_access_tokens a WHERE a.grant_id = g.id))
      LIMIT ${PURGE_BATCH})`,
} as const;
