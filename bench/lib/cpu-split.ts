import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { pidsNamed } from './load';

/** The command names of the stores' processes: PostgreSQL's (postmaster, backends, workers) and Redis's. */
const STORE_COMMANDS = ['postgres', 'redis-server'];

/**
 * `--store-cpus LIST`: the stores on CPUs of their own, and the benchmark (its load generator) and
 * every server it starts on the others, as when the store runs on a host of its own. On one small
 * machine, the server, its store and the load otherwise take turns on the same cores, and a store
 * that costs more CPU per request (durable PostgreSQL against Redis) slows its server down too.
 *
 * Pins the store processes running now, each with all its threads (`taskset -a`); PostgreSQL's
 * postmaster passes its affinity on to the processes it starts. `restore` puts them back: each
 * process found at the start gets its own mask again, and one started since (a backend, an
 * autovacuum worker) gets the mask its command's first process had. It runs at most once, and also
 * on the process's exit, however the run ends short of a kill. A thread's own mask (as opposed to
 * its process's) is not kept: every thread gets its process's.
 */
export function splitCpus(storeList: string, log: (line: string) => void): { restore: () => void; description: string } {
  const all = cpus().map((_, i) => i);
  const store = parseCpuList(storeList);
  const unknown = store.filter((c) => !all.includes(c));
  if (unknown.length) throw new Error(`--store-cpus: this machine has CPUs 0-${all.length - 1}, not ${unknown.join(',')}`);
  const rest = all.filter((c) => !store.includes(c));
  if (rest.length === 0) throw new Error('--store-cpus: leave at least one CPU for the benchmark and its servers');

  const found = STORE_COMMANDS.map((command) => ({ command, pids: pidsNamed(command) }));
  if (found.every((f) => f.pids.length === 0)) throw new Error(`--store-cpus: no ${STORE_COMMANDS.join(' or ')} process found to pin`);
  const before = new Map<number, string>();
  const firstMask = new Map<string, string>();
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    process.off('exit', restore);
    for (const { command } of found) {
      const fallback = firstMask.get(command);
      for (const pid of pidsNamed(command)) {
        const mask = before.get(pid) ?? fallback;
        if (mask !== undefined) setAffinity(pid, ['-p', mask]);
      }
    }
  };
  process.on('exit', restore);
  try {
    for (const { command, pids } of found) {
      for (const pid of pids) {
        const mask = affinityMask(pid);
        if (mask === undefined) continue; // ended since it was listed
        before.set(pid, mask);
        if (!firstMask.has(command)) firstMask.set(command, mask);
        if (!setAffinity(pid, ['-p', '-c', store.join(',')])) throw new Error(`could not pin ${command} (pid ${pid})`);
      }
    }
    // The benchmark's own process: the servers it spawns from now on inherit this.
    if (!setAffinity(process.pid, ['-p', '-c', rest.join(',')])) throw new Error('could not pin the benchmark itself');
  } catch (error) {
    restore();
    throw new Error(`--store-cpus: ${(error as Error).message}; it needs util-linux's taskset and the right to change those processes' affinity`);
  }
  const description = `stores (${STORE_COMMANDS.join(', ')}) on CPU ${store.join(',')}, the benchmark and its servers on CPU ${rest.join(',')}`;
  log(`${description}: ${before.size} store processes pinned`);
  return { restore, description };
}

/** `taskset -a` on a process; false if it failed while the process still exists (one that ended is no failure). */
function setAffinity(pid: number, args: string[]): boolean {
  try {
    execFileSync('taskset', ['-a', ...args, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return !existsSync(`/proc/${pid}`);
  }
}

/** "1", "2,3", "2-3" → CPU numbers. */
export function parseCpuList(list: string): number[] {
  const out = new Set<number>();
  for (const part of list.split(',').map((p) => p.trim())) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) throw new Error(`--store-cpus: "${list}" is not a CPU list such as 1 or 2-3`);
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (to < from) throw new Error(`--store-cpus: "${part}" runs backwards`);
    for (let c = from; c <= to; c++) out.add(c);
  }
  return [...out].sort((a, b) => a - b);
}

/** `taskset -p PID` prints "pid N's current affinity mask: 3"; undefined when the process is gone. */
function affinityMask(pid: number): string | undefined {
  try {
    const out = execFileSync('taskset', ['-p', String(pid)], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    return out.slice(out.lastIndexOf(' ') + 1);
  } catch (error) {
    if (!existsSync(`/proc/${pid}`)) return undefined;
    throw error;
  }
}
