import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectRoutes } from '../src/common/access/route-table';
import { loadConfig } from '../src/config/app-config';
import { createApp } from '../src/app/create-app';
import { McpToolScopes } from '../src/scopes/mcp-tool-scopes';
import { renderScopesDoc } from '../src/scopes/scopes-doc';

/** Writes docs/scopes.md from the routes' declarations (on a throw-away in-memory database). */
async function main(): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', JOBS_ENABLED: 'false', LOG_LEVEL: 'warn' });
  const app = await createApp(config, { embedded: { dataDir: 'memory://' } });
  const path = join(__dirname, '..', 'docs', 'scopes.md');
  writeFileSync(path, renderScopesDoc(collectRoutes(app), app.get(McpToolScopes)));
  await app.close();
  process.stdout.write(`Wrote ${path}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
