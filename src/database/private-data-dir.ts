import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** What the embedded database's files and folders may be: their owner's alone. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Makes the embedded database's directory private to its owner, now and for what it writes later.
 *
 * The data directory holds every account, grant and sealed calendar credential. PGlite creates its
 * files with the mode the process's umask leaves (0644 under the usual 022, 0666 under 0), and it
 * keeps creating them for as long as it runs (new relations, WAL segments), with no option to ask
 * for another mode; a new cluster's files are even set to 0666 explicitly, whatever the umask. The
 * directory itself is 0700, which protects them on this machine; a backup or a copy that keeps
 * modes would not. So the process takes a private umask before PGlite opens the directory (this
 * process writes nothing that others should read), and `tightenDataDir` runs before the database
 * opens (what an earlier version left open), once it is open (what a first start created) and once
 * it is closed.
 */
export function makeDataDirPrivate(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tightenDataDir(dataDir);
}

/** Takes from every file and folder under `path` what lets anyone but its owner in. */
export function tightenDataDir(path: string): void {
  const stat = lstatSync(path);
  // A symbolic link's own mode means nothing, and following it could change files elsewhere.
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(path, PRIVATE_DIR_MODE);
    for (const entry of readdirSync(path)) tightenDataDir(join(path, entry));
  } else if ((stat.mode & 0o077) !== 0) {
    // Only what others could read or write is removed: a file the owner made read-only stays so.
    chmodSync(path, stat.mode & 0o700);
  }
}
