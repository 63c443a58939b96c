import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { Client } from 'pg';
import { BUILD_ENV, removeBuild } from './build-once';
import { printOpenApiTally } from './openapi-tally';
import { TEST_DB_ENV } from './test-database';
import { closePerWorker } from './worker-environment';

/**
 * Drops the template and every worker database of this run; removes the embedded image and the
 * build; closes the embedded engine the spec files used when they ran in this process.
 */
export default async function globalTeardown(): Promise<void> {
  await closePerWorker();
  printOpenApiTally();
  removeBuild(process.env[BUILD_ENV]);
  const image = process.env[TEST_DB_ENV.image];
  if (image) rmSync(dirname(image), { recursive: true, force: true });
  const template = process.env[TEST_DB_ENV.template];
  if (!template || !process.env.DATABASE_URL) return;
  const name = new URL(template).pathname.slice(1);
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
      [name, `${name}\\_w%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
