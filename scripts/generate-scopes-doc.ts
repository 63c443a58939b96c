import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from '../src/app.module';
import { collectRoutes } from '../src/common/access/route-table';
import { loadConfig } from '../src/config/app-config';
import { configureApp } from '../src/configure-app';
import { renderScopesDoc } from '../src/scopes/scopes-doc';

/** Writes docs/scopes.md from the routes' declarations (on a throw-away in-memory database). */
async function main(): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', JOBS_ENABLED: 'false', LOG_LEVEL: 'warn' });
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ config, embedded: { dataDir: 'memory://' } }),
    { logger: ['error'], bodyParser: false },
  );
  configureApp(app, config);
  const path = join(__dirname, '..', 'docs', 'scopes.md');
  writeFileSync(path, renderScopesDoc(collectRoutes(app)));
  await app.close();
  process.stdout.write(`Wrote ${path}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
