import { resolve } from 'node:path';
import { Env, envSchema } from './env.schema';

/** The validated configuration, grouped by concern. Built once at start-up by `loadConfig`. */
export interface AppConfig {
  env: Env['NODE_ENV'];
  server: { port: number; host: string; trustProxy: boolean | number | string; shutdownTimeoutMs: number };
  urls: {
    /** `{base_url}`: the API. Also the issuer identifier (RFC 8414, RFC 9207). */
    baseUrl: string;
    /** `{app_url}`: the pages people see (login, consent, settings). */
    appUrl: string;
    issuer: string;
    /** APP_URL is https: cookies are Secure and `__Host-` prefixed, HSTS is sent. */
    secure: boolean;
  };
  database:
    | { kind: 'postgres'; url: string; poolSize: number; timeouts?: DatabaseTimeouts }
    | { kind: 'embedded'; dataDir: string };
  /** Shared counters for the per-token API rate limit; without it they live in process memory. */
  redisUrl?: string;
  log: { level: Env['LOG_LEVEL'] };
  accounts: { bcryptCost: number; sessionTtlSeconds: number };
  oauth: {
    accessTokenTtlSeconds: number;
    authCodeTtlSeconds: number;
    refreshTokenTtlSeconds: number;
    /** A consumed refresh token presented again within this window gets a fresh pair (concurrent refreshes). */
    refreshReuseWindowSeconds: number;
    /** How long an instance may trust its cached lookup of an access token (0: no cache). */
    tokenCacheTtlMs: number;
  };
  limits: {
    bodyBytes: number;
    apiCallsPerMinute: number;
    clientAuthFailuresPerMinute: number;
    loginFailuresPer15Minutes: number;
    /** Sign-up attempts (successful or not) per email address, and per IP address. */
    signupsPerAddressPerHour: number;
    signupsPerIpPerHour: number;
    /** Dynamic client registrations (RFC 7591) per IP address. */
    registrationsPerIpPerHour: number;
    /** New clients registered by metadata documents per host of their `client_id`. */
    documentClientsPerHostPerHour: number;
  };
  /** Clients that register themselves (RFC 7591, metadata documents). */
  selfRegistration: {
    /** How many may wait in `pending` at once; past it, registration answers 429. */
    pendingMax: number;
    /** A self-registered client still pending after this many days is removed by the background jobs. */
    pendingDays: number;
  };
  mcp: {
    /** Browser origins, besides the server's own, that may call `/mcp`. */
    allowedOrigins: string[];
  };
  jobsEnabled: boolean;
  /** What apps did for people (activity) and how much they called (usage): kept this many days. */
  activity: { retentionDays: number };
  /** `GET /metrics` (Prometheus): answered only with this bearer token; unset, the route is 404. */
  metrics: { token?: string };
  /** Fetches of URLs given to us (calendars, client metadata documents). */
  outbound: {
    /** OUTBOUND_ALLOW_PRIVATE_HOSTS (or CALENDAR_ALLOW_PRIVATE_HOSTS): private, loopback and link-local addresses may be reached (tests, intranets). */
    allowPrivateHosts: boolean;
  };
  webhooks: {
    /** How long a receiver has to answer a delivery before it counts as failed. */
    timeoutMs: number;
    /** How many deliveries one instance sends at once. */
    concurrency: number;
  };
  calendars: {
    /** The key that encrypts stored calendar credentials (unset: see `resolveEncryptionKeys`). */
    encryptionKey?: string;
    /** Keys of earlier rotations: what they encrypted stays readable and is re-encrypted at start-up. */
    previousEncryptionKeys: string[];
    /** Lets calendar URLs reach private, loopback and link-local addresses (tests, intranets). */
    allowPrivateHosts: boolean;
    /** How long fetched busy times are reused (0: never). */
    busyCacheSeconds: number;
    limits: CalendarLimits;
    google: OAuthCalendarSettings & { revokeUrl: string };
    microsoft: OAuthCalendarSettings;
  };
}

/** How long anything may wait on PostgreSQL (unset in a config built by hand: DATABASE_TIMEOUT_DEFAULTS). */
export interface DatabaseTimeouts {
  /** Connecting, or waiting for a free pooled connection. */
  connectMs: number;
  /** A statement, enforced by the server; the client gives up a little later (see the database module). */
  statementMs: number;
}

/** What one person's calendars may cost the instance (docs/calendars.md, "Limits"). */
export interface CalendarLimits {
  connectionsPerPerson: number;
  /** VEVENTs read from one feed (or one CalDAV calendar's answer); the rest are left out. */
  eventsPerFeed: number;
  /** Busy instances in the requested range, per calendar and per busy-times request. */
  instancesPerFeed: number;
  instancesPerRequest: number;
  /** Time one calendar's iCalendar text may take to parse and expand, in a worker thread. */
  feedTimeBudgetMs: number;
  /** Worker threads that parse and expand iCalendar text. */
  feedWorkers: number;
}

/**
 * One OAuth calendar provider: the app registered with it, and where its endpoints are (every URL
 * is a setting, so the tests point them at local servers). Unset id or secret: the provider is off.
 */
export interface OAuthCalendarSettings {
  clientId?: string;
  clientSecret?: string;
  authUrl: string;
  tokenUrl: string;
  apiUrl: string;
  /** The variables still needed before people can connect this provider (empty: ready). */
  missing: string[];
}

