import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Teams, their memberships, team event types with their hosts, and the per-host attendance of
 * bookings. The no-double-booking rule moves from `bookings` (one host per row) to
 * `booking_hosts` (one row per host of a booking), so a collective booking blocks every host and a
 * person's personal and team bookings can never overlap either.
 */
export class Teams1764000000000 implements MigrationInterface {
  name = 'Teams1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE teams (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name text NOT NULL,
        slug text NOT NULL,
        logo_url text,
        bio text,
        time_zone text NOT NULL DEFAULT 'UTC',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT teams_slug_key UNIQUE (slug)
      )`);
    await q.query(`
      CREATE TABLE team_memberships (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role text NOT NULL,
        accepted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT team_memberships_team_id_user_id_key UNIQUE (team_id, user_id),
        CONSTRAINT team_memberships_role_check CHECK (role IN ('MEMBER', 'ADMIN', 'OWNER'))
      )`);
    await q.query(`CREATE INDEX team_memberships_user_id_idx ON team_memberships (user_id)`);

    // An event type belongs to a person or to a team; a team's has a scheduling type and no schedule
    // of its own (each host offers the hours of their default schedule).
    await q.query(`ALTER TABLE event_types ALTER COLUMN user_id DROP NOT NULL`);
    await q.query(`ALTER TABLE event_types ADD COLUMN team_id integer REFERENCES teams (id) ON DELETE CASCADE`);
    await q.query(`ALTER TABLE event_types ADD COLUMN scheduling_type text`);
    await q.query(`ALTER TABLE event_types ADD CONSTRAINT event_types_team_id_slug_key UNIQUE (team_id, slug)`);
    await q.query(`ALTER TABLE event_types ADD CONSTRAINT event_types_owner_check CHECK (
      (user_id IS NOT NULL AND team_id IS NULL AND scheduling_type IS NULL)
      OR (user_id IS NULL AND team_id IS NOT NULL AND scheduling_type IN ('COLLECTIVE', 'ROUND_ROBIN') AND schedule_id IS NULL))`);
    await q.query(`
      CREATE TABLE event_type_hosts (
        event_type_id integer NOT NULL REFERENCES event_types (id) ON DELETE CASCADE,
        membership_id integer NOT NULL REFERENCES team_memberships (id) ON DELETE CASCADE,
        priority integer NOT NULL DEFAULT 2,
        CONSTRAINT event_type_hosts_pkey PRIMARY KEY (event_type_id, membership_id),
        CONSTRAINT event_type_hosts_priority_check CHECK (priority BETWEEN 0 AND 4)
      )`);
    await q.query(`CREATE INDEX event_type_hosts_membership_id_idx ON event_type_hosts (membership_id)`);

    await q.query(`ALTER TABLE bookings ADD COLUMN team_id integer REFERENCES teams (id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX bookings_team_id_start_time_idx ON bookings (team_id, start_time)`);
    await q.query(`
      CREATE TABLE booking_hosts (
        booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        blocked_start timestamptz NOT NULL,
        blocked_end timestamptz NOT NULL,
        active boolean NOT NULL,
        CONSTRAINT booking_hosts_pkey PRIMARY KEY (booking_id, user_id),
        CONSTRAINT booking_hosts_no_double_booking EXCLUDE USING gist (user_id WITH =, tstzrange(blocked_start, blocked_end) WITH &&) WHERE (active)
      )`);
    await q.query(`CREATE INDEX booking_hosts_user_id_idx ON booking_hosts (user_id)`);
    await q.query(`
      INSERT INTO booking_hosts (booking_id, user_id, blocked_start, blocked_end, active)
      SELECT id, host_id, blocked_start, blocked_end, status IN ('accepted', 'unconfirmed') FROM bookings`);
    await q.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_no_double_booking`);
    // A booking's status decides whether its hosts' time is held. The database keeps the two in
    // step, so no code path that cancels, declines or reschedules can leave a host blocked (or free).
    await q.query(`
      CREATE FUNCTION booking_hosts_follow_status() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE booking_hosts SET active = NEW.status IN ('accepted', 'unconfirmed') WHERE booking_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER bookings_status_to_hosts AFTER UPDATE OF status ON bookings
        FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION booking_hosts_follow_status()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER bookings_status_to_hosts ON bookings`);
    await q.query(`DROP FUNCTION booking_hosts_follow_status()`);
    await q.query(`DELETE FROM bookings WHERE team_id IS NOT NULL`);
    await q.query(`ALTER TABLE bookings ADD CONSTRAINT bookings_no_double_booking EXCLUDE USING gist (host_id WITH =, tstzrange(blocked_start, blocked_end) WITH &&) WHERE (status IN ('accepted', 'unconfirmed'))`);
    await q.query(`DROP TABLE booking_hosts`);
    await q.query(`DROP INDEX bookings_team_id_start_time_idx`);
    await q.query(`ALTER TABLE bookings DROP COLUMN team_id`);
    await q.query(`DROP TABLE event_type_hosts`);
    await q.query(`DELETE FROM event_types WHERE team_id IS NOT NULL`);
    await q.query(`ALTER TABLE event_types DROP CONSTRAINT event_types_owner_check`);
    await q.query(`ALTER TABLE event_types DROP CONSTRAINT event_types_team_id_slug_key`);
    await q.query(`ALTER TABLE event_types DROP COLUMN scheduling_type`);
    await q.query(`ALTER TABLE event_types DROP COLUMN team_id`);
    await q.query(`ALTER TABLE event_types ALTER COLUMN user_id SET NOT NULL`);
    await q.query(`DROP TABLE team_memberships`);
    await q.query(`DROP TABLE teams`);
  }
}
