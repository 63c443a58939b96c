/**
 * What PostgreSQL itself spends on the token endpoint's statements, beside the least that any
 * statement and any durable write cost it on the same machine: the store's share of a grant, taken
 * apart from the server's. `npm run bench:store` (add `--quick` for a short run).
 *
 * Each statement runs from as many connections as the server's pool (10) for a fixed count, a few
 * interleaved rounds; the figure is the CPU time of all of PostgreSQL's processes (background
 * writers included) over the round, per statement, median of the rounds. The statements are the
 * server's own (`grants.sql.ts`), on tables migrated and seeded as the benchmark seeds them. Last,
 * the purge job's statement, per expired row it deletes: a best case, since the rows were just
 * written together into a small table. Every process named `postgres` on the machine is counted,
 * so run it with nothing else using the database server. docs/benchmarks.md (round four) says what
 * the figures show.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { sha256 } from '../src/common/crypto/tokens';
import { PURGE_BATCH, PURGES, REDEEM_CODE, ROTATE_REFRESH_TOKEN } from '../src/oauth/grants/grants.sql';
import { mintAccessToken, mintRefreshToken } from '../src/oauth/grants/token-format';
import { processesCpuMicros, spentSince } from './lib/load';
import { createDatabase, postgresVersion } from './lib/postgres';
import { REDIRECT_URI, seed } from './lib/seed';

const quick = process.argv.includes('--quick');
const ROUNDS = quick ? 1 : 3;
const PER_ROUND = quick ? 1_000 : 10_000;
const WARM_UP = quick ? 200 : 1_000;
const CONNECTIONS = 10;
const ACCESS_TTL = 1800;
const REFRESH_TTL = 30 * 86_400;

interface Case {
  name: string;
  what: string;
  /** Session settings for this case's connections. */
  settings?: string[];
  /** One statement; `i` numbers the calls of this case across rounds. */
  run(client: Client, i: number): Promise<void>;
}

