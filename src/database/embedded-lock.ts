import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database is a single-process engine: two processes writing one data directory
 * corrupt it. This lock file makes the second one stop with a clear message instead.
 */
export class EmbeddedDatabaseLock {
  private constructor(
    readonly dataDir: string,
    private readonly path: string,
  ) {}

  static acquire(dataDir: string): EmbeddedDatabaseLock {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const path = lockPath(dataDir);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(path, 'wx');
        writeSync(fd, String(process.pid));
        closeSync(fd);
        return new EmbeddedDatabaseLock(dataDir, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = EmbeddedDatabaseLock.holder(dataDir);
        if (holder !== undefined) {
          throw new EmbeddedDatabaseInUseError(
            `The embedded database in ${dataDir} is in use by process ${holder}. ` +
              'It admits one process at a time: stop that process first, or set DATABASE_URL to use PostgreSQL.',
          );
        }
        rmSync(path, { force: true }); // left behind by a process that no longer runs
      }
    }
    throw new Error(`Could not lock the embedded database in ${dataDir}`);
  }

  /** The live process (other than this one) holding the data directory, if any. */
  static holder(dataDir: string): number | undefined {
    let holder: number;
    try {
      holder = Number(readFileSync(lockPath(dataDir), 'utf8').trim());
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    return holder && holder !== process.pid && isAlive(holder) ? holder : undefined;
  }

  release(): void {
    rmSync(this.path, { force: true });
  }
}

/** Another live process holds the embedded database and it cannot be reached through it. */
export class EmbeddedDatabaseInUseError extends Error {}

const lockPath = (dataDir: string) => join(dataDir, 'server.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
