import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ValidationError } from '../common/errors/domain-errors';
import { ConnectedCalendar } from './entities/connected-calendar.entity';
import type { CalendarConnection } from './entities/calendar-connection.entity';
import type { ProviderCalendar } from './providers/calendar-provider';
import { sql } from '../database/sql';
import { lockPerson } from '../accounts/person-lock';

/** The columns of a connection about to be stored (or replaced, when the same account connects again). */
export type NewConnection = Pick<CalendarConnection, 'userId' | 'kind' | 'accountKey' | 'label' | 'serverUrl' | 'credentials'> & {
  tokenExpiresAt?: Date | null;
};

/**
 * Stores a connection and its calendars in one transaction. Connecting an account again replaces
 * its credentials, clears its failure, and keeps the person's choices. Answers the connection's id.
 */
export async function storeConnection(m: EntityManager, row: NewConnection, calendars: ProviderCalendar[], maxConnections: number): Promise<number> {
  // Changes to one person's calendars take turns, so the one-destination rule holds under concurrency.
  await lockPerson(m, row.userId);
  // Under the person's lock, so parallel connects cannot pass the cap together; reconnecting an account replaces it.
  const {
    rows: [{ others }],
  } = await sql<{ others: number }>(
    m,
    `SELECT count(*)::int AS others FROM calendar_connections WHERE user_id = $1 AND NOT (kind = $2 AND account_key = $3)`,
    [row.userId, row.kind, row.accountKey],
  );
  if (others >= maxConnections) throw tooManyConnections(maxConnections);
  const {
    rows: [saved],
  } = await sql<{ id: number }>(
    m,
    `INSERT INTO calendar_connections (user_id, kind, account_key, label, server_url, credentials, token_expires_at, status, last_checked_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'ok', now())
     ON CONFLICT (user_id, kind, account_key) DO UPDATE
       SET label = EXCLUDED.label, server_url = EXCLUDED.server_url, credentials = EXCLUDED.credentials,
           token_expires_at = EXCLUDED.token_expires_at, status = 'ok', last_error = NULL, last_checked_at = now(), updated_at = now()
     RETURNING id`,
    [row.userId, row.kind, row.accountKey, row.label, row.serverUrl, row.credentials, row.tokenExpiresAt ?? null],
  );
  await syncCalendars(m, { id: saved.id, userId: row.userId }, calendars, true);
  return saved.id;
}

/**
 * Brings the stored calendars in line with the provider's list: new ones are added (checked for
 * conflicts), renamed ones renamed, vanished ones removed. On connecting, the first writable
 * calendar becomes the destination if the person has none.
 */
export async function syncCalendars(m: EntityManager, connection: Pick<CalendarConnection, 'id' | 'userId'>, listed: ProviderCalendar[], pickDestination: boolean) {
  const existing = await m.findBy(ConnectedCalendar, { connectionId: connection.id });
  const ids = new Set(listed.map((c) => c.externalId));
  for (const gone of existing.filter((c) => !ids.has(c.externalId))) await m.delete(ConnectedCalendar, { id: gone.id });
  for (const c of listed) {
    const known = existing.find((e) => e.externalId === c.externalId);
    if (known) await m.update(ConnectedCalendar, { id: known.id }, { name: c.name, readOnly: c.readOnly });
    else await m.insert(ConnectedCalendar, { connectionId: connection.id, userId: connection.userId, externalId: c.externalId, name: c.name, readOnly: c.readOnly, isSelected: true, isDestination: false });
  }
  if (!pickDestination || (await m.existsBy(ConnectedCalendar, { userId: connection.userId, isDestination: true }))) return;
  const writable = await m.findOne(ConnectedCalendar, { where: { connectionId: connection.id, readOnly: false }, order: { id: 'ASC' } });
  if (writable) await m.update(ConnectedCalendar, { id: writable.id }, { isDestination: true });
}

/**
 * Each connection is fetched (and its iCalendar expanded) in every busy-times request, so their
 * number per person is capped like the work per calendar.
 */
export const tooManyConnections = (max: number) =>
  new ValidationError(`A person may have at most ${max} calendar connections: disconnect one before connecting another.`);

export const digest = (value: string) => createHash('sha256').update(value).digest('hex');
