import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '..');
const run = promisify(execFile);

/** The dependency check of `.dependency-cruiser.cjs` on `paths`: its exit code and what it printed. */
async function depcheck(...paths: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(join(ROOT, 'node_modules', '.bin', 'depcruise'), ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', ...paths], { cwd: ROOT });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/**
 * The layers of docs/contributing.md, enforced: imports point down, siblings do not import each
 * other, only oauth/grants uses the token entities, and only the internals files reach past a
 * framework's entry point. A new violation fails here, named.
 */
describe('The house in layers', () => {
  jest.setTimeout(120_000);

  it('no import runs up a layer, sideways between siblings, into the token tables from outside their owner, or deep into a framework', async () => {
    const { code, out } = await depcheck('src');
    expect(out).toContain('no dependency violations found');
    expect(code).toBe(0);
  });

  it('names an import up a layer (so the check above can fail)', async () => {
    // A file of the kit that imports a feature: what the check exists to refuse.
    const probe = join(ROOT, 'src', 'common', 'layer-probe.ts');
    writeFileSync(probe, "import { GROUP_KINDS } from '../membership/group.entity';\nexport const probe = GROUP_KINDS;\n");
    try {
      const { code, out } = await depcheck('src/common/layer-probe.ts');
      expect(code).not.toBe(0);
      expect(out).toMatch(/no-import-up-from-kit: src\/common\/layer-probe\.ts → src\/membership\/group\.entity\.ts/);
    } finally {
      rmSync(probe, { force: true });
    }
  });

  it('names a deep import of a framework outside its internals file (so the check above can fail)', async () => {
    // A feature reaching into TypeORM and Nest past their entry points, instead of through
    // database/typeorm-internals.ts and common/http/nest-internals.ts, whose specs pin them.
    const probe = join(ROOT, 'src', 'scheduling', 'internals-probe.ts');
    writeFileSync(
      probe,
      "import { snakeCase } from 'typeorm/util/StringUtils';\nimport { PATH_METADATA } from '@nestjs/common/constants';\nexport const probe = [snakeCase, PATH_METADATA];\n",
    );
    try {
      const { code, out } = await depcheck('src/scheduling/internals-probe.ts');
      expect(code).not.toBe(0);
      expect(out).toMatch(/no-deep-import-of-typeorm: src\/scheduling\/internals-probe\.ts → (\S*\/)?node_modules\/typeorm\/util\/StringUtils\.js/);
      expect(out).toMatch(/no-deep-import-of-nest: src\/scheduling\/internals-probe\.ts → (\S*\/)?node_modules\/@nestjs\/common\/constants\.js/);
    } finally {
      rmSync(probe, { force: true });
    }
  });
});

/**
 * Raw SQL outside `src/database/` goes through its one helper, `sql()` (database/sql.ts): a
 * `query()` handed an SQL text directly is what it replaced. Migrations and the database folder
 * itself speak to TypeORM's query runners, and are left out.
 */
function rawQueryCalls(files: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    if (file.startsWith('src/database/') || file.endsWith('.spec.ts')) continue;
    text.split('\n').forEach((line, i) => {
      if (/\.query\s*(<[^>]*>)?\(\s*[`'"]/.test(line)) found.push(`${file}:${i + 1}`);
    });
  }
  return found;
}

function sourceFiles(dir: string, out: Record<string, string> = {}): Record<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (entry.name.endsWith('.ts')) out[relative(ROOT, path)] = readFileSync(path, 'utf8');
  }
  return out;
}

describe('One raw-SQL helper', () => {
  it('no file outside src/database/ hands SQL text to query() itself', () => {
    expect(rawQueryCalls(sourceFiles(join(ROOT, 'src')))).toEqual([]);
  });

  it('names such a call (so the check above can fail)', () => {
    const probe = { 'src/scheduling/probe.ts': "const a = 1;\nconst rows = await m.query(`SELECT 1`);\nawait this.dataSource.query<{ n: number }[]>('SELECT 2');" };
    expect(rawQueryCalls(probe)).toEqual(['src/scheduling/probe.ts:2', 'src/scheduling/probe.ts:3']);
    expect(rawQueryCalls({ 'src/database/migrate.ts': "await runner.query('SELECT 1');" })).toEqual([]);
  });
});
