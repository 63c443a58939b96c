import { z } from 'zod';

/**
 * Every environment variable the service reads, with its default. `.env.example` mirrors this list;
 * a test keeps the two in step.
 */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
const httpUrl = z
  .string()
  .url('must be an absolute URL such as http://localhost:3000')
  .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
  .refine((v) => !/[?#]/.test(v), 'must not carry a query or fragment')
  .transform((v) => v.replace(/\/+$/, ''));

const encryptionKey = z
  .string()
  .refine(
    (v) => /^[0-9a-fA-F]{64}$/.test(v) || (/^[\w+/-]{43}=?$/.test(v) && Buffer.from(v, 'base64').length === 32),
    'must be 32 bytes, written as 64 hex digits or in base64 (openssl rand -base64 32)',
  );

/** Why these values: docs/deployment.md, "Failure behaviour and timeouts". */
export const DATABASE_TIMEOUT_DEFAULTS = { connectMs: 5_000, statementMs: 5_000 } as const;

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(1, 65535).default(3000),
  HOST: z.string().default(''),
  BASE_URL: httpUrl.optional(),
  APP_URL: httpUrl.optional(),
  TRUST_PROXY: z.string().regex(/^(true|false|\d+|[\w.:/, ]+)$/, 'must be true, false, a hop count or a list of subnets').default('false'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: int(2, 200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: int(100, 60_000).default(DATABASE_TIMEOUT_DEFAULTS.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: int(100, 600_000).default(DATABASE_TIMEOUT_DEFAULTS.statementMs),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\//.test(v), 'must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BCRYPT_COST: int(4, 15).default(12),
  SESSION_TTL_HOURS: int(1, 24 * 90).default(24 * 14),
  AUTH_CODE_TTL_SECONDS: int(10, 600).default(60),
  REFRESH_TOKEN_TTL_DAYS: int(1, 365).default(30),
  REFRESH_REUSE_WINDOW_SECONDS: int(0, 120).default(10),
  TOKEN_CACHE_TTL_MS: int(0, 60_000).default(5_000),
  RATE_LIMIT_API_PER_MINUTE: int(1, 1_000_000).default(600),
  RATE_LIMIT_CLIENT_AUTH_FAILURES_PER_MINUTE: int(1, 10_000).default(10),
  RATE_LIMIT_LOGIN_FAILURES_PER_15_MINUTES: int(1, 10_000).default(10),
  RATE_LIMIT_SIGNUPS_PER_ADDRESS_PER_HOUR: int(1, 10_000).default(5),
  RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR: int(1, 100_000).default(20),
  RATE_LIMIT_REGISTRATIONS_PER_IP_PER_HOUR: int(1, 100_000).default(10),
  // Self-registration (RFC 7591 and metadata documents): new document clients per host, the review queue's bound, and how long a self-registered client may wait in it.
  RATE_LIMIT_DOCUMENT_CLIENTS_PER_HOST_PER_HOUR: int(1, 100_000).default(10),
  SELF_REGISTERED_PENDING_MAX: int(1, 1_000_000).default(100),
  SELF_REGISTERED_PENDING_DAYS: int(1, 365).default(7),
  // Browser origins, besides the server's own, that may call the MCP endpoint (comma-separated; MCP transport rule on Origin).
  MCP_ALLOWED_ORIGINS: z
    .string()
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'must be origins such as https://app.example.com (scheme, host and port only)')))
    .default([]),
  BODY_LIMIT_BYTES: int(1024, 10 * 1024 * 1024).default(100 * 1024),
  SHUTDOWN_TIMEOUT_MS: int(0, 120_000).default(10_000),
  JOBS_ENABLED: bool.default(true),
  // What apps did for each person (their changes, shown on the person's apps pages), and the usage counts behind them: days kept.
  ACTIVITY_RETENTION_DAYS: int(30, 3650).default(90),
  // GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; unset: 404. At least 32 characters (`openssl rand -hex 32`).
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)').regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces').optional(),
  // Connected calendars. Keys are 32 random bytes, base64 or hex (`openssl rand -base64 32`).
  ENCRYPTION_KEY: encryptionKey.optional(),
  ENCRYPTION_KEYS_PREVIOUS: z
    .string()
    .transform((v) => v.split(',').map((k) => k.trim()).filter(Boolean))
    .pipe(z.array(encryptionKey))
    .default([]),
  CALENDAR_ALLOW_PRIVATE_HOSTS: bool.default(false),
  // Every outbound fetch of a URL given to us (calendars, client metadata documents); the calendar name above is its alias.
  OUTBOUND_ALLOW_PRIVATE_HOSTS: bool.default(false),
  // How long a webhook receiver has to answer a delivery (5 s by default).
  WEBHOOK_TIMEOUT_MS: int(100, 30_000).default(5_000),
  // How many webhook deliveries one instance sends at once (8 by default); one per webhook at a time.
  WEBHOOK_CONCURRENCY: int(1, 256).default(8),
  CALENDAR_BUSY_CACHE_SECONDS: int(0, 3600).default(60),
  // What one calendar may cost (docs/calendars.md, "Limits"): a hostile feed must not stall the instance.
  CALENDAR_MAX_CONNECTIONS_PER_PERSON: int(1, 1000).default(20),
  CALENDAR_MAX_EVENTS_PER_FEED: int(1, 1_000_000).default(5000),
  CALENDAR_MAX_INSTANCES_PER_FEED: int(1, 1_000_000).default(2000),
  CALENDAR_MAX_INSTANCES_PER_REQUEST: int(1, 10_000_000).default(10_000),
  CALENDAR_FEED_TIME_BUDGET_MS: int(10, 60_000).default(500),
  CALENDAR_FEED_WORKERS: int(1, 64).default(2),
  // Google and Microsoft calendars (OAuth). Unset client id or secret: that provider is off (422).
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: httpUrl.default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: httpUrl.default('https://oauth2.googleapis.com/token'),
  GOOGLE_REVOKE_URL: httpUrl.default('https://oauth2.googleapis.com/revoke'),
  GOOGLE_CALENDAR_API_URL: httpUrl.default('https://www.googleapis.com'),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_TENANT: z
    .string()
    .regex(/^[\w.-]{1,100}$/, 'must be a tenant id, a domain, common, organizations or consumers')
    .default('common'),
  MICROSOFT_AUTH_URL: httpUrl.optional(),
  MICROSOFT_TOKEN_URL: httpUrl.optional(),
  MICROSOFT_GRAPH_URL: httpUrl.default('https://graph.microsoft.com/v1.0'),
});

export type Env = z.infer<typeof envSchema>;