/** The access token lifetime is part of the published contract (`expires_in` is 1800), not configuration. */
export const ACCESS_TOKEN_TTL_SECONDS = 1800;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Validates the environment. Values are never echoed back in the message: some (DATABASE_URL,
 * REDIS_URL) may carry passwords.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const input = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((k) => (source[k] === undefined || source[k] === '' ? [] : [[k, source[k]]])),
  );
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`));
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && env.BCRYPT_COST < 10) {
    throw new ConfigError(['BCRYPT_COST: must be at least 10 in production']);
  }
  const baseUrl = env.BASE_URL ?? `http://localhost:${env.PORT}`;
  const appUrl = env.APP_URL ?? baseUrl;
  return {
    env: env.NODE_ENV,
    server: {
      port: env.PORT,
      host: env.HOST,
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    },
    urls: { baseUrl, appUrl, issuer: baseUrl, secure: appUrl.startsWith('https://') },
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          timeouts: { connectMs: env.DATABASE_CONNECT_TIMEOUT_MS, statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS },
        }
      : { kind: 'embedded', dataDir: resolve(env.DATA_DIR) },
    redisUrl: env.REDIS_URL,
    log: { level: env.LOG_LEVEL },
    accounts: {
      bcryptCost: env.BCRYPT_COST,
      sessionTtlSeconds: env.SESSION_TTL_HOURS * 3600,
    },
    oauth: {
      accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS,
      authCodeTtlSeconds: env.AUTH_CODE_TTL_SECONDS,
      refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_DAYS * 86400,
      refreshReuseWindowSeconds: env.REFRESH_REUSE_WINDOW_SECONDS,
      tokenCacheTtlMs: env.TOKEN_CACHE_TTL_MS,
    },
    limits: {
      bodyBytes: env.BODY_LIMIT_BYTES,
      apiCallsPerMinute: env.RATE_LIMIT_API_PER_MINUTE,
      clientAuthFailuresPerMinute: env.RATE_LIMIT_CLIENT_AUTH_FAILURES_PER_MINUTE,
      loginFailuresPer15Minutes: env.RATE_LIMIT_LOGIN_FAILURES_PER_15_MINUTES,
      signupsPerAddressPerHour: env.RATE_LIMIT_SIGNUPS_PER_ADDRESS_PER_HOUR,
      signupsPerIpPerHour: env.RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR,
      registrationsPerIpPerHour: env.RATE_LIMIT_REGISTRATIONS_PER_IP_PER_HOUR,
      documentClientsPerHostPerHour: env.RATE_LIMIT_DOCUMENT_CLIENTS_PER_HOST_PER_HOUR,
    },
    selfRegistration: { pendingMax: env.SELF_REGISTERED_PENDING_MAX, pendingDays: env.SELF_REGISTERED_PENDING_DAYS },
    mcp: { allowedOrigins: env.MCP_ALLOWED_ORIGINS },
    jobsEnabled: env.JOBS_ENABLED,
    activity: { retentionDays: env.ACTIVITY_RETENTION_DAYS },
    metrics: { token: env.METRICS_TOKEN },
    outbound: { allowPrivateHosts: env.OUTBOUND_ALLOW_PRIVATE_HOSTS || env.CALENDAR_ALLOW_PRIVATE_HOSTS },
    webhooks: { timeoutMs: env.WEBHOOK_TIMEOUT_MS, concurrency: env.WEBHOOK_CONCURRENCY },
    calendars: {
      encryptionKey: env.ENCRYPTION_KEY,
      previousEncryptionKeys: env.ENCRYPTION_KEYS_PREVIOUS,
      allowPrivateHosts: env.OUTBOUND_ALLOW_PRIVATE_HOSTS || env.CALENDAR_ALLOW_PRIVATE_HOSTS,
      busyCacheSeconds: env.CALENDAR_BUSY_CACHE_SECONDS,
      limits: {
        connectionsPerPerson: env.CALENDAR_MAX_CONNECTIONS_PER_PERSON,
        eventsPerFeed: env.CALENDAR_MAX_EVENTS_PER_FEED,
        instancesPerFeed: env.CALENDAR_MAX_INSTANCES_PER_FEED,
        instancesPerRequest: env.CALENDAR_MAX_INSTANCES_PER_REQUEST,
        feedTimeBudgetMs: env.CALENDAR_FEED_TIME_BUDGET_MS,
        feedWorkers: env.CALENDAR_FEED_WORKERS,
      },
      google: {
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        authUrl: env.GOOGLE_AUTH_URL,
        tokenUrl: env.GOOGLE_TOKEN_URL,
        revokeUrl: env.GOOGLE_REVOKE_URL,
        apiUrl: env.GOOGLE_CALENDAR_API_URL,
        missing: missing(env, ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']),
      },
      microsoft: {
        clientId: env.MICROSOFT_CLIENT_ID,
        clientSecret: env.MICROSOFT_CLIENT_SECRET,
        authUrl: env.MICROSOFT_AUTH_URL ?? `https://login.microsoftonline.com/${env.MICROSOFT_TENANT}/oauth2/v2.0/authorize`,
        tokenUrl: env.MICROSOFT_TOKEN_URL ?? `https://login.microsoftonline.com/${env.MICROSOFT_TENANT}/oauth2/v2.0/token`,
        apiUrl: env.MICROSOFT_GRAPH_URL,
        missing: missing(env, ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET']),
      },
    },
  };
}

const missing = (env: Env, names: (keyof Env)[]) => names.filter((n) => !env[n]);

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
