import { Client } from 'pg';

/** A fresh database on the PostgreSQL server for one benchmarked server, dropped at the end. */
export async function createDatabase(adminUrl: string, name: string, cleanups: (() => Promise<void>)[]): Promise<string> {
  const database = `bench_${name}_${process.pid}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function postgresVersion(url: string): Promise<string> {
  const c = new Client({ connectionString: url });
  try {
    await c.connect();
  } catch (error) {
    throw new Error(`The benchmark needs PostgreSQL at ${url} (set BENCH_DATABASE_URL or DATABASE_URL): ${(error as Error).message}`);
  }
  const { rows } = await c.query<{ v: string }>(`SELECT current_setting('server_version') AS v`);
  await c.end();
  return rows[0].v;
}
