import type { NestExpressApplication } from '@nestjs/platform-express';
import { Writable } from 'node:stream';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { ActivityLog } from '../../src/activity/activity-log';
import { UsageCounter } from '../../src/activity/usage-counter';
import { createApp } from '../../src/app/create-app';
import { MetadataDocumentsService } from '../../src/oauth/registration/metadata-documents.service';
import { RegistrationPolicyService } from '../../src/oauth/registration/registration-policy.service';
import { DocsClientService } from '../../src/oauth/clients/docs-client.service';
import { recordResponses } from './openapi-recorder';
import { freePort } from './processes';
import { testDatabase } from './test-database';

/** 32 bytes, base64: the calendar credentials key of the test apps. */
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** `http://127.0.0.1:<port>`: the app listens on a real port, for clients that need real HTTP. */
  url: string;
  dataSource: DataSource;
  /** Every log line the app wrote, as parsed JSON. */
  logs: Record<string, unknown>[];
  /** Raw log output, for asserting that something never appears. */
  rawLogs(): string;
  http(): request.Agent;
  /** Empties every table (between tests). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Builds the app exactly as `main.ts` does (the same `createApp`), on the test database,
 * listening on a free port. `env` overrides configuration variables.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await testDatabase();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    BCRYPT_COST: '4',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'info',
    PORT: String(port),
    BASE_URL: url,
    DATABASE_URL: db.databaseUrl,
    // A fixed key, so the tests never write one into ./data; specs about a missing key pass ''.
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    ...env,
  });
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  let validateAgainstDocument: ((url: string) => Promise<void>) | undefined;
  let app: NestExpressApplication;
  try {
    app = await createApp(config, {
      embedded: db.embedded,
      logStream,
      // First, so it sees every response.
      beforeConfigure: (built) => (validateAgainstDocument = recordResponses(built)),
    });
  } catch (error) {
    db.release();
    throw error;
  }
  await app.listen(port, '127.0.0.1');
  if (!validateAgainstDocument) throw new Error('createApp never ran beforeConfigure: no response would be checked against the document');
  await validateAgainstDocument(url);
  const dataSource = app.get(DataSource);
  /**
   * Empties every table and restarts every sequence, then puts back what start-up creates (the
   * built-in docs client). DELETE, not TRUNCATE: the tables hold a few rows between two tests, and
   * TRUNCATE gives each table and index a new file, which cost the embedded engine 0.2 to 0.7 s per
   * test against a few milliseconds here. Foreign-key triggers are off for the transaction
   * (`session_replication_role = replica`), so the order of the tables does not matter.
   */
  const emptyAll = [
    'BEGIN',
    'SET LOCAL session_replication_role = replica',
    ...dataSource.entityMetadatas.map((m) => `DELETE FROM "${m.tableName}"`),
    `SELECT setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false) FROM pg_sequences WHERE schemaname = current_schema()`,
    'COMMIT',
  ].join(';\n');
  const empty = async () => {
    // What the app still holds for the database (activity being written, usage counted in memory)
    // goes first, so that nothing of one test lands after the next one's tables were emptied.
    await app.get(ActivityLog).settled();
    await app.get(UsageCounter).flush();
    await dataSource.query(emptyAll);
    await app.get(DocsClientService).onApplicationBootstrap();
    // What the server remembers of rows just deleted: the registration policy and metadata documents.
    app.get(RegistrationPolicyService).forget();
    app.get(MetadataDocumentsService).forget();
  };
  return {
    app,
    config,
    url,
    dataSource,
    get logs() {
      return lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    },
    rawLogs: () => lines.join('\n'),
    http: () => request.agent(url),
    reset: async () => {
      await empty();
      lines.length = 0;
    },
    close: async () => {
      await app.close();
      db.release();
    },
  };
}
