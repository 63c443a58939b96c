import { loadConfig } from '../config/app-config';
import { startupReport } from './startup-report';

const KEY = 'a'.repeat(64);

describe('startupReport', () => {
  it('on a first `npm start`: where it listens, the embedded data directory, and what is off', () => {
    const lines = startupReport(loadConfig({ DATA_DIR: '/srv/sched/data' }));
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['log', 'Listening on http://localhost:3000 (port 3000, all interfaces)'],
      ['log', 'Database: embedded (PGlite), data in /srv/sched/data'],
      [
        'log',
        'Calendar providers not configured: Google (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET), Microsoft (set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET); iCalendar feeds and CalDAV work without them',
      ],
      ['log', 'Rate-limit counters are kept in this process (REDIS_URL not set): each instance counts on its own'],
    ]);
  });

  it('names PostgreSQL by host and database, never by its URL or password', () => {
    const lines = startupReport(loadConfig({ DATABASE_URL: 'postgres://app:s3cret-pw@db.internal:5433/scheduling', ENCRYPTION_KEY: KEY }));
    expect(lines[1]).toEqual({ level: 'log', msg: 'Database: PostgreSQL, database scheduling on db.internal:5433', fields: { database: 'postgres', host: 'db.internal:5433', name: 'scheduling' } });
    expect(JSON.stringify(lines)).not.toContain('s3cret-pw');
    // A socket directory in the query; the database named after the user when the path is empty.
    expect(startupReport(loadConfig({ DATABASE_URL: 'postgresql:///sched?host=/run/postgresql' }))[1].msg).toBe('Database: PostgreSQL, database sched on /run/postgresql');
    expect(startupReport(loadConfig({ DATABASE_URL: 'postgres://sched:pw@db' }))[1].msg).toBe('Database: PostgreSQL, database sched on db');
    // A form only node-postgres reads: the kind alone, still no password.
    expect(startupReport(loadConfig({ DATABASE_URL: 'postgres://sched:s3cret-pw@/app' }))[1]).toEqual({ level: 'log', msg: 'Database: PostgreSQL (DATABASE_URL)', fields: { database: 'postgres' } });
  });

  it('says what is loosened or missing, with the setting that changes it', () => {
    const lines = startupReport(
      loadConfig({ DATABASE_URL: 'postgres://db/app', JOBS_ENABLED: 'false', OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', BASE_URL: 'https://api.example.com', APP_URL: 'https://app.example.com', HOST: '10.0.0.5', PORT: '8080' }),
    );
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['log', 'Listening on https://api.example.com (port 8080, address 10.0.0.5); pages at https://app.example.com'],
      ['log', 'Database: PostgreSQL, database app on db'],
      ['log', 'Calendar connections are off: set ENCRYPTION_KEY (32 random bytes, `openssl rand -base64 32`) to store their credentials'],
      ['log', 'Calendar providers not configured: Microsoft (set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET); iCalendar feeds and CalDAV work without them'],
      ['log', 'Rate-limit counters are kept in this process (REDIS_URL not set): each instance counts on its own'],
      ['log', 'Background jobs are off in this instance (JOBS_ENABLED=false): no purges, webhook deliveries or calendar writes run here'],
      ['warn', 'Outbound fetches may reach private, loopback and link-local addresses (OUTBOUND_ALLOW_PRIVATE_HOSTS): calendars, webhooks and client metadata documents'],
    ]);
  });

  it('is two lines when nothing is off', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://db/app',
      ENCRYPTION_KEY: KEY,
      REDIS_URL: 'redis://cache:6379',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
      MICROSOFT_CLIENT_ID: 'm',
      MICROSOFT_CLIENT_SECRET: 'ms',
    });
    expect(startupReport(config).map((l) => l.msg)).toEqual(['Listening on http://localhost:3000 (port 3000, all interfaces)', 'Database: PostgreSQL, database app on db']);
  });
});
