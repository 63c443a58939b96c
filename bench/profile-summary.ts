/**
 * Where a server spent its CPU: reads a V8 `.cpuprofile` (from `node --cpu-prof`) and prints the
 * functions with the most self time, and the same time grouped by package.
 *   npx ts-node bench/profile-summary.ts <file.cpuprofile> [top=25]
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: ts-node bench/profile-summary.ts <file.cpuprofile> [top]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const top = Number(topArg ?? 25);

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
const total = [...selfMs.values()].reduce((a, b) => a + b, 0);

function where(url: string): string {
  if (!url) return '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.startsWith('node:')) return 'node';
  const dist = url.indexOf('/dist/');
  return dist >= 0 ? `ours: ${url.slice(dist + 6)}` : url;
}

const functions = new Map<string, number>();
const packages = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const { callFrame } = byId.get(id)!;
  const name = callFrame.functionName || '(anonymous)';
  const place = where(callFrame.url);
  const key = `${name}  ${place.startsWith('ours') || place === 'node' ? `${callFrame.url.split('/').pop()}:${callFrame.lineNumber + 1}` : place}`;
  functions.set(key, (functions.get(key) ?? 0) + ms);
  const pkg = place.startsWith('ours') ? 'ours' : place;
  packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
}

const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, ms] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((ms / total) * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(7)} ms  ${k}`);
  }
};
console.log(`${file}: ${(total / 1000).toFixed(1)} s sampled`);
show('Self time by package', packages);
show('Self time by function', functions);
