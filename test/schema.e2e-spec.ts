import { createTestApp, TestApp } from './setup/test-app';

describe('Database schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the migrations produce exactly the schema the entities describe', async () => {
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('all migrations are applied', async () => {
    expect(await t.dataSource.showMigrations()).toBe(false);
  });
});
