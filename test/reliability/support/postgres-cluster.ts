import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from '../../setup/processes';
import { postgresBin } from '../../setup/system-programs';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the spec's own, made with Debian's `initdb` and `pg_ctl` in a temporary
 * directory on a free port, so a spec can stop it hard and start it again without touching the
 * machine's server. PostgreSQL refuses to run as root: as root, the commands run as `postgres`.
 */
export class PostgresCluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly bin: string,
  ) {}

  static async create(): Promise<PostgresCluster> {
    const bin = requiredPostgresBin();
    const dir = mkdtempSync(join(tmpdir(), 'reliability-pg-'));
    if (process.getuid?.() === 0) chownSync(dir, uidOf('postgres'), gidOf('postgres'));
    const cluster = new PostgresCluster(dir, await freePort(), bin);
    await cluster.exec('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    await cluster.start();
    return cluster;
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async createDatabase(name: string): Promise<string> {
    const admin = new Client({ connectionString: this.url() });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}"`);
    } finally {
      await admin.end();
    }
    return this.url(name);
  }

  /** Starts the server and returns once it accepts connections (`pg_ctl -w`). */
  async start(): Promise<void> {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c fsync=off -c max_connections=100`;
    await this.exec('pg_ctl', ['-D', join(this.dir, 'data'), '-l', join(this.dir, 'server.log'), '-o', options, '-w', 'start']);
  }

  /** Stops the server the hard way: every backend is killed, nothing is flushed, connections drop. */
  async stopImmediately(): Promise<void> {
    await this.exec('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  }

  /**
   * Freezes the server as a hung machine would (SIGSTOP): its sockets stay open and the kernel keeps
   * accepting connections, but nothing answers, so no error ever reaches the client by itself. The
   * postmaster and every backend are stopped: a backend left running would still answer its queries.
   */
  freeze(): void {
    for (const pid of this.processes()) process.kill(pid, 'SIGSTOP');
  }

  /** Undoes `freeze`: the same processes carry on where they stopped. */
  thaw(): void {
    for (const pid of this.processes()) process.kill(pid, 'SIGCONT');
  }

  /** The postmaster (first line of postmaster.pid) and its children, the backends and workers. */
  private processes(): number[] {
    const postmaster = Number(readFileSync(join(this.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          // Fields after the command name, which is in parentheses and may hold spaces: state, ppid.
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
        } catch {
          return false; // ended since the listing
        }
      })
      .map(Number);
    return [postmaster, ...children];
  }

  async destroy(): Promise<void> {
    this.thawQuietly();
    await this.exec('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** A frozen server cannot be stopped: it never sees the signal's handler run. */
  private thawQuietly(): void {
    try {
      this.thaw();
    } catch {
      // not running
    }
  }

  private async exec(tool: string, args: string[]): Promise<void> {
    const path = join(this.bin, tool);
    const [command, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
    await run(command, argv, { cwd: this.dir, timeout: 120_000 });
  }
}

/** The server programs (see system-programs.ts); the specs that use them are declared with `describeWith('postgresql')`. */
function requiredPostgresBin(): string {
  const bin = postgresBin();
  if (!bin) throw new Error('No PostgreSQL server programs under /usr/lib/postgresql (apt-get install postgresql), and PG_BIN is not set.');
  return bin;
}

function uidOf(user: string): number {
  return Number(execFileSync('id', ['-u', user]).toString().trim());
}

function gidOf(user: string): number {
  return Number(execFileSync('id', ['-g', user]).toString().trim());
}
