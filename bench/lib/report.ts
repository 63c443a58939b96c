import type { Measured } from './load';

export interface TargetResult {
  id: string;
  scenario: string;
  side: 'ours' | 'baseline' | 'peer';
  label: string;
  unguardedId?: string;
  /** oidc-provider with its in-memory store, and with Redis (runs before both peers have only the first). */
  peerId?: string;
  redisPeerId?: string;
  runs: Measured[];
}

export interface Report {
  label: string;
  date: string;
  commit: string;
  machine: { cpu: string; cores: number; memoryGiB: number; node: string; postgres: string };
  /** `cpus`: how the CPUs were split between the stores and the rest (`--store-cpus`), when they were. */
  settings: { connections: number; seconds: number; rounds: number; quick: boolean; cpus?: string };
  scenarios: Record<string, string>;
  results: TargetResult[];
  minutes: number;
}

export interface Summary {
  rps: number;
  p50: number;
  /** The worst round's p99. */
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  unexpected: number;
  /** Median over the rounds of the server process's CPU time per request, µs. */
  cpuMicros?: number;
  /** The same for the server's store (PostgreSQL, Redis), where it has one of its own. */
  storeCpuMicros?: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Across rounds: the median rate and p50, the worst p99, and every error counted. */
export function summarize(runs: Measured[]): Summary {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    requests: sum(runs.map((r) => r.requests)),
    errors: sum(runs.map((r) => r.errors)),
    non2xx: sum(runs.map((r) => r.non2xx)),
    unexpected: sum(runs.map((r) => r.unexpected)),
    cpuMicros: runs.every((r) => r.cpuMicros !== undefined) && runs.length ? median(runs.map((r) => r.cpuMicros!)) : undefined,
    storeCpuMicros: runs.every((r) => r.storeCpuMicros !== undefined) && runs.length ? median(runs.map((r) => r.storeCpuMicros!)) : undefined,
  };
}

interface Row {
  target: TargetResult;
  s: Summary;
  vsRaw?: number;
  vsUnguarded?: number;
  vsPeer?: number;
  vsRedisPeer?: number;
}

interface Verdict {
  goal: string;
  met: boolean | null;
  detail: string;
}

