import type { AppConfig } from '../config/app-config';

/** One line of the start-up report: a warning where something is loosened, else information. */
export interface StartupLine {
  level: 'log' | 'warn';
  msg: string;
  fields?: Record<string, unknown>;
}

/**
 * What the server says once it listens, at `info`: where it listens, on which database, and what
 * is off or loosened by this configuration, each with the setting that changes it. Everything else
 * about start-up is logged at `debug`. Never a secret: PostgreSQL is named by host and database,
 * never by its URL (which may carry a password).
 */
export function startupReport(config: AppConfig): StartupLine[] {
  const { port, host } = config.server;
  const { baseUrl, appUrl } = config.urls;
  const lines: StartupLine[] = [
    {
      level: 'log',
      msg: `Listening on ${baseUrl} (port ${port}, ${host ? `address ${host}` : 'all interfaces'})${appUrl === baseUrl ? '' : `; pages at ${appUrl}`}`,
      fields: { port, host: host || undefined, baseUrl, appUrl },
    },
    databaseLine(config.database),
  ];
  const calendars = config.calendars;
  if (!calendars.encryptionKey && config.database.kind === 'postgres') {
    lines.push({ level: 'log', msg: 'Calendar connections are off: set ENCRYPTION_KEY (32 random bytes, `openssl rand -base64 32`) to store their credentials' });
  }
  const providers = [
    { name: 'Google', missing: calendars.google.missing },
    { name: 'Microsoft', missing: calendars.microsoft.missing },
  ].filter((p) => p.missing.length > 0);
  if (providers.length > 0) {
    lines.push({
      level: 'log',
      msg: `Calendar providers not configured: ${providers.map((p) => `${p.name} (set ${p.missing.join(' and ')})`).join(', ')}; iCalendar feeds and CalDAV work without them`,
      fields: { providersOff: providers.map((p) => p.name.toLowerCase()) },
    });
  }
  if (!config.redisUrl) {
    lines.push({ level: 'log', msg: 'Rate-limit counters are kept in this process (REDIS_URL not set): each instance counts on its own' });
  }
  if (!config.jobsEnabled) {
    lines.push({ level: 'log', msg: 'Background jobs are off in this instance (JOBS_ENABLED=false): no purges, webhook deliveries or calendar writes run here' });
  }
  if (config.outbound.allowPrivateHosts) {
    lines.push({
      level: 'warn',
      msg: 'Outbound fetches may reach private, loopback and link-local addresses (OUTBOUND_ALLOW_PRIVATE_HOSTS): calendars, webhooks and client metadata documents',
    });
  }
  return lines;
}

function databaseLine(database: AppConfig['database']): StartupLine {
  if (database.kind === 'embedded') {
    return { level: 'log', msg: `Database: embedded (PGlite), data in ${database.dataDir}`, fields: { database: 'embedded', dataDir: database.dataDir } };
  }
  let url: URL;
  try {
    url = new URL(database.url);
  } catch {
    // node-postgres reads forms a URL parser refuses (`postgres://user:pw@/db`); say no more than the kind.
    return { level: 'log', msg: 'Database: PostgreSQL (DATABASE_URL)', fields: { database: 'postgres' } };
  }
  // A socket directory may be given as `?host=/run/postgresql` instead of in the authority.
  const host = url.hostname ? `${url.hostname}${url.port ? `:${url.port}` : ''}` : (url.searchParams.get('host') ?? 'localhost');
  const name = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
  return { level: 'log', msg: `Database: PostgreSQL, database ${name} on ${host}`, fields: { database: 'postgres', host, name } };
}
