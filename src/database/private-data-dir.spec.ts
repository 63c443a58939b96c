import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDataSource } from './data-source.factory';

/** Every file and folder under `dir` whose mode lets anyone but the owner in, with that mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(dir);
  return found;
}

describe('the embedded database directory', () => {
  // A first start on disk (initdb) usually takes 13 to 28 s here, but hung past 180 s in 3 of about
  // 9 runs seen on 2026-11-25 (twice on a loaded machine, once in a quiet .ci/run), with nothing in
  // its output. Until that hang is understood, a run that hangs is tried once more: the assertions
  // are unchanged, and two failures in a row still fail.
  jest.retryTimes(1, { logErrorsBeforeRetry: true });

  let parent: string;
  let umask: number;

  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'private-data-'));
    // The most permissive umask a machine may have: what PGlite writes would be 0666 under it.
    umask = process.umask(0);
  });

  afterEach(() => {
    process.umask(umask);
    rmSync(parent, { recursive: true, force: true });
  });

  it('is private to its owner: files written at start and later, and those an earlier run left open', async () => {
    const dataDir = join(parent, 'data');
    mkdirSync(join(dataDir, 'old'), { recursive: true, mode: 0o777 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'old', 'left-open'), 'x', { mode: 0o666 });

    const source = createDataSource({ database: { kind: 'embedded', dataDir } });
    try {
      await source.initialize();
      // New relation files, written after start-up.
      await source.query('CREATE TABLE notes (body text)');
      await source.query("INSERT INTO notes (body) SELECT repeat('x', 1000) FROM generate_series(1, 500)");
      await source.query('CHECKPOINT');
    } finally {
      await source.destroy();
    }

    expect(readdirSync(dataDir).length).toBeGreaterThan(3);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    // A new cluster on disk runs initdb: seconds on a quiet machine, far longer on a busy one.
  }, 180_000);
});
