import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
    writeFileSync(probe, "import { TEAM_ENTITY } from '../scheduling/team-ref';\nexport const probe = TEAM_ENTITY;\n");
    try {
      const { code, out } = await depcheck('src/common/layer-probe.ts');
      expect(code).not.toBe(0);
      expect(out).toMatch(/no-import-up-from-kit: src\/common\/layer-probe\.ts → src\/scheduling\/team-ref\.ts/);
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
