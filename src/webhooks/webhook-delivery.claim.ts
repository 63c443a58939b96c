import type { DataSource } from 'typeorm';
import { sql } from '../database/sql';

/** A delivery taken by this instance, with the lease on its webhook. */
export interface ClaimedDelivery {
  id: number;
  webhookId: number;
  clientId: string;
  userId: number;
  attempts: number;
  /** Attempts made before the current round (a redelivery starts one): the backoff counts from there. */
  roundStartAttempts: number;
  messageId: string;
  body: string;
  retryUntil: Date;
  requiredScope: string | null;
}

/**
 * Takes up to `$3` due deliveries in one statement, fairly, and leases each one's webhook:
 *
 * - `ready`: the oldest due delivery of every webhook nobody is sending to (its lease is free), so a
 *   webhook never has two in flight, whichever instance sends them, and its events go in order;
 * - `turns`: each app's webhooks numbered in turn, after the slots the app already holds on this
 *   instance (`$4`/`$5`); the pick goes round the apps (every app's first turn, then every second
 *   one...; among equal turns, the app this instance served least recently first, `$7`), and no app
 *   takes more than `$6` slots, so a burst of one app (60 pings, 10 webhooks at receivers that
 *   never answer) waits behind another app's single event rather than before it;
 * - `leased`: the webhooks' leases, taken by a conditional UPDATE: of two instances picking the same
 *   webhook at once, the second finds the lease taken (PostgreSQL re-checks the condition on the
 *   row the first one wrote) and gets nothing;
 * - `claimed`: the deliveries themselves, leased and counted as an attempt.
 *
 * A webhook leased whose delivery changed meanwhile (redelivered, deleted) comes back without one;
 * the caller releases it at once.
 */
const CLAIM = `
WITH ready AS (
  SELECT DISTINCT ON (d.webhook_id) d.id, d.webhook_id, w.client_id, d.next_attempt_at
    FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
   WHERE d.status = 'pending' AND d.next_attempt_at <= $1
     AND (d.locked_until IS NULL OR d.locked_until < $1)
     AND (w.sending_until IS NULL OR w.sending_until < $1)
   ORDER BY d.webhook_id, d.next_attempt_at, d.id
), busy AS (
  SELECT * FROM unnest($4::text[], $5::int[], $7::float8[]) AS b (client_id, slots, served)
), turns AS (
  SELECT r.id, r.webhook_id, r.next_attempt_at, COALESCE(b.served, 0) AS served,
         row_number() OVER (PARTITION BY r.client_id ORDER BY r.next_attempt_at, r.id) + COALESCE(b.slots, 0) AS turn
    FROM ready r LEFT JOIN busy b ON b.client_id = r.client_id
), picked AS (
  SELECT id, webhook_id FROM turns WHERE turn <= $6 ORDER BY turn, served, next_attempt_at, id LIMIT $3
), leased AS (
  UPDATE webhooks w SET sending_until = $1::timestamptz + make_interval(secs => $2)
    FROM picked p
   WHERE w.id = p.webhook_id AND (w.sending_until IS NULL OR w.sending_until < $1)
  RETURNING w.id, w.client_id, w.user_id
), claimed AS (
  UPDATE webhook_deliveries d SET locked_until = $1::timestamptz + make_interval(secs => $2), attempts = d.attempts + 1
    FROM picked p JOIN leased l ON l.id = p.webhook_id
   WHERE d.id = p.id AND d.status = 'pending' AND (d.locked_until IS NULL OR d.locked_until < $1)
  RETURNING d.id, d.webhook_id, d.attempts, d.round_start_attempts, d.message_id, d.body, d.retry_until, d.required_scope
)
SELECT l.id AS "webhookId", l.client_id AS "clientId", l.user_id AS "userId", c.id, c.attempts, c.round_start_attempts AS "roundStartAttempts",
       c.message_id AS "messageId", c.body, c.retry_until AS "retryUntil", c.required_scope AS "requiredScope"
  FROM leased l LEFT JOIN claimed c ON c.webhook_id = l.id`;

export interface ClaimOptions {
  now: Date;
  leaseSeconds: number;
  /** Free sending slots on this instance. */
  limit: number;
  /** Slots each app already holds on this instance. */
  busy: Map<string, number>;
  /** When this instance last gave each app a slot (epoch ms). */
  served: Map<string, number>;
  /** The most slots one app may hold. */
  perApp: number;
}

export async function claimDeliveries(dataSource: DataSource, o: ClaimOptions): Promise<ClaimedDelivery[]> {
  const apps = [...new Set([...o.busy.keys(), ...o.served.keys()])];
  const { rows } = await sql<ClaimedDelivery & { id: number | null }>(dataSource, CLAIM, [
    o.now,
    o.leaseSeconds,
    o.limit,
    apps,
    apps.map((a) => o.busy.get(a) ?? 0),
    o.perApp,
    apps.map((a) => o.served.get(a) ?? 0),
  ]);
  const orphans = rows.filter((r) => r.id === null).map((r) => r.webhookId);
  if (orphans.length > 0) await releaseWebhooks(dataSource, orphans);
  return rows.filter((r) => r.id !== null);
}

/** Ends this instance's lease on webhooks (their delivery was recorded, or there was none to send). */
export async function releaseWebhooks(dataSource: DataSource, webhookIds: number[]): Promise<void> {
  await sql(dataSource, `UPDATE webhooks SET sending_until = NULL WHERE id = ANY($1::int[])`, [webhookIds]);
}
