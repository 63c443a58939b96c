import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database is a single-process engine: two processes writing one data directory
 * corrupt it. This lock file makes the second one stop with a clear message instead.
 */
export class EmbeddedDatabaseLock {
  private constructor(private readonly path: string) {}

  static acquire(dataDir: string): EmbeddedDatabaseLock {
    mkdirSync(dataDir, { recursive: true });
    const path = join(dataDir, 'server.lock');
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(path, 'wx');
        writeSync(fd, String(process.pid));
        closeSync(fd);
        return new EmbeddedDatabaseLock(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = Number(readFileSync(path, 'utf8').trim());
        if (holder && holder !== process.pid && isAlive(holder)) {
          throw new Error(
            `The embedded database in ${dataDir} is in use by process ${holder}. ` +
              'It admits one process at a time: stop that process first, or set DATABASE_URL to use PostgreSQL.',
          );
        }
        rmSync(path, { force: true }); // left behind by a process that no longer runs
      }
    }
    throw new Error(`Could not lock the embedded database in ${dataDir}`);
  }

  release(): void {
    rmSync(this.path, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
