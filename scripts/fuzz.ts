import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * `npm run fuzz -- --requests 10000 --seed 42`: the fuzz specs (test/fuzz: every route, and the MCP
 * endpoint's JSON-RPC) with more requests than
 * the short run inside `npm test`. Without --seed a new one is drawn and printed, so any failure
 * can be replayed with the same seed. `--shrink` makes fast-check reduce a failure to its
 * smallest form (more requests, a clearer counterexample).
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const requests = option('requests') ?? '10000';
const seed = option('seed') ?? String(Math.floor(Math.random() * 2 ** 31));
if (!/^\d+$/.test(requests) || !/^-?\d+$/.test(seed)) {
  console.error('Usage: npm run fuzz -- [--requests N] [--seed S] [--shrink]');
  process.exit(2);
}
console.log(`Fuzzing with ${requests} requests, seed ${seed}${process.env.DATABASE_URL ? ' on PostgreSQL' : ' on the embedded database'}`);
const root = join(__dirname, '..');
const result = spawnSync(process.execPath, [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--runInBand', '--runTestsByPath', 'test/fuzz/api.e2e-spec.ts', 'test/fuzz/mcp.e2e-spec.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
    FUZZ_REQUESTS: requests,
    FUZZ_SEED: seed,
    ...(args.includes('--shrink') ? { FUZZ_SHRINK: '1' } : {}),
  },
});
process.exit(result.status ?? 1);
