import { createTestApp, TestApp } from '../setup/test-app';

/**
 * Issue "Hardening, round three", item 6: readiness during an outage answers like every other 503
 * (Retry-After, the outage message), and the outage is logged once, as a warning without a stack
 * (docs/decisions.md, "Outages"). Runs on either database: the app's data source is closed under it.
 */
describe('Readiness while the database is gone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.dataSource.destroy();
  });
  afterAll(() => t.close().catch(() => undefined));

  it('answers 503 with Retry-After and the outage message, logged as one warning without a stack', async () => {
    const res = await t.http().get('/health/ready').set('X-Request-Id', 'ready-outage').expect(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({ status: 'error', error: { code: 'unavailable', message: 'The service is temporarily unavailable. Try again in a few seconds.' } });

    const lines = t.logs.filter((l) => (l.req as { id?: string } | undefined)?.id === 'ready-outage');
    expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
    const outage = lines.filter((l) => l.msg === 'Database unavailable');
    expect(outage).toHaveLength(1);
    expect(outage[0]).toMatchObject({ level: 40, path: '/health/ready', cause: { type: 'DatabaseUnavailableError', message: 'The database did not answer' } });
    // The request's own line: a warning like any refused request, with no made-up error attached.
    expect(lines.filter((l) => l.msg !== 'Database unavailable')).toEqual([expect.objectContaining({ level: 40, msg: 'request completed', res: { statusCode: 503 } })]);
    expect(JSON.stringify(lines)).not.toMatch(/\n\s+at |"stack"/);
  });
});
