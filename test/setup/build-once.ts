import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The server and the CLI that specs start as processes of their own run from one build of `src/`,
 * made once per test run with the same SWC build as `npm start` (nest-cli.json), instead of each
 * process transpiling the whole program again through ts-node: 3 s of CPU per process against 8 to
 * 10 s. The README's own commands (`npm start`, `npm run cli`) are still run as they are, by the
 * specs that are about them.
 */
export const BUILD_ENV = 'TEST_BUILD_DIR';

const ROOT = join(__dirname, '..', '..');
/** Inside the project, so that the built files find `node_modules` as `dist/` does. */
const BUILDS = join(ROOT, '.test-build');

export function buildOnce(): string {
  const id = `run-${process.pid}`;
  const outDir = join(BUILDS, id);
  const tsconfig = join(BUILDS, `tsconfig.${id}.json`);
  mkdirSync(BUILDS, { recursive: true });
  writeFileSync(tsconfig, JSON.stringify({ extends: '../tsconfig.build.json', compilerOptions: { outDir: `./${id}` } }));
  const nest = join(ROOT, 'node_modules', '@nestjs', 'cli', 'bin', 'nest.js');
  // The Nest CLI takes the configuration's path relative to the project.
  const run = spawnSync(process.execPath, [nest, 'build', '--path', relative(ROOT, tsconfig)], { cwd: ROOT, encoding: 'utf8' });
  rmSync(tsconfig, { force: true });
  if (run.status !== 0) throw new Error(`Building src/ for the specs' processes failed:\n${run.stdout}\n${run.stderr}`);
  return outDir;
}

export function removeBuild(outDir: string | undefined): void {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
}
