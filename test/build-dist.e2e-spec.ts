import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

/**
 * `npm start` and `npm run cli` run `dist/` after `scripts/build-dist.cjs --if-changed`: it must
 * rebuild whenever the sources differ from what dist/ was built from, and only then. Checked on a
 * small project with this project's build settings and script, so the real dist/ is left alone.
 */
describe('scripts/build-dist.cjs: dist/ is rebuilt exactly when the sources changed', () => {
  let project: string;
  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), 'build-dist-'));
    for (const file of ['nest-cli.json', 'tsconfig.json', 'tsconfig.build.json', '.swcrc', 'package-lock.json']) copyFileSync(join(ROOT, file), join(project, file));
    mkdirSync(join(project, 'scripts'));
    copyFileSync(join(ROOT, 'scripts', 'build-dist.cjs'), join(project, 'scripts', 'build-dist.cjs'));
    symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');
    mkdirSync(join(project, 'src', 'cli'), { recursive: true });
    writeFileSync(join(project, 'src', 'main.ts'), `console.log('one');\n`);
    writeFileSync(join(project, 'src', 'cli', 'main.ts'), `console.log('cli');\n`);
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  const buildIfChanged = () => spawnSync(process.execPath, ['scripts/build-dist.cjs', '--if-changed'], { cwd: project, encoding: 'utf8' });
  const run = (file: string) => spawnSync(process.execPath, [join('dist', file)], { cwd: project, encoding: 'utf8' }).stdout;
  /** A file the build would not make: it survives only while dist/ is not rebuilt (the build empties dist/ first). */
  const mark = () => writeFileSync(join(project, 'dist', 'untouched'), '');
  const rebuilt = () => !existsSync(join(project, 'dist', 'untouched'));

  it('runs before dist/ in `npm start` and `npm run cli`', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toMatch(/^node scripts\/build-dist\.cjs --if-changed && exec node [^&]*dist\/main\.js$/);
    expect(scripts.cli).toBe('node scripts/build-dist.cjs --if-changed && exec node dist/cli/main.js');
  });

  it('builds when there is no build, and leaves the program its stdout', () => {
    const build = buildIfChanged();
    expect(build.status).toBe(0);
    expect(build.stdout).toBe('');
    expect(build.stderr).toContain('Successfully compiled');
    expect(run('main.js')).toBe('one\n');
    expect(run('cli/main.js')).toBe('cli\n');
  }, 60_000);

  it('does nothing when nothing changed', () => {
    mark();
    const build = buildIfChanged();
    expect([build.status, build.stdout, build.stderr]).toEqual([0, '', '']);
    expect(rebuilt()).toBe(false);
  }, 60_000);

  it('rebuilds when a source changed, was added or was removed, whatever its time', () => {
    const main = join(project, 'src', 'main.ts');
    writeFileSync(main, `console.log('two');\n`);
    // Older than its stale output, as a checkout or a restored copy can leave it.
    utimesSync(main, new Date('2001-01-01'), new Date('2001-01-01'));
    mark();
    expect(buildIfChanged().status).toBe(0);
    expect(rebuilt()).toBe(true);
    expect(run('main.js')).toBe('two\n');

    writeFileSync(join(project, 'src', 'extra.ts'), `export const extra = 1;\n`);
    mark();
    expect(buildIfChanged().status).toBe(0);
    expect(rebuilt()).toBe(true);
    expect(existsSync(join(project, 'dist', 'extra.js'))).toBe(true);

    unlinkSync(join(project, 'src', 'extra.ts'));
    mark();
    expect(buildIfChanged().status).toBe(0);
    expect(rebuilt()).toBe(true);
    expect(existsSync(join(project, 'dist', 'extra.js'))).toBe(false);
  }, 120_000);

  it('rebuilds when a build setting changed', () => {
    const swcrc = join(project, '.swcrc');
    writeFileSync(swcrc, readFileSync(swcrc, 'utf8').replace('"sourceMaps": true', '"sourceMaps": false'));
    mark();
    expect(buildIfChanged().status).toBe(0);
    expect(rebuilt()).toBe(true);
  }, 60_000);

  it('rebuilds when the lock file changed (another compiler or package version after npm ci)', () => {
    const lock = join(project, 'package-lock.json');
    writeFileSync(lock, readFileSync(lock, 'utf8').replace(/"version": "[^"]+"/, '"version": "0.0.0-other"'));
    mark();
    expect(buildIfChanged().status).toBe(0);
    expect(rebuilt()).toBe(true);
  }, 60_000);

  it('runs no half-built dist/: a failed build leaves no fingerprint, so the next run builds again', () => {
    writeFileSync(join(project, 'src', 'broken.ts'), 'export const = ;\n');
    const failed = buildIfChanged();
    expect(failed.status).not.toBe(0);
    unlinkSync(join(project, 'src', 'broken.ts'));
    mark();
    expect(buildIfChanged().status).toBe(0);
    expect(rebuilt()).toBe(true);
  }, 60_000);
});
