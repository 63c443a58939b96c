import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';
import { envSchema } from './env.schema';

describe('loadConfig', () => {
  it('runs with no environment at all: port 3000, embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config.server.port).toBe(3000);
    expect(config.urls).toEqual({
      baseUrl: 'http://localhost:3000',
      appUrl: 'http://localhost:3000',
      issuer: 'http://localhost:3000',
      secure: false,
    });
    expect(config.database).toEqual({ kind: 'embedded', dataDir: join(process.cwd(), 'data') });
    expect(config.limits.bodyBytes).toBe(102400);
    expect(config.accounts.bcryptCost).toBe(12);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/app',
      poolSize: 10,
      timeouts: { connectMs: 5_000, statementMs: 5_000 },
    });
  });

  it('reads the database timeouts', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db/app', DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_STATEMENT_TIMEOUT_MS: '3000' });
    expect(config.database).toMatchObject({ timeouts: { connectMs: 2_000, statementMs: 3_000 } });
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow('DATABASE_STATEMENT_TIMEOUT_MS: must be at least 100');
  });

  it('names every bad variable, without echoing values that may be secret', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://root:hunter2@db/x', APP_URL: 'ftp://x' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT: must be a whole number/);
    expect(message).toMatch(/DATABASE_URL: must be a postgres/);
    expect(message).toMatch(/APP_URL: must start with http/);
    expect(message).not.toContain('hunter2');
  });

  it('refuses out-of-range numbers', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be at most 65535/);
    // The pages show 30 days of use: keeping less would show days that were purged.
    expect(() => loadConfig({ ACTIVITY_RETENTION_DAYS: '29' })).toThrow(/ACTIVITY_RETENTION_DAYS: must be at least 30/);
    expect(loadConfig({}).activity.retentionDays).toBe(90);
    expect(() => loadConfig({ NODE_ENV: 'production', BCRYPT_COST: '4' })).toThrow(/BCRYPT_COST/);
  });

  it('treats https APP_URL as secure and trims trailing slashes', () => {
    const config = loadConfig({ BASE_URL: 'https://api.example.com/', APP_URL: 'https://app.example.com' });
    expect(config.urls.baseUrl).toBe('https://api.example.com');
    expect(config.urls.secure).toBe(true);
  });

  it('takes a metrics token only long enough not to be guessed, and never echoes it', () => {
    expect(loadConfig({}).metrics.token).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).metrics.token).toBe('a'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret-token' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: `${'a'.repeat(32)} b` })).toThrow(/METRICS_TOKEN: must be printable ASCII without spaces/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret-token' })).not.toThrow(/short-secret-token/);
  });

  it('.env.example lists every variable, each with its default', () => {
    const example = readFileSync(join(__dirname, '..', '..', '.env.example'), 'utf8');
    const listed = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]).sort();
    expect(listed).toEqual(Object.keys(envSchema.shape).sort());
  });
});
