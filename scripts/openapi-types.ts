import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../src/config/app-config';
import { createApp } from '../src/app/create-app';

/** Where the generated types live: the e2e spec written as a third-party app imports them. */
export const API_TYPES_PATH = join(__dirname, '..', 'test', 'third-party', 'api-types.ts');

/**
 * TypeScript types for `/docs/openapi.json`, as any app developer would generate them
 * (`npx openapi-typescript <url>/docs/openapi.json`). A spec fails when the committed file is stale.
 */
export async function renderApiTypes(document: unknown): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true, defaultNonNullable: false });
  return `/* Generated from /docs/openapi.json by \`npm run openapi:types\`: do not edit. */\n\n${astToString(ast)}`;
}

/** `npm run openapi:types`: starts the app (throw-away in-memory database), reads its document, writes the types. */
async function main(): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', JOBS_ENABLED: 'false', LOG_LEVEL: 'warn', ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') });
  const app = await createApp(config, { embedded: { dataDir: 'memory://' } });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  const document: unknown = await (await fetch(`http://127.0.0.1:${port}/docs/openapi.json`)).json();
  await app.close();
  writeFileSync(API_TYPES_PATH, await renderApiTypes(document));
  process.stdout.write(`Wrote ${API_TYPES_PATH}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
