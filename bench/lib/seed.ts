import * as bcrypt from 'bcrypt';
import { DataSource } from 'typeorm';
import { randomToken, sha256 } from '../../src/common/crypto/tokens';
import { createDataSource } from '../../src/database/data-source.factory';
import { runMigrations } from '../../src/database/migrate';
import { mintAccessToken, mintRefreshToken } from '../../src/oauth/grants/token-format';

/** Where a benchmarked server keeps its data. */
export type Database = { kind: 'postgres'; url: string } | { kind: 'embedded'; dataDir: string };

export const BENCH_USER = { email: 'bench.host@example.com', password: 'a long benchmark password', name: 'Bench Host' };
export const REDIRECT_URI = 'https://bench-app.example.com/callback';
/**
 * What the benchmark's app was granted: the profile, plus what it needs to set up bookable event
 * types and the webhooks of the booking scenario.
 */
export const GRANTED_SCOPES = ['PROFILE_READ', 'SCHEDULE_READ', 'SCHEDULE_WRITE', 'EVENT_TYPE_READ', 'EVENT_TYPE_WRITE', 'BOOKING_READ', 'WEBHOOK_WRITE'];

export interface Seeded {
  clientId: string;
  clientSecret: string;
  userId: number;
  /** One refresh token per grant, each usable once. */
  refreshTokens: string[];
  /** One access token per grant. */
  accessTokens: string[];
}

export interface SeedPlan {
  refreshTokens: number;
  accessTokens: number;
  /** Bulk rows that no request touches: 1,000,000 tokens over 100,000 grants for the scale run. */
  filler?: { grants: number; tokensPerGrant: number };
}

/**
 * Seeds a benchmark database directly, with the server stopped: migrations (the server's own), a
 * user, an approved confidential client, and grants with token pairs whose clear values the load
 * generator then presents. Tokens are stored exactly as the server stores them (SHA-256 of the value).
 */
