import { MigrationInterface, QueryRunner } from 'typeorm';

export class Scheduling1763800000000 implements MigrationInterface {
  name = 'Scheduling1763800000000';

  async up(q: QueryRunner): Promise<void> {
    // Lets the bookings exclusion constraint compare host_id (a btree type) inside a GiST index.
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      CREATE TABLE schedules (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        time_zone text NOT NULL,
        availability jsonb NOT NULL DEFAULT '[]',
        overrides jsonb NOT NULL DEFAULT '[]',
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX schedules_user_id_idx ON schedules (user_id)`);
    await q.query(`CREATE UNIQUE INDEX schedules_one_default_per_user ON schedules (user_id) WHERE is_default`);
    await q.query(`
      CREATE TABLE event_types (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title text NOT NULL,
        slug text NOT NULL,
        description text,
        length_minutes integer NOT NULL,
        locations jsonb NOT NULL DEFAULT '[]',
        schedule_id integer REFERENCES schedules (id) ON DELETE SET NULL,
        requires_confirmation boolean NOT NULL DEFAULT false,
        minimum_booking_notice_minutes integer NOT NULL DEFAULT 120,
        before_event_buffer_minutes integer NOT NULL DEFAULT 0,
        after_event_buffer_minutes integer NOT NULL DEFAULT 0,
        slot_interval_minutes integer,
        hidden boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT event_types_user_id_slug_key UNIQUE (user_id, slug),
        CONSTRAINT event_types_durations_check CHECK (length_minutes > 0 AND minimum_booking_notice_minutes >= 0 AND before_event_buffer_minutes >= 0 AND after_event_buffer_minutes >= 0 AND (slot_interval_minutes IS NULL OR slot_interval_minutes > 0))
      )`);
    await q.query(`CREATE INDEX event_types_schedule_id_idx ON event_types (schedule_id)`);
    await q.query(`
      CREATE TABLE event_type_private_links (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        event_type_id integer NOT NULL REFERENCES event_types (id) ON DELETE CASCADE,
        token_hash bytea NOT NULL,
        token_hint text NOT NULL,
        expires_at timestamptz,
        max_uses integer,
        use_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT event_type_private_links_token_hash_key UNIQUE (token_hash),
        CONSTRAINT event_type_private_links_uses_check CHECK (use_count >= 0 AND (max_uses IS NULL OR max_uses > 0))
      )`);
    await q.query(`CREATE INDEX event_type_private_links_event_type_id_idx ON event_type_private_links (event_type_id)`);
    await q.query(`
      CREATE TABLE bookings (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        uid text NOT NULL,
        event_type_id integer REFERENCES event_types (id) ON DELETE SET NULL,
        host_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title text NOT NULL,
        attendee_name text NOT NULL,
        attendee_email text NOT NULL,
        attendee_time_zone text NOT NULL,
        guests jsonb NOT NULL DEFAULT '[]',
        start_time timestamptz NOT NULL,
        end_time timestamptz NOT NULL,
        blocked_start timestamptz NOT NULL,
        blocked_end timestamptz NOT NULL,
        location jsonb,
        status text NOT NULL,
        cancellation_reason text,
        rejection_reason text,
        rescheduled_to_uid text,
        from_reschedule_uid text,
        created_by_client_id varchar,
        updated_by_client_id varchar,
        calendar_references jsonb NOT NULL DEFAULT '[]',
        recordings jsonb NOT NULL DEFAULT '[]',
        transcripts jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT bookings_uid_key UNIQUE (uid),
        CONSTRAINT bookings_status_check CHECK (status IN ('accepted', 'unconfirmed', 'cancelled', 'rejected')),
        CONSTRAINT bookings_times_check CHECK (end_time > start_time AND blocked_start <= start_time AND blocked_end >= end_time),
        CONSTRAINT bookings_rescheduled_check CHECK (rescheduled_to_uid IS NULL OR status = 'cancelled'),
        -- No two active bookings of one host may overlap, buffers included: the database decides,
        -- so concurrent requests for one time cannot both succeed.
        CONSTRAINT bookings_no_double_booking EXCLUDE USING gist (host_id WITH =, tstzrange(blocked_start, blocked_end) WITH &&)
          WHERE (status IN ('accepted', 'unconfirmed'))
      )`);
    await q.query(`CREATE INDEX bookings_host_id_start_time_idx ON bookings (host_id, start_time)`);
    await q.query(`CREATE INDEX bookings_event_type_id_idx ON bookings (event_type_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE bookings`);
    await q.query(`DROP TABLE event_type_private_links`);
    await q.query(`DROP TABLE event_types`);
    await q.query(`DROP TABLE schedules`);
  }
}
