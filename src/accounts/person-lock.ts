import type { EntityManager } from 'typeorm';
import { sql } from '../database/sql';

/**
 * Locks a person's row until the transaction ends, so that changes to what the person owns (their
 * schedules, their calendar connections) take turns. `NO KEY UPDATE` lets rows that merely refer to
 * the person (a booking, a session) be written meanwhile; `UPDATE` also holds those back. Answers the
 * person's time zone, or null when the account no longer exists.
 */
export async function lockPerson(m: EntityManager, userId: number, strength: 'UPDATE' | 'NO KEY UPDATE' = 'UPDATE'): Promise<{ timeZone: string } | null> {
  const { rows } = await sql<{ time_zone: string }>(m, `SELECT time_zone FROM users WHERE id = $1 FOR ${strength}`, [userId]);
  return rows[0] ? { timeZone: rows[0].time_zone } : null;
}
