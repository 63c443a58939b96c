import { DefaultNamingStrategy, NamingStrategyInterface, Table } from 'typeorm';
import { snakeCase } from './typeorm-internals';

/**
 * Maps `camelCase` properties to `snake_case` columns, and names keys and indexes the way
 * PostgreSQL itself does (`users_pkey`, `sessions_user_id_fkey`, `users_email_key`), so that
 * migrations read like plain SQL and the schema check finds the names it expects.
 */
export class SnakeNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  override primaryKeyName(table: Table | string): string {
    return `${tableName(table)}_pkey`;
  }

  override uniqueConstraintName(table: Table | string, columns: string[]): string {
    return `${tableName(table)}_${columns.join('_')}_key`;
  }

  override foreignKeyName(table: Table | string, columns: string[]): string {
    return `${tableName(table)}_${columns.join('_')}_fkey`;
  }

  override indexName(table: Table | string, columns: string[]): string {
    return `${tableName(table)}_${columns.join('_')}_idx`;
  }

  override columnName(propertyName: string, customName: string | undefined, embeddedPrefixes: string[]): string {
    return customName ?? snakeCase([...embeddedPrefixes, propertyName].join('_'));
  }

  override relationName(propertyName: string): string {
    return snakeCase(propertyName);
  }

  override joinColumnName(relationName: string, referencedColumnName: string): string {
    return snakeCase(`${relationName}_${referencedColumnName}`);
  }

  override joinTableColumnName(tableName: string, propertyName: string, columnName?: string): string {
    return snakeCase(`${tableName}_${columnName ?? propertyName}`);
  }
}

const tableName = (table: Table | string) => (typeof table === 'string' ? table : table.name).split('.').pop()!;
