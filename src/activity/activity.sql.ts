/**
 * The statements of the activity tables, which are this folder's alone. The usage tables are
 * written in batches: one statement adds every count this instance gathered since its last write.
 */
export const INSERT_ACTIVITY = `INSERT INTO app_activity (occurred_at, user_id, client_id, channel, action, target, status)
  VALUES ($1, $2, $3, $4, $5, $6, $7)`;

export const ACTIVITY_PAGE = `SELECT id, occurred_at AS "occurredAt", channel, action, target, status, count(*) OVER () AS total
  FROM app_activity WHERE user_id = $1 AND client_id = $2
  ORDER BY occurred_at DESC, id DESC LIMIT $3 OFFSET $4`;

export const ADD_USAGE_DAYS = `INSERT INTO app_usage_days (client_id, day, requests, errors)
  SELECT * FROM unnest($1::text[], $2::date[], $3::bigint[], $4::bigint[])
  ON CONFLICT (client_id, day) DO UPDATE
    SET requests = app_usage_days.requests + excluded.requests, errors = app_usage_days.errors + excluded.errors`;

/**
 * Per scope, the later of the two instants (ISO 8601 in UTC, so they compare as text): instances
 * write in any order, and an earlier write arriving late must not set a use back.
 */
export const ADD_PERSON_USAGE = `INSERT INTO app_person_usage (user_id, client_id, last_used_at, scopes_used)
  SELECT * FROM unnest($1::integer[], $2::text[], $3::timestamptz[], $4::jsonb[])
  ON CONFLICT (user_id, client_id) DO UPDATE
    SET last_used_at = greatest(app_person_usage.last_used_at, excluded.last_used_at),
        scopes_used = (SELECT coalesce(jsonb_object_agg(key, used), '{}') FROM (
          SELECT key, max(value) AS used FROM (
            SELECT key, value FROM jsonb_each_text(app_person_usage.scopes_used)
            UNION ALL SELECT key, value FROM jsonb_each_text(excluded.scopes_used)) AS both_sides
          GROUP BY key) AS merged)`;

export const LAST_USES_OF_PERSON = `SELECT client_id AS "clientId", last_used_at AS "lastUsedAt", scopes_used AS "scopesUsed"
  FROM app_person_usage WHERE user_id = $1`;

export const USAGE_DAYS_OF_CLIENT = `SELECT to_char(day, 'YYYY-MM-DD') AS day, requests::float8 AS requests, errors::float8 AS errors
  FROM app_usage_days WHERE client_id = $1 AND day >= $2::date ORDER BY day`;

/** An app's last use, and the scopes it used since `$2`, across the people it acts for. */
export const CLIENT_USE = `SELECT max(last_used_at) AS "lastUsedAt",
    coalesce((SELECT array_agg(DISTINCT s.key) FROM app_person_usage p2, jsonb_each_text(p2.scopes_used) AS s
               WHERE p2.client_id = $1 AND s.value >= $2), '{}') AS "scopesUsed"
  FROM app_person_usage WHERE client_id = $1`;

const PURGE_BATCH = 5000;
/** Older than the retention (`$1`), one bounded batch each, as the other purges. */
export const PURGES = {
  activity: `DELETE FROM app_activity WHERE id IN (SELECT id FROM app_activity WHERE occurred_at < $1 LIMIT ${PURGE_BATCH})`,
  usageDays: `DELETE FROM app_usage_days WHERE (client_id, day) IN (SELECT client_id, day FROM app_usage_days WHERE day < $1::date LIMIT ${PURGE_BATCH})`,
  personUsage: `DELETE FROM app_person_usage WHERE (user_id, client_id) IN (SELECT user_id, client_id FROM app_person_usage WHERE last_used_at < $1 LIMIT ${PURGE_BATCH})`,
} as const;
export { PURGE_BATCH };
