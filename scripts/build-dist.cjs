#!/usr/bin/env node
'use strict';
/**
 * Builds dist/ from src/ with the project's SWC build (`nest build`, nest-cli.json), and records
 * a fingerprint of what it built from: every source file that goes into the build (path and
 * content) and the build's own settings.
 *
 *   node scripts/build-dist.cjs              always builds (`npm run build`)
 *   node scripts/build-dist.cjs --if-changed builds only when dist/ is not the build of the sources
 *                                            as they are now (`npm start`, `npm run cli`)
 *
 * A content fingerprint rather than file times: a checkout, a restored backup or a copy that keeps
 * old times can make a source older than its stale output, and a deleted source changes no file's
 * time. Hashing the sources takes some tens of milliseconds; building them, a few seconds.
 *
 * Written in plain JavaScript, so it runs before anything is compiled. The build's own output goes
 * to stderr: stdout stays the program's (the server's JSON log, a command's result lines).
 */
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { readdirSync, readFileSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const ROOT = join(__dirname, '..');
const STAMP = join(ROOT, 'dist', '.sources.sha256');
/**
 * The build's settings, this file, and the lock file (which pins the compiler, SWC, and every
 * package): a change to how the build is made is a change to the build.
 */
const SETTINGS = ['nest-cli.json', 'tsconfig.json', 'tsconfig.build.json', '.swcrc', 'scripts/build-dist.cjs', 'package-lock.json'];
/** Left out of the build by tsconfig.build.json and .swcrc alike. */
const NOT_BUILT = /\.spec\.ts$/;

function fingerprint() {
  const hash = createHash('sha256');
  const add = (path) => hash.update(`${relative(ROOT, path)}\0`).update(readFileSync(path)).update('\0');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!NOT_BUILT.test(entry.name)) add(path);
    }
  };
  walk(join(ROOT, 'src'));
  for (const file of SETTINGS) add(join(ROOT, file));
  return hash.digest('hex');
}

function built() {
  try {
    return readFileSync(STAMP, 'utf8').trim();
  } catch {
    return undefined;
  }
}

const onlyIfChanged = process.argv.includes('--if-changed');
const sources = fingerprint();
if (onlyIfChanged && built() === sources) process.exit(0);

const nest = require.resolve('@nestjs/cli/bin/nest.js', { paths: [ROOT] });
const run = spawnSync(process.execPath, [nest, 'build'], { cwd: ROOT, stdio: ['ignore', 2, 2] });
if (run.status !== 0) process.exit(run.status ?? 1);
// Only after a complete build (nest-cli.json empties dist/ first, so a failed one leaves no stamp).
writeFileSync(STAMP, `${sources}\n`);
