import { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { postgresPool } from './typeorm-internals';

export interface SqlResult<T> {
  rows: T[];
  /** Rows inserted, updated or deleted; for a SELECT, rows returned. */
  affected: number;
}

/**
 * Marks a data source whose database session is another process's (see runPrepared): the CLI's,
 * through the socket of the server that holds the embedded database.
 */
export interface SharedSession {
  readonly sharesSession: boolean;
}

/** A statement that each pooled connection parses and plans once, then reuses by name. */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

const preparedNames = new Map<string, string>();

/**
 * Declares a named statement for the hot paths (token endpoint, bearer lookup). The name is
 * checked for uniqueness at load time: PostgreSQL would refuse one name with two texts.
 */
export function prepared(name: string, text: string): PreparedStatement {
  const existing = preparedNames.get(name);
  if (existing !== undefined && existing !== text) throw new Error(`Prepared statement ${name} is declared twice with different SQL`);
  preparedNames.set(name, text);
  return { name, text };
}

/**
 * The one way to run raw SQL. It always answers rows and a count (TypeORM's raw `query()` returns
 * `[rows, count]` for UPDATE and DELETE but plain rows otherwise, which hides bugs in
 * `UPDATE ... RETURNING`). Inside a transaction, pass its manager so the statement joins it.
 *
 * A `prepared` statement on a data source goes straight to the pool by name: one round trip, no
 * query runner, and no parse or plan on the server after its first use on a connection (the hot
 * paths: token endpoint, bearer lookup, slots). Inside a transaction the same text runs on the
 * transaction's connection, so one loader serves both a read and a booking's transaction.
 */
export async function sql<T = Record<string, unknown>>(
  on: DataSource | EntityManager,
  statement: string | PreparedStatement,
  params: unknown[] = [],
): Promise<SqlResult<T>> {
  const existing = on instanceof EntityManager ? on.queryRunner : undefined;
  const dataSource = on instanceof DataSource ? on : on.connection;
  if (typeof statement !== 'string' && !existing) return runPrepared<T>(dataSource, statement, params);
  const text = typeof statement === 'string' ? statement : statement.text;
  const runner: QueryRunner = existing ?? dataSource.createQueryRunner();
  try {
    const result = await runner.query(text, params, true);
    const rows = (result.records ?? []) as T[];
    return { rows, affected: typeof result.affected === 'number' ? result.affected : rows.length };
  } finally {
    if (!existing) await runner.release();
  }
}

async function runPrepared<T>(dataSource: DataSource, statement: PreparedStatement, params: unknown[]): Promise<SqlResult<T>> {
  const pool = postgresPool(dataSource);
  // The CLI, using the server's embedded database through its socket, names no statements: its
  // session is discarded after each turn (EmbeddedSocketServer), and its names could collide with
  // the server's. The server names its own and re-prepares them after a client's turn.
  const name = (dataSource as Partial<SharedSession>).sharesSession ? undefined : statement.name;
  const result = await pool.query<T & object>({ name, text: statement.text, values: params });
  return { rows: result.rows, affected: result.rowCount ?? result.rows.length };
}
