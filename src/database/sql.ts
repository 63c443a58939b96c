import { DataSource, EntityManager, QueryRunner } from 'typeorm';

export interface SqlResult<T> {
  rows: T[];
  /** Rows inserted, updated or deleted; for a SELECT, rows returned. */
  affected: number;
}

/**
 * Runs one SQL statement and always answers rows and a count. (TypeORM's raw `query()` returns
 * `[rows, count]` for UPDATE and DELETE but plain rows otherwise, which hides bugs in
 * `UPDATE ... RETURNING`.) Inside a transaction, pass its manager so the statement joins it.
 */
export async function sql<T = Record<string, unknown>>(
  on: DataSource | EntityManager,
  text: string,
  params: unknown[] = [],
): Promise<SqlResult<T>> {
  const existing = on instanceof EntityManager ? on.queryRunner : undefined;
  const runner: QueryRunner = existing ?? (on instanceof DataSource ? on : on.connection).createQueryRunner();
  try {
    const result = await runner.query(text, params, true);
    const rows = (result.records ?? []) as T[];
    return { rows, affected: typeof result.affected === 'number' ? result.affected : rows.length };
  } finally {
    if (!existing) await runner.release();
  }
}
