import { MigrationInterface, QueryRunner } from 'typeorm';

/** Connected calendars: connections, their calendars, the outbox of calendar writes, and the events written. */
export class Calendars1764200000000 implements MigrationInterface {
  name = 'Calendars1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE calendar_connections (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL,
        account_key text NOT NULL,
        label text NOT NULL,
        server_url text,
        credentials text NOT NULL,
        status text NOT NULL DEFAULT 'ok',
        last_error text,
        last_checked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT calendar_connections_user_id_kind_account_key_key UNIQUE (user_id, kind, account_key),
        CONSTRAINT calendar_connections_kind_check CHECK (kind IN ('apple', 'caldav', 'ics-feed', 'google', 'office365')),
        CONSTRAINT calendar_connections_status_check CHECK (status IN ('ok', 'failing'))
      )`);
    await q.query(`
      CREATE TABLE connected_calendars (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        connection_id integer NOT NULL REFERENCES calendar_connections (id) ON DELETE CASCADE,
        user_id integer NOT NULL,
        external_id text NOT NULL,
        name text NOT NULL,
        read_only boolean NOT NULL,
        is_selected boolean NOT NULL DEFAULT true,
        is_destination boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT connected_calendars_connection_id_external_id_key UNIQUE (connection_id, external_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX connected_calendars_one_destination_per_user ON connected_calendars (user_id) WHERE is_destination`);
    await q.query(`
      CREATE TABLE calendar_writes (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        booking_uid text NOT NULL,
        version integer NOT NULL DEFAULT 1,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT calendar_writes_user_id_booking_uid_key UNIQUE (user_id, booking_uid)
      )`);
    await q.query(`CREATE INDEX calendar_writes_next_attempt_at_idx ON calendar_writes (next_attempt_at)`);
    await q.query(`
      CREATE TABLE calendar_events (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        booking_uid text NOT NULL,
        calendar_id integer NOT NULL REFERENCES connected_calendars (id) ON DELETE CASCADE,
        ical_uid text NOT NULL,
        external_url text NOT NULL,
        sequence integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT calendar_events_user_id_booking_uid_key UNIQUE (user_id, booking_uid)
      )`);
    await q.query(`CREATE INDEX calendar_events_calendar_id_idx ON calendar_events (calendar_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE calendar_events`);
    await q.query(`DROP TABLE calendar_writes`);
    await q.query(`DROP TABLE connected_calendars`);
    await q.query(`DROP TABLE calendar_connections`);
  }
}
