import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Writable } from 'node:stream';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { configureApp } from '../../src/configure-app';
import { DocsClientService } from '../../src/oauth/clients/docs-client.service';
import { LeanExpressAdapter } from '../../src/common/http/lean-express.adapter';
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
 * Builds the app exactly as `main.ts` does (same module, same `configureApp`), on the test database,
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
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ config, embedded: db.embedded, logStream }),
    new LeanExpressAdapter(),
    { bufferLogs: true, bodyParser: false },
  );
  const validateAgainstDocument = recordResponses(app); // first, so it sees every response
  configureApp(app, config);
  await app.listen(port, '127.0.0.1');
  await validateAgainstDocument(url);
  const dataSource = app.get(DataSource);
  const tables = dataSource.entityMetadatas.map((m) => `"${m.tableName}"`).join(', ');
  /** Empties every table, then puts back what start-up creates (the built-in docs client). */
  const empty = async () => {
    await dataSource.query(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
    await app.get(DocsClientService).onApplicationBootstrap();
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
    },
  };
}
