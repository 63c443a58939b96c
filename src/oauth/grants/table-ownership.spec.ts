import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * `oauth/grants` owns the tables of grants, codes and tokens: no other file of the application may
 * hold SQL on them, or use their entities to query them, so that what "a live token" means is
 * written once. (Migrations define the tables; the entity list registers them.)
 */
const SRC = join(__dirname, '..', '..');
const OWNER = 'oauth/grants/';
const EXEMPT = ['database/migrations/', 'app/entities.ts'];
const TABLE = /\boauth_(grants|authorization_codes|access_tokens|refresh_tokens)\b/;
const ENTITY_IMPORT = /from\s+'[./]*\/?(oauth\/)?grants\/(grant|authorization-code|access-token|refresh-token)\.entity'/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** What in this file touches the token tables: the lines naming a table or importing an entity. */
export function tokenTableUse(text: string): string[] {
  return text.split('\n').filter((line) => TABLE.test(line) || ENTITY_IMPORT.test(line));
}

describe('the token tables have one owner', () => {
  it('no file outside src/oauth/grants/ holds SQL on them or imports their entities', () => {
    const offenders = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !path.startsWith(OWNER) && !EXEMPT.some((e) => path.startsWith(e)))
      .flatMap((path) => tokenTableUse(readFileSync(join(SRC, path), 'utf8')).map((line) => `${path}: ${line.trim()}`));
    expect(offenders).toEqual([]);
  });

  it('the check recognises SQL and entity imports (so the test above can fail)', () => {
    expect(tokenTableUse('const q = `SELECT 1 FROM oauth_access_tokens t WHERE t.token_hash = $1`;')).toHaveLength(1);
    expect(tokenTableUse("UPDATE oauth_grants SET revoked_at = now()")).toHaveLength(1);
    expect(tokenTableUse("import { Grant } from '../oauth/grants/grant.entity';")).toHaveLength(1);
    expect(tokenTableUse("import { Grant } from './grants/grant.entity';")).toHaveLength(1);
    expect(tokenTableUse('SELECT * FROM oauth_clients')).toEqual([]);
  });
});
