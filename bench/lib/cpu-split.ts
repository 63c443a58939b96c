import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';

/** The command names of the stores' processes: PostgreSQL's (postmaster, backends, workers) and Redis's. */
const STORE_COMMANDS = ['postgres', 'redis-server'];

/**
 * `--store-cpus LIST`: the stores on CPUs of their own, and the benchmark (its load generator) and
 * every server it starts on the others, as when the store runs on a host of its own. On one small
 * machine, the server, its store and the load otherwise take turns on the same cores, and a store
 * that costs more CPU per request (durable PostgreSQL against Redis) slows its server down too.
 *
 * Pins the store processes running now, each with all its threads (`taskset -a`); PostgreSQL's
 * postmaster passes its affinity on to the backends it starts. Returns what puts every pinned
 * process back as it was (call it once the run's servers have stopped).
 */
export function splitCpus(storeList: string, log: (line: string) => void): { restore: () => void; description: string } {
  const all = cpus().map((_, i) => i);
  const store = parseCpuList(storeList);
  const unknown = store.filter((c) => !all.includes(c));
  if (unknown.length) throw new Error(`--store-cpus: this machine has CPUs 0-${all.length - 1}, not ${unknown.join(',')}`);
  const rest = all.filter((c) => !store.includes(c));
  if (rest.length === 0) throw new Error('--store-cpus: leave at least one CPU for the benchmark and its servers');

  const pids = STORE_COMMANDS.flatMap((command) => pidsOf(command));
  if (pids.length === 0) throw new Error(`--store-cpus: no ${STORE_COMMANDS.join(' or ')} process found to pin`);
  const before = new Map<number, string>();
  const restore = () => {
    for (const [pid, mask] of before) {
      try {
        execFileSync('taskset', ['-a', '-p', mask, String(pid)], { stdio: 'ignore' });
      } catch {
        // gone since (a backend that ended): nothing to put back
      }
    }
  };
  try {
    for (const pid of pids) {
      before.set(pid, affinityMask(pid));
      execFileSync('taskset', ['-a', '-p', '-c', store.join(','), String(pid)], { stdio: 'ignore' });
    }
    // The benchmark's own process: the servers it spawns from now on inherit this.
    execFileSync('taskset', ['-a', '-p', '-c', rest.join(','), String(process.pid)], { stdio: 'ignore' });
  } catch (error) {
    restore();
    throw new Error(`--store-cpus: taskset failed (${(error as Error).message.split('\n')[0]}); it needs the util-linux taskset and the right to change those processes' affinity`);
  }
  const description = `stores (${STORE_COMMANDS.join(', ')}) on CPU ${store.join(',')}, the benchmark and its servers on CPU ${rest.join(',')}`;
  log(`${description}: ${pids.length} store processes pinned`);
  return { restore, description };
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

function pidsOf(command: string): number[] {
  try {
    return execFileSync('pgrep', ['-x', command]).toString().trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

/** `taskset -p PID` prints "pid N's current affinity mask: 3". */
function affinityMask(pid: number): string {
  const out = execFileSync('taskset', ['-p', String(pid)]).toString().trim();
  return out.slice(out.lastIndexOf(' ') + 1);
}