export async function seed(database: Database, plan: SeedPlan, log: (line: string) => void): Promise<Seeded> {
  const dataSource = openDataSource(database);
  await dataSource.initialize();
  try {
    await runMigrations(dataSource);
    const passwordHash = await bcrypt.hash(BENCH_USER.password, 10);
    const [{ id: userId }] = await dataSource.query(
      `INSERT INTO users (email, name, time_zone, password_hash) VALUES ($1, $2, 'Europe/Berlin', $3) RETURNING id`,
      [BENCH_USER.email, BENCH_USER.name, passwordHash],
    );
    const clientId = randomToken('', 18);
    const clientSecret = randomToken('scs_');
    await dataSource.query(
      `INSERT INTO oauth_clients (client_id, owner_id, name, type, redirect_uris, scopes, status, reviewed_at)
       VALUES ($1, $2, 'Benchmark App', 'confidential', $3, $4, 'approved', now())`,
      [clientId, userId, [REDIRECT_URI], GRANTED_SCOPES],
    );
    await dataSource.query(`INSERT INTO oauth_client_secrets (client_id, secret_hash, hint) VALUES ($1, $2, $3)`, [
      clientId,
      sha256(clientSecret),
      clientSecret.slice(-4),
    ]);

    // The app's other users: grants are spread over a thousand people, as in life (one person
    // with a hundred thousand grants to one app would be a test of that person, not of the server).
    const others: number[] = (
      await dataSource.query(
        `INSERT INTO users (email, name, password_hash) SELECT 'user' || i || '@bench.example.com', 'User ' || i, $1 FROM generate_series(1, 1000) AS i RETURNING id`,
        [passwordHash],
      )
    ).map((r: { id: number }) => r.id);

    const grants = Math.max(plan.refreshTokens, plan.accessTokens);
    const refreshTokens: string[] = [];
    const accessTokens: string[] = [];
    const started = Date.now();
    for (let done = 0; done < grants; ) {
      const n = Math.min(10_000, grants - done);
      const ids: string[] = (
        await dataSource.query(
          // For the whole server (audience ''), so the same tokens call both /v2 and the MCP endpoint.
          `INSERT INTO oauth_grants (client_id, user_id, scopes, audience) SELECT $1, ($2::int[])[1 + i % 1000], $3, '' FROM generate_series(1, $4::int) AS i RETURNING id`,
          [clientId, others, GRANTED_SCOPES, n],
        )
      ).map((r: { id: string }) => r.id);
      const refresh = ids.slice(0, Math.max(0, Math.min(n, plan.refreshTokens - done))).map((id) => ({ id, ...mintRefreshToken() }));
      const access = ids.slice(0, Math.max(0, Math.min(n, plan.accessTokens - done))).map((id) => ({ id, ...mintAccessToken() }));
      if (refresh.length > 0) {
        await dataSource.query(
          `INSERT INTO oauth_refresh_tokens (token_hash, grant_id, expires_at)
           SELECT h, g, now() + interval '30 days' FROM unnest($1::bytea[], $2::bigint[]) AS t(h, g)`,
          [refresh.map((t) => t.hash), refresh.map((t) => t.id)],
        );
      }
      if (access.length > 0) {
        await dataSource.query(
          `INSERT INTO oauth_access_tokens (token_hash, grant_id, scopes, unrestricted, audience, expires_at)
           SELECT h, g, $3, false, '', now() + interval '1 day' FROM unnest($1::bytea[], $2::bigint[]) AS t(h, g)`,
          [access.map((t) => t.hash), access.map((t) => t.id), GRANTED_SCOPES],
        );
      }
      refreshTokens.push(...refresh.map((t) => t.value));
      accessTokens.push(...access.map((t) => t.value));
      done += n;
    }
    log(`seeded ${grants} grants, ${refreshTokens.length} refresh and ${accessTokens.length} access tokens in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    if (plan.filler) await seedFiller(dataSource, clientId, others, plan.filler, log);
    await dataSource.query('ANALYZE');
    return { clientId, clientSecret, userId, refreshTokens, accessTokens };
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Rows no request of the benchmark touches, in bulk SQL: grants, each with a mix of live, expired,
 * used and revoked access and refresh tokens, as a long-running server accumulates them.
 */
async function seedFiller(dataSource: DataSource, clientId: string, users: number[], filler: { grants: number; tokensPerGrant: number }, log: (line: string) => void) {
  const started = Date.now();
  const [{ max }] = await dataSource.query(`SELECT coalesce(max(id), 0)::bigint AS max FROM oauth_grants`);
  await dataSource.query(
    `INSERT INTO oauth_grants (client_id, user_id, scopes, revoked_at)
     SELECT $1, ($2::int[])[1 + i % 1000], $3, CASE WHEN i % 10 = 0 THEN now() END FROM generate_series(1, $4::int) AS i`,
    [clientId, users, GRANTED_SCOPES, filler.grants],
  );
  const half = Math.floor(filler.tokensPerGrant / 2);
  // A slice of grants per statement, so that no statement runs into the server's statement timeout
  // (the data source is the server's own, with its settings) on a slow machine.
  const [{ last }] = await dataSource.query(`SELECT max(id)::bigint AS last FROM oauth_grants`);
  for (let from = Number(max); from < Number(last); from += FILLER_GRANTS_PER_STATEMENT) {
    const to = from + FILLER_GRANTS_PER_STATEMENT;
    await dataSource.query(
      `INSERT INTO oauth_access_tokens (token_hash, grant_id, scopes, unrestricted, expires_at, revoked_at)
       SELECT sha256(convert_to('filler-access-' || g.id || '-' || i, 'UTF8')), g.id, g.scopes, false,
              now() + (i * 20 - 50) * interval '1 minute', CASE WHEN i = 1 THEN now() END
         FROM oauth_grants g CROSS JOIN generate_series(1, $3::int) AS i WHERE g.id > $1 AND g.id <= $2`,
      [from, to, filler.tokensPerGrant - half],
    );
    await dataSource.query(
      `INSERT INTO oauth_refresh_tokens (token_hash, grant_id, expires_at, used_at)
       SELECT sha256(convert_to('filler-refresh-' || g.id || '-' || i, 'UTF8')), g.id, now() + interval '20 days',
              CASE WHEN i < $3::int THEN now() - interval '1 hour' END
         FROM oauth_grants g CROSS JOIN generate_series(1, $3::int) AS i WHERE g.id > $1 AND g.id <= $2`,
      [from, to, half],
    );
  }
  const [{ tokens }] = await dataSource.query(
    `SELECT ((SELECT count(*) FROM oauth_access_tokens) + (SELECT count(*) FROM oauth_refresh_tokens))::int AS tokens`,
  );
  log(`seeded the scale filler: ${filler.grants} more grants, ${tokens} tokens in all, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const FILLER_GRANTS_PER_STATEMENT = 10_000;

function openDataSource(database: Database): DataSource {
  return database.kind === 'postgres'
    ? createDataSource({ database: { kind: 'postgres', url: database.url, poolSize: 2 } })
    : createDataSource({ database: { kind: 'embedded', dataDir: database.dataDir } });
}