function analyse(report: Report): { rows: Row[]; verdicts: Verdict[]; scale: { scenario: string; ratio: number }[] } {
  const byId = new Map(report.results.map((r) => [r.id, summarize(r.runs)]));
  const rate = (id?: string) => (id ? byId.get(id)?.rps : undefined);
  const ratio = (a: number, b?: number) => (b ? a / b : undefined);
  const raw = rate('baseline:raw');
  const rows = report.results.map((target) => {
    const s = byId.get(target.id)!;
    return {
      target,
      s,
      vsRaw: target.id === 'baseline:raw' ? undefined : ratio(s.rps, raw),
      vsUnguarded: ratio(s.rps, rate(target.unguardedId)),
      vsPeer: ratio(s.rps, rate(target.peerId)),
      vsRedisPeer: ratio(s.rps, rate(target.redisPeerId)),
    };
  });
  const row = (id: string) => rows.find((r) => r.target.id === id);
  const verdicts: Verdict[] = [];
  const atLeast = (goal: string, measured: number | undefined, floor: number) => {
    if (measured !== undefined) verdicts.push({ goal, met: measured >= floor, detail: `${fmt(measured, 2)} ×` });
  };
  const name = (id: string) => report.scenarios[row(id)?.target.scenario ?? ''] ?? id;
  atLeast('refresh_token grant (PostgreSQL) ≥ 1.0 × the Redis-backed peer', row('refresh:pg')?.vsRedisPeer, 1.0);
  atLeast('refresh_token grant (PostgreSQL) ≥ 0.7 × the in-memory peer', row('refresh:pg')?.vsPeer, 0.7);
  atLeast('authorization_code exchange (PostgreSQL) ≥ 1.0 × the Redis-backed peer', row('code:pg')?.vsRedisPeer, 1.0);
  for (const id of ['me:pg', 'me-many:pg']) atLeast(`${name(id)} (PostgreSQL) ≥ 0.85 × the unguarded route`, row(id)?.vsUnguarded, 0.85);
  // An MCP tool call is the REST call it wraps plus JSON-RPC: it should cost little more CPU.
  const mcp = row('mcp:pg');
  const me = row('me:pg');
  if (mcp?.s.cpuMicros !== undefined && me?.s.cpuMicros) {
    const cpuRatio = mcp.s.cpuMicros / me.s.cpuMicros;
    verdicts.push({ goal: 'MCP tools/call get_profile (PostgreSQL): CPU per request ≤ 1.5 × GET /v2/me', met: cpuRatio <= 1.5, detail: `${fmt(cpuRatio, 2)} × (${fmt(mcp.s.cpuMicros)} against ${fmt(me.s.cpuMicros)} µs)` });
  }
  atLeast('the unguarded route (PostgreSQL) ≥ 0.15 × raw node:http', row('baseline:pg')?.vsRaw, 0.15);
  // The stack's own floor beside it: how far raw node:http is for Express and Nest with nothing of ours.
  const bare = (['express', 'nest', 'koa'] as const).filter((f) => row(`baseline:${f}`)?.vsRaw !== undefined);
  const names = { express: 'Express', nest: 'Nest', koa: 'Koa' };
  const last = verdicts[verdicts.length - 1];
  if (last?.goal.startsWith('the unguarded route') && bare.length) {
    last.detail += ` (bare ${bare.map((f) => `${names[f]} ${fmt(row(`baseline:${f}`)!.vsRaw, 2)} ×`).join(', ')}; ours ${fmt(ratio(row('baseline:pg')!.s.rps, rate('baseline:nest')), 2)} × bare Nest)`;
  }
  // Scenario 6: what five webhooks add to a booking (their queue writes, in its transaction).
  const plain = row('book:pg');
  const hooked = row('book-hooks:pg');
  if (plain && hooked) {
    const cpu = (r: Row) => (r.s.cpuMicros ?? NaN) + (r.s.storeCpuMicros ?? 0);
    const cpuRatio = cpu(hooked) / cpu(plain);
    verdicts.push({
      goal: 'a booking with five webhooks subscribed (PostgreSQL) ≥ 0.90 × the rate of one without',
      met: hooked.s.rps / plain.s.rps >= 0.9,
      detail: `${fmt(hooked.s.rps / plain.s.rps, 2)} ×${Number.isNaN(cpuRatio) ? '' : ` (CPU per booking, server and PostgreSQL: ${fmt(cpuRatio, 2)} ×)`}`,
    });
  }
  const failing = rows.filter((r) => r.s.errors > 0 || r.s.unexpected > 0);
  verdicts.push({
    goal: 'zero errors and no unexpected status, every target',
    met: failing.length === 0,
    detail: failing.length ? failing.map((r) => `${r.target.id}: ${r.s.errors} errors, ${r.s.unexpected} unexpected`).join('; ') : `${sum(rows.map((r) => r.s.requests)).toLocaleString('en')} requests`,
  });
  const ours = rows.filter((r) => r.target.side === 'ours' && !r.target.id.endsWith(':embedded'));
  const slow = ours.filter((r) => r.s.p99 >= 100);
  verdicts.push({
    goal: `p99 under 100 ms at ${report.settings.connections} connections, every scenario on PostgreSQL`,
    met: ours.length ? slow.length === 0 : null,
    detail: slow.length ? slow.map((r) => `${r.target.id}: ${r.s.p99} ms`).join('; ') : ours.length ? `worst ${Math.max(...ours.map((r) => r.s.p99))} ms` : 'none of ours ran',
  });
  const scale = ['refresh', 'me', 'me-many']
    .map((scenario) => ({ scenario, big: rate(`${scenario}:pg-1m`), small: rate(`${scenario}:pg`) }))
    .filter((x) => x.big && x.small)
    .map((x) => ({ scenario: x.scenario, ratio: x.big! / x.small! }));
  if (scale.length) {
    const costly = scale.filter((x) => x.ratio < 0.9);
    verdicts.push({
      goal: 'scale: 1,000,000 tokens cost at most 10% of any scenario\'s rate',
      met: costly.length === 0,
      detail: scale.map((x) => `${x.scenario}: ${fmt(x.ratio, 2)} ×`).join('; '),
    });
  }
  return { rows, verdicts, scale };
}

