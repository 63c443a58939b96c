import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { issueTokens } from '../factories/oauth';
import { freePort } from '../setup/processes';
import { describeWith, programPath } from '../setup/system-programs';
import { createTestApp, TestApp } from '../setup/test-app';

const METRICS_TOKEN = 'prometheus-spec-token-0123456789abcdef01234567';
/** Prometheus answers within its scrape interval (1 s here); this only bounds a machine far busier than that. */
const PATIENCE_MS = 90_000;
/** Each step may poll for PATIENCE_MS; Jest's default 30 s would end it first. */
const STEP_TIMEOUT_MS = PATIENCE_MS + 30_000;

/** The YAML block of docs/deployment.md whose first line is `# <file>`. */
function documented(file: string): string {
  const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'deployment.md'), 'utf8');
  const block = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => b.startsWith(`# ${file}\n`));
  if (!block) throw new Error(`docs/deployment.md has no yaml block for ${file}`);
  return block;
}

/** Asks again until `read` gives something (a poll of Prometheus's own state, never a wait for time). */
async function eventually<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Prometheus never showed ${what} within ${PATIENCE_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 200)); // pacing between polls
  }
}

/**
 * A real Prometheus (Debian's) scrapes the app with the scrape configuration and the alert rules of
 * docs/deployment.md, and the token-endpoint counters are read back through its HTTP API. A second
 * job scrapes without the token and is told 404.
 */
describeWith('prometheus')('Prometheus scrapes /metrics', () => {
  let t: TestApp;
  let prometheus: ChildProcess;
  let dir: string;
  let api: string;
  let output = '';

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN });
    dir = mkdtempSync(join(tmpdir(), 'prometheus-spec-'));
    const target = new URL(t.url).host;
    writeFileSync(join(dir, 'token'), METRICS_TOKEN, { mode: 0o600 });
    writeFileSync(join(dir, 'scheduling-alerts.yml'), documented('scheduling-alerts.yml'));
    const scrape = documented('prometheus.yml')
      .replace('scrape_interval: 15s', 'scrape_interval: 1s')
      .replace('/etc/prometheus/scheduling-metrics-token', join(dir, 'token'))
      .replace("['10.0.0.11:3000', '10.0.0.12:3000']", `['${target}']`);
    if (!scrape.includes(target) || !scrape.includes(join(dir, 'token'))) throw new Error('The documented scrape configuration changed shape: update this spec');
    const withoutToken = `  - job_name: without-token\n    scrape_interval: 1s\n    static_configs:\n      - targets: ['${target}']\n`;
    writeFileSync(join(dir, 'prometheus.yml'), `global:\n  evaluation_interval: 1s\n${scrape.replace('rule_files:', `${withoutToken}rule_files:`)}`);
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    prometheus = spawn(programPath('prometheus'), [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ]);
    prometheus.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await eventually('itself ready', async () => {
      if (prometheus.exitCode !== null) throw new Error(`Prometheus exited: ${output}`);
      return (await fetch(`${api}/-/ready`)).ok || undefined;
    }).catch((error: Error) => {
      throw new Error(`${error.message}\n${output}`);
    });
  }, STEP_TIMEOUT_MS);

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((r) => prometheus.once('exit', r));
      prometheus.kill('SIGTERM');
      await exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  const query = async (promql: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]> => {
    const res = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(promql)}`);
    const body = (await res.json()) as { status: string; data: { result: { metric: Record<string, string>; value: [number, string] }[] } };
    if (body.status !== 'success') throw new Error(JSON.stringify(body));
    return body.data.result;
  };

  it('reads the tokens issued back through Prometheus, with the token; without it the target is a 404', async () => {
    const app = await issueTokens(t, { scopes: ['PROFILE_READ'] });
    await request(t.url)
      .post('/v2/auth/oauth2/token')
      .type('form')
      .send({ grant_type: 'refresh_token', refresh_token: app.refreshToken, client_id: app.clientId, client_secret: app.secret })
      .expect(200);

    const issued = await eventually('the refresh counted', async () => {
      const [sample] = await query('oauth_tokens_issued_total{job="scheduling", grant_type="refresh_token"}');
      return sample?.value[1] === '1' ? sample : undefined;
    });
    expect(issued.metric).toMatchObject({ job: 'scheduling', grant_type: 'refresh_token', instance: new URL(t.url).host });
    const [code] = await query('oauth_tokens_issued_total{job="scheduling", grant_type="authorization_code"}');
    expect(code.value[1]).toBe('1');

    const refused = await eventually('the tokenless job scraped', async () => {
      const res = await fetch(`${api}/api/v1/targets`);
      const targets = ((await res.json()) as { data: { activeTargets: { labels: { job: string }; health: string; lastError: string }[] } }).data.activeTargets;
      const target = targets.find((x) => x.labels.job === 'without-token');
      return target && target.health !== 'unknown' ? target : undefined;
    });
    expect(refused.health).toBe('down');
    expect(refused.lastError).toContain('404');
    await request(t.url).get('/metrics').expect(404);
  }, STEP_TIMEOUT_MS);

  it('loads the documented alert rules, every metric they name being one the app serves', async () => {
    const groups = await eventually('the rules loaded', async () => {
      const res = await fetch(`${api}/api/v1/rules`);
      const found = ((await res.json()) as { data: { groups: { name: string; rules: { name: string; query: string; health: string }[] }[] } }).data.groups;
      return found.length > 0 && found[0].rules.every((r) => r.health === 'ok') ? found : undefined;
    });
    const rules = groups.flatMap((g) => g.rules);
    expect(rules.length).toBeGreaterThanOrEqual(8);
    const served = await request(t.url).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
    const names = new Set([...served.text.matchAll(/^# TYPE (\S+) (\w+)/gm)].flatMap(([, name, type]) => (type === 'histogram' ? [`${name}_bucket`, `${name}_count`] : [name])));
    for (const rule of rules) {
      for (const [, metric] of rule.query.matchAll(/([a-z_][a-z0-9_]*)\{/g)) if (metric !== 'up') expect([rule.name, names.has(metric)]).toEqual([rule.name, true]);
    }
  }, STEP_TIMEOUT_MS);
});