const log = (line: string) => console.log(`[store] ${line}`);

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const version = await postgresVersion(adminUrl);
    const url = await createDatabase(adminUrl, 'store', cleanups);
    const calls = (WARM_UP + PER_ROUND) * ROUNDS;
    log(`seeding ${calls * 2} refresh tokens and ${calls} codes`);
    const seeded = await seed({ kind: 'postgres', url }, { refreshTokens: calls * 2, accessTokens: 0 }, log);
    const setup = new Client({ connectionString: url });
    await setup.connect();
    // Codes as the consent page stores them (PKCE, the app's redirect URI), their challenge known.
    const challenge = 'store-floor-challenge';
    const codes = Array.from({ length: calls }, () => randomBytes(32));
    for (let i = 0; i < codes.length; i += 10_000) {
      await setup.query(
        `INSERT INTO oauth_authorization_codes (code_hash, client_id, user_id, redirect_uri, scopes, unrestricted, code_challenge, expires_at)
         SELECT h, $2, $3, $4, '{PROFILE_READ}', false, $5, now() + interval '1 day' FROM unnest($1::bytea[]) AS h`,
        [codes.slice(i, i + 10_000).map(hash), seeded.clientId, seeded.userId, REDIRECT_URI, challenge],
      );
    }
    // The least a durable write can be: one row of one 32-byte key, its own table, one index.
    await setup.query(`CREATE TABLE floor_rows (key bytea PRIMARY KEY)`);
    await setup.query('ANALYZE');
    await setup.end();

    const secretHash = sha256(seeded.clientSecret);
    const refresh = seeded.refreshTokens.map((t) => sha256(t));
    const rotate = (c: Client, i: number) =>
      c.query({
        name: ROTATE_REFRESH_TOKEN.name,
        text: ROTATE_REFRESH_TOKEN.text,
        // No narrowing of scopes ($3) or audience ($9): what a plain refresh sends.
        values: [refresh[i], seeded.clientId, null, mintAccessToken().hash, mintRefreshToken().hash, ACCESS_TTL, REFRESH_TTL, secretHash, null],
      });
    const cases: Case[] = [
      { name: 'round trip', what: 'a prepared `SELECT $1::bytea`: the least any statement costs', run: (c) => query(c, 'floor_select', 'SELECT $1::bytea AS x', [randomBytes(32)]) },
      {
        name: 'durable one-row write',
        what: 'INSERT of one 32-byte key into a table of its own with one index, committed',
        run: (c) => query(c, 'floor_insert', 'INSERT INTO floor_rows (key) VALUES ($1)', [randomBytes(32)]),
      },
      { name: 'refresh rotation', what: 'the server\'s refresh statement: authenticate the client, spend the token, store a new pair', run: (c, i) => expectRow(rotate(c, i)) },
      {
        name: 'code redemption',
        what: 'the server\'s code statement: authenticate, spend the code, create the grant and the first pair',
        run: (c, i) =>
          expectRow(
            c.query({
              name: REDEEM_CODE.name,
              text: REDEEM_CODE.text,
              values: [hash(codes[i]), seeded.clientId, REDIRECT_URI, true, challenge, mintAccessToken().hash, mintRefreshToken().hash, ACCESS_TTL, REFRESH_TTL, secretHash, null],
            }),
            (row) => row.grant_id !== null,
          ),
      },
      {
        name: 'refresh rotation, commit not awaited',
        what: 'the same with `synchronous_commit = off` (not a setting the server uses): the CPU a durable commit adds; the wait for the disk shows in the rate',
        settings: ['SET synchronous_commit = off'],
        // Its own tokens: the second half of the seeded ones.
        run: (c, i) => expectRow(rotate(c, calls + i)),
      },
    ];

    const results = new Map<string, { cpu: number[]; rate: number[] }>(cases.map((c) => [c.name, { cpu: [], rate: [] }]));
    const next = new Map<string, number>(cases.map((c) => [c.name, 0]));
    for (let round = 1; round <= ROUNDS; round++) {
      // Interleaved, and the order turned every round, so no case always follows the same one.
      for (const c of round % 2 ? cases : [...cases].reverse()) {
        const clients = await connect(url, c.settings ?? []);
        try {
          const take = () => {
            const i = next.get(c.name)!;
            next.set(c.name, i + 1);
            return i;
          };
          await drive(clients, WARM_UP, (client) => c.run(client, take()));
          const before = processesCpuMicros('postgres');
          const started = process.hrtime.bigint();
          await drive(clients, PER_ROUND, (client) => c.run(client, take()));
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          const after = processesCpuMicros('postgres');
          if (!before || !after) throw new Error("PostgreSQL's processes are not readable in /proc here: run this on the database's machine");
          const spent = spentSince(before, after);
          const r = results.get(c.name)!;
          r.cpu.push(spent / PER_ROUND);
          r.rate.push(PER_ROUND / seconds);
          log(`round ${round}/${ROUNDS} ${c.name.padEnd(38)} ${Math.round(spent / PER_ROUND)} µs of PostgreSQL CPU per statement, ${Math.round(PER_ROUND / seconds)}/s`);
        } finally {
          await Promise.all(clients.map((client) => client.end()));
        }
      }
    }

    // The server's purge (a background job every five minutes): the expired access tokens of a
    // round, deleted by its own statement, batch after batch, from one connection as the job runs.
    const purged = { cpu: [] as number[], rate: [] as number[] };
    const expiredPerRound = PER_ROUND * 5;
    for (let round = 1; round <= ROUNDS; round++) {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(
          `INSERT INTO oauth_access_tokens (token_hash, grant_id, scopes, unrestricted, expires_at)
           SELECT sha256(convert_to('expired-' || $1::int || '-' || i, 'UTF8')), (SELECT min(id) FROM oauth_grants), '{PROFILE_READ}', false,
                  now() - interval '1 minute' FROM generate_series(1, $2::int) AS i`,
          [round, expiredPerRound],
        );
        await client.query('CHECKPOINT');
        const before = processesCpuMicros('postgres');
        const started = process.hrtime.bigint();
        let deleted = 0;
        for (;;) {
          const { rowCount } = await client.query(PURGES.accessTokens);
          deleted += rowCount ?? 0;
          if ((rowCount ?? 0) < PURGE_BATCH) break;
        }
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const after = processesCpuMicros('postgres');
        if (!before || !after) throw new Error("PostgreSQL's processes are not readable in /proc here: run this on the database's machine");
        if (deleted < expiredPerRound) throw new Error(`The purge deleted ${deleted} of ${expiredPerRound} expired tokens`);
        const spent = spentSince(before, after);
        purged.cpu.push(spent / deleted);
        purged.rate.push(deleted / seconds);
        log(`round ${round}/${ROUNDS} ${'purge, per row deleted'.padEnd(38)} ${Math.round(spent / deleted)} µs of PostgreSQL CPU per row, ${Math.round(deleted / seconds)}/s`);
      } finally {
        await client.end();
      }
    }

    const stamp = new Date().toISOString().replace(/:/g, '-').slice(0, 19);
    const lines = [
      `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${quick ? ' (quick)' : ''}: ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores; PostgreSQL ${version}.`,
      `${CONNECTIONS} connections, ${ROUNDS} interleaved round(s) of ${PER_ROUND.toLocaleString('en-US')} statements per case after ${WARM_UP.toLocaleString('en-US')} to warm up; CPU: all of PostgreSQL's processes, per statement, median of the rounds.`,
      '',
      '| statement | PostgreSQL CPU µs per statement | statements/s | what it is |',
      '| --- | ---: | ---: | --- |',
      ...cases.map((c) => {
        const r = results.get(c.name)!;
        return `| ${c.name} | ${Math.round(median(r.cpu)).toLocaleString('en-US')} | ${Math.round(median(r.rate)).toLocaleString('en-US')} | ${c.what} |`;
      }),
      `| purge, per row deleted | ${Math.round(median(purged.cpu)).toLocaleString('en-US')} | ${Math.round(median(purged.rate)).toLocaleString('en-US')} rows | the server's purge job on ${expiredPerRound.toLocaleString('en-US')} expired access tokens just written together into a small table, ${PURGE_BATCH.toLocaleString('en-US')} a statement: a best case (vacuuming them later is not in it) |`,
    ];
    console.log(`\n${lines.join('\n')}\n`);
    const dir = join(__dirname, 'results');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `store-floor-${quick ? 'quick-' : ''}${stamp}.md`);
    writeFileSync(file, `${lines.join('\n')}\n`);
    log(`results in ${file}`);
  } finally {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  }
}

const hash = (value: Buffer) => createHash('sha256').update(value).digest();

async function query(client: Client, name: string, text: string, values: unknown[]): Promise<void> {
  await client.query({ name, text, values });
}

async function expectRow(result: Promise<{ rows: Record<string, unknown>[] }>, ok: (row: Record<string, unknown>) => boolean = () => true): Promise<void> {
  const { rows } = await result;
  if (rows.length !== 1 || !ok(rows[0])) throw new Error(`A statement that should have succeeded answered ${JSON.stringify(rows)}`);
}

async function connect(url: string, settings: string[]): Promise<Client[]> {
  return Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      for (const s of settings) await client.query(s);
      return client;
    }),
  );
}

/** `count` calls of `one`, each connection running one at a time, all connections at once. */
async function drive(clients: Client[], count: number, one: (client: Client) => Promise<void>): Promise<void> {
  let left = count;
  await Promise.all(
    clients.map(async (client) => {
      while (left > 0) {
        left -= 1;
        await one(client);
      }
    }),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