function fmt(n: number | undefined, digits = 0): string {
  if (n === undefined || Number.isNaN(n)) return '';
  return n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function tables(report: Report): { title: string; header: string[]; lines: string[][] }[] {
  const { rows } = analyse(report);
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'CPU µs/req', 'store CPU µs/req', 'vs raw', 'vs unguarded', 'vs peer (memory)', 'vs peer (Redis)'];
  return Object.entries(report.scenarios)
    .map(([key, title]) => ({
      title,
      header,
      lines: rows
        .filter((r) => r.target.scenario === key)
        .map((r) => [r.target.label, fmt(r.s.rps), fmt(r.s.p50), fmt(r.s.p99), fmt(r.s.errors + r.s.unexpected), fmt(r.s.non2xx), fmt(r.s.cpuMicros), fmt(r.s.storeCpuMicros), fmt(r.vsRaw, 2), fmt(r.vsUnguarded, 2), fmt(r.vsPeer, 2), fmt(r.vsRedisPeer, 2)]),
    }))
    .filter((t) => t.lines.length > 0);
}

/** Prints the tables and the targets; true when no request failed or got an unexpected status. */
export function printReport(report: Report): boolean {
  const { verdicts, scale } = analyse(report);
  const s = report.settings;
  console.log(`\nBenchmark (${report.label}): ${s.connections} connections, ${s.rounds} round(s) of ${s.seconds} s per target, interleaved`);
  console.log(`${report.machine.cpu}, ${report.machine.cores} cores, Node ${report.machine.node}, PostgreSQL ${report.machine.postgres}, commit ${report.commit}`);
  if (s.cpus) console.log(`CPUs split: ${s.cpus}`);
  for (const t of tables(report)) {
    console.log(`\n${t.title}`);
    const widths = t.header.map((h, i) => Math.max(h.length, ...t.lines.map((l) => l[i].length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log(line(t.header));
    for (const l of t.lines) console.log(line(l));
  }
  if (scale.length) {
    console.log(`\nScale: the same scenario with 1,000,000 tokens and 100,000 more grants, as a share of the small database's rate`);
    for (const x of scale) console.log(`  ${report.scenarios[x.scenario]}: ${fmt(x.ratio, 2)} ×`);
  }
  console.log('\nTargets');
  for (const v of verdicts) console.log(`  [${v.met === null ? 'n/a' : v.met ? 'met' : 'NOT met'}] ${v.goal}: ${v.detail}`);
  return verdicts.find((v) => v.goal.startsWith('zero errors'))!.met === true;
}

export function markdownReport(report: Report): string {
  const { verdicts, scale } = analyse(report);
  const s = report.settings;
  const out: string[] = [];
  out.push(`Run ${report.date.slice(0, 16).replace('T', ' ')} UTC, commit \`${report.commit}\`, ${report.minutes} min.`);
  out.push(`${report.machine.cpu}, ${report.machine.cores} cores, ${report.machine.memoryGiB} GiB; Node ${report.machine.node}; PostgreSQL ${report.machine.postgres}.`);
  if (s.cpus) out.push(`CPUs split: ${s.cpus} (\`--store-cpus\`).`);
  out.push(`${s.connections} connections; ${s.rounds} interleaved round(s) of ${s.seconds} s per target. req/s and p50: median of the rounds; p99: the worst round. CPU µs/req: the server process's own CPU time per request (median of the rounds; the embedded database's is in it); store CPU µs/req: PostgreSQL's (all its processes) or Redis's, where the server has one.`);
  for (const t of tables(report)) {
    out.push('', `#### ${t.title}`, '', `| ${t.header.join(' | ')} |`, `|${t.header.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`);
    for (const l of t.lines) out.push(`| ${l.join(' | ')} |`);
  }
  if (scale.length) {
    out.push('', '#### Scale: 1,000,000 tokens and 100,000 grants', '', '| scenario | rate with the big tables ÷ rate with the small |', '| --- | ---: |');
    for (const x of scale) out.push(`| ${report.scenarios[x.scenario]} | ${fmt(x.ratio, 2)} |`);
  }
  out.push('', '#### Targets', '', '| target | met | measured |', '| --- | --- | --- |');
  for (const v of verdicts) out.push(`| ${v.goal} | ${v.met === null ? 'n/a' : v.met ? 'yes' : '**no**'} | ${v.detail} |`);
  return `${out.join('\n')}\n`;
}
