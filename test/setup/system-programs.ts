import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Programs from Debian packages that some specs run for real: a browser, a CalDAV server, a load
 * balancer, a metrics server, a PostgreSQL server of the spec's own. `npm test` passes on a machine
 * without them: their specs are skipped, with one line naming the package to install. CI installs them and sets REQUIRE_SYSTEM_PROGRAMS=1, where a missing
 * program fails its specs instead of skipping them.
 */
/** Debian installs PostgreSQL's server programs per major version; the newest is used (or PG_BIN). */
export function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : undefined;
}

interface Program {
  path: string;
  what: string;
  setting: string;
  /** Arguments a working install answers with exit status 0, where the program alone is not enough. */
  probe?: string[];
}

const PROGRAMS = {
  chromium: { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', what: 'Browser specs', setting: 'CHROMIUM_PATH' },
  radicale: { path: process.env.RADICALE_PATH ?? '/usr/bin/radicale', what: 'CalDAV specs (a real Radicale server)', setting: 'RADICALE_PATH' },
  haproxy: { path: process.env.HAPROXY_PATH ?? 'haproxy', what: 'Load-balancer specs (two instances behind HAProxy)', setting: 'HAPROXY_PATH' },
  prometheus: { path: process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus', what: 'Metrics specs (a real Prometheus scraping /metrics)', setting: 'PROMETHEUS_PATH' },
  postgresql: { path: join(postgresBin() ?? '/usr/lib/postgresql/<version>/bin', 'initdb'), what: 'Specs that run a PostgreSQL server of their own', setting: 'PG_BIN' },
  // Python alone is not enough: Debian ships `venv` (and the pip it bootstraps) separately.
  'python3-venv': { path: process.env.PYTHON_PATH ?? 'python3', what: 'Specs that drive the official Python MCP SDK', setting: 'PYTHON_PATH', probe: ['-c', 'import venv, ensurepip'] },
} satisfies Record<string, Program>;

export type SystemProgram = keyof typeof PROGRAMS;

/** The program's path, as the specs run it (a bare name is looked up on PATH). */
export function programPath(program: SystemProgram): string {
  return PROGRAMS[program].path;
}

export function hasProgram(program: SystemProgram): boolean {
  const { path, probe }: Program = PROGRAMS[program];
  const candidates = path.includes('/') ? [path] : (process.env.PATH ?? '').split(delimiter).filter(Boolean).map((dir) => join(dir, path));
  const found = candidates.find((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
  if (!found || !probe) return found !== undefined;
  try {
    execFileSync(found, probe, { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

const required = () => process.env.REQUIRE_SYSTEM_PROGRAMS === '1';

/** `describe` when every program is here (or required), else `describe.skip` with one line per missing program. */
export function describeWith(...programs: SystemProgram[]): jest.Describe {
  const missing = programs.filter((p) => !hasProgram(p));
  if (missing.length === 0 || required()) return describe;
  for (const p of missing) {
    const { what, path, setting } = PROGRAMS[p];
    // Straight to stderr: one line, not console.warn's framing with a stack excerpt.
    process.stderr.write(`${what} skipped: no ${path} (apt-get install ${p}, or set ${setting}).\n`);
  }
  return describe.skip;
}
