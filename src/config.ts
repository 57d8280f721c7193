import { z } from 'zod';
import { databaseHosts, type DatabaseTimeouts } from './db/primary.js';
import type { FxSettings } from './modules/fx/fx-settings.js';

/** The one place that reads the environment. Every setting has a working default for the sandbox. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  // Loopback unless told otherwise: the start-up prints the sandbox administrator's password.
  HOST: z.string().default('127.0.0.1'),
  // One host, or several in libpq's syntax (host1:5432,host2:5433) with target_session_attrs: each must read as a URL.
  DATABASE_URL: z
    .string()
    .refine((url) => databaseHosts(url).connectionStrings.every((one) => URL.canParse(one)), 'must be a postgres:// URL (several hosts: host1:5432,host2:5433)')
    .optional(),
  // A standby that serves reads (db/read-routing.ts): GETs and GraphQL queries read there once it has the caller's last write.
  DATABASE_READ_URL: z
    .string()
    .refine((url) => URL.canParse(url), 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  // PostgreSQL server settings for the embedded database, e.g. "-c shared_buffers=256MB".
  EMBEDDED_PG_OPTIONS: z.string().default(''),
  DB_POOL_MAX: z.coerce.number().int().min(1).default(20),
  // A statement's longest run (the server cancels it; the client gives up 2 s later), and a new connection's longest wait (db/primary.ts).
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  // Grouped ledger writes one server process keeps in flight at once (entry-writer.ts).
  LEDGER_CONCURRENT_WRITES: z.coerce.number().int().min(1).max(8).default(1),
  // Principals and transfer parties a process keeps between requests (db/kept-reads.ts); 0: none.
  KEPT_READS_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).optional(),
  // The earlier name of KEPT_READS_ENTRIES, when principals were all a process kept.
  PRINCIPAL_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).optional(),
  // Off behind a pooler that shares server connections between clients per transaction
  // (PgBouncer's transaction mode before 1.21): a prepared statement lives on one server connection.
  DB_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
  PUBLIC_URL: z.string().url().optional(),
  // Where the reset e-mail's link points (the token is appended as ?token=): the server's own page
  // by default; an app with its own reset screen (or deep link) sets it.
  PASSWORD_RESET_URL: z.string().url().optional(),
  // Where payment links and invoices are paid: the server's own hosted page (/pay) by default.
  PAY_URL: z.string().url().optional(),
  // Browser origins admitted by CORS, comma-separated; `*` stands for any port or host part.
  CORS_ORIGINS: z.string().default('http://localhost:*,http://127.0.0.1:*'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_ISSUER: z.string().default('payments-platform-sandbox'),
  JWT_AUDIENCE: z.string().default('payments-platform-api'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  REFRESH_TOKEN_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  API_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(3600),
  PASSWORD_RESET_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  KEY_ROTATION_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(24 * 3600),
  // log2 of scrypt's N; 15 means 32 MiB per hash. Tests lower it for speed, never below 10.
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(15),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).default(10),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).default(15),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(10).default(1000),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(50).default(2000),
  GRAPHQL_TRUSTED_DOCUMENTS: z.enum(['accept', 'only']).default('accept'),
  GRAPHQL_EXECUTOR: z.enum(['compiled', 'fast', 'apollo']).default('compiled'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  FX_QUOTE_TTL_SECONDS: z.coerce.number().int().min(5).default(900),
  FX_MARGIN_EXPRESS_PERCENT: z.coerce.number().min(0).max(20).default(1),
  FX_MARGIN_ECONOMY_PERCENT: z.coerce.number().min(0).max(20).default(0.5),
  FEE_EXPRESS_PERCENT: z.coerce.number().min(0).max(20).default(1.5),
  FEE_ECONOMY_PERCENT: z.coerce.number().min(0).max(20).default(0.5),
  RATE_EVENT_THRESHOLD_PERCENT: z.coerce.number().min(0).default(1),
  KYC_REVIEW_DELAY_SECONDS: z.coerce.number().int().min(0).default(120),
  JOBS_POLL_MS: z.coerce.number().int().min(10).default(1000),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  EVENT_RELAY_POLL_MS: z.coerce.number().int().min(5).default(20),
  EVENT_PUBLISH_INTERVAL_MS: z.coerce.number().int().min(0).max(1000).default(25),
  EVENT_PUBLISH_PACING: z.enum(['under-load', 'always']).default('under-load'),
  EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  EVENT_LOG_READ_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(5000),
  SOCKET_SESSION_CHECK_MS: z.coerce.number().int().min(50).max(3_600_000).default(500),
  WEBHOOK_ALLOW_LOCAL_RECEIVERS: z.enum(['true', 'false']).default('false'),
  CHECK_RESPONSE_SCHEMAS: z.enum(['true', 'false']).default('false'),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).default(32),
  WEBHOOK_SECRET_KEY: z.string().min(32).optional(),
  MOMO_COMPLETION_DELAY_SECONDS: z.coerce.number().int().min(0).default(5),
  // Multiplies every hosted-page attempt limit (pay-throttle.ts); the test harness raises them.
  PAY_THROTTLE_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // How long one request walks a sandbox clock advance before answering; the rest runs in the background.
  SANDBOX_ADVANCE_BUDGET_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  // How long X-Sandbox-Scenario: timeout-after-commit holds an answer.
  SANDBOX_SCENARIO_DELAY_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** A standby serving reads, beside DATABASE_URL's primary. */
  databaseReadUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  /** Command-line flags for the embedded PostgreSQL server (`-c name=value …`). */
  embeddedPgOptions: string[];
  dbPoolMax: number;
  /** How long a connection waits on its server: a statement's run, a new connection's answer (db/primary.ts). */
  dbTimeouts: DatabaseTimeouts;
  /** Calls writing grouped journal entries that one process keeps in flight at once. */
  ledgerConcurrentWrites: number;
  /** Principals and transfer parties a process keeps between requests, forgotten as the database announces their changes; 0: none. */
  keptReadsEntries: number;
  /** Whether connections prepare the statements the application keeps running. */
  dbPreparedStatements: boolean;
  publicUrl: string;
  /** The page the password-reset e-mail links to, with ?token= appended. */
  passwordResetUrl: string;
  /** The hosted payment page's base: a link or invoice is paid at `{payUrl}/<short code>`. */
  payUrl: string;
  /** Browser origins CORS admits: exact origins, or patterns where `*` stands for any run of characters but `/`. */
  corsOrigins: string[];
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Development and tests: a REST answer whose response schema would drop or change a field is a 500. */
  checkResponseSchemas: boolean;
  jwt: { secret: string | undefined; issuer: string; audience: string };
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long a rotated refresh token may be presented again (a tab reloaded before it kept the answer) without ending its session. */
  refreshTokenReuseGraceSeconds: number;
  apiTokenTtlSeconds: number;
  passwordResetTtlSeconds: number;
  keyRotationGraceSeconds: number;
  scryptLogN: number;
  bodyLimitBytes: number;
  graphqlLimits: { maxDepth: number; maxAliases: number; maxCost: number; maxTokens: number };
  /** Serve only the trusted documents (by id), refusing documents sent as text: GRAPHQL_TRUSTED_DOCUMENTS=only. */
  trustedDocumentsOnly: boolean;
  /**
   * GRAPHQL_EXECUTOR: `compiled` runs a prepared document's operation outside Apollo Server's pipeline
   * (http/graphql-fast-path.ts) as the function graphql-jit compiled from it, `fast` on the same path
   * through graphql-js's execute, `apollo` sends every request through Apollo Server's pipeline; the
   * benches and the fast path's tests compare them.
   */
  graphqlExecutor: 'compiled' | 'fast' | 'apollo';
  shutdownGraceMs: number;
  fx: FxSettings;
  /** How long the sandbox takes to review a KYC upgrade request, on the platform clock. */
  kycReviewDelaySeconds: number;
  jobsPollMs: number;
  /** Server processes on the one port (node:cluster); 1 runs the server in the main process. */
  workers: number;
  /** How often each process's event relay publishes and passes on committed events. */
  eventRelayPollMs: number;
  /** The least time between two publications that commits ask for (0: one after every commit). */
  eventPublishIntervalMs: number;
  /** When that interval holds: while writes queue behind the commits ('under-load'), or under every stream of commits. */
  eventPublishPacing: 'under-load' | 'always';
  /** How long the event log keeps events (GET /events, subscriptions resuming with after:). */
  eventRetentionDays: number;
  /** How long a read of the event log waits for events committed before it that older open transactions hold back. */
  eventLogReadWaitMs: number;
  /** How often open graphql-ws sockets are checked against their credentials, a backstop to the ends told at once. */
  socketSessionCheckMs: number;
  webhooks: {
    /** Development and tests only: admits http://localhost receivers. */
    allowLocalReceivers: boolean;
    timeoutMs: number;
    /** Deliveries in flight at once per process: a slow endpoint holds one slot, not the queue. */
    concurrency: number;
    /** Key for the signing secrets at rest; generated and kept in the database when unset. */
    secretKey: string | undefined;
  };
  /** How long the sandbox mobile money provider takes to complete an operation, on the clock. */
  momoCompletionDelaySeconds: number;
  /** Multiplies every limit on payment attempts on the hosted pages. */
  payThrottleScale: number;
  /** Whether a reverse proxy in front sets X-Forwarded-For (the client address then comes from it). */
  trustProxy: boolean;
  /** How long one request walks a sandbox clock advance before the rest goes on in the background. */
  sandboxAdvanceBudgetMs: number;
  /** How long `X-Sandbox-Scenario: timeout-after-commit` holds an answer. */
  sandboxScenarioDelayMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in most shells' idiom, not an invalid value.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) throw new Error('Invalid configuration: DATABASE_READ_URL: names a standby of DATABASE_URL, which is not set');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    dataDir: e.DATA_DIR,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    embeddedPgOptions: e.EMBEDDED_PG_OPTIONS.split(/\s+/).filter(Boolean),
    dbPoolMax: e.DB_POOL_MAX,
    dbTimeouts: { statementMs: e.DB_STATEMENT_TIMEOUT_MS, connectMs: e.DB_CONNECT_TIMEOUT_MS },
    ledgerConcurrentWrites: e.LEDGER_CONCURRENT_WRITES,
    keptReadsEntries: e.KEPT_READS_ENTRIES ?? e.PRINCIPAL_CACHE_ENTRIES ?? 10_000,
    dbPreparedStatements: e.DB_PREPARED_STATEMENTS === 'true',
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    passwordResetUrl: e.PASSWORD_RESET_URL ?? `${e.PUBLIC_URL ?? `http://localhost:${e.PORT}`}/reset-password`,
    payUrl: (e.PAY_URL ?? `${e.PUBLIC_URL ?? `http://localhost:${e.PORT}`}/pay`).replace(/\/$/, ''),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    checkResponseSchemas: e.CHECK_RESPONSE_SCHEMAS === 'true',
    jwt: { secret: e.JWT_SECRET, issuer: e.JWT_ISSUER, audience: e.JWT_AUDIENCE },
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    refreshTokenReuseGraceSeconds: e.REFRESH_TOKEN_REUSE_GRACE_SECONDS,
    apiTokenTtlSeconds: e.API_TOKEN_TTL_SECONDS,
    passwordResetTtlSeconds: e.PASSWORD_RESET_TTL_SECONDS,
    keyRotationGraceSeconds: e.KEY_ROTATION_GRACE_SECONDS,
    scryptLogN: e.SCRYPT_LOG_N,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    graphqlLimits: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxCost: e.GRAPHQL_MAX_COST,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
    },
    trustedDocumentsOnly: e.GRAPHQL_TRUSTED_DOCUMENTS === 'only',
    graphqlExecutor: e.GRAPHQL_EXECUTOR,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    fx: {
      quoteTtlSeconds: e.FX_QUOTE_TTL_SECONDS,
      marginPercent: { express: e.FX_MARGIN_EXPRESS_PERCENT, economy: e.FX_MARGIN_ECONOMY_PERCENT },
      feePercent: { express: e.FEE_EXPRESS_PERCENT, economy: e.FEE_ECONOMY_PERCENT },
      eventThresholdPercent: e.RATE_EVENT_THRESHOLD_PERCENT,
    },
    kycReviewDelaySeconds: e.KYC_REVIEW_DELAY_SECONDS,
    jobsPollMs: e.JOBS_POLL_MS,
    workers: e.WORKERS,
    eventRelayPollMs: e.EVENT_RELAY_POLL_MS,
    eventPublishIntervalMs: e.EVENT_PUBLISH_INTERVAL_MS,
    eventPublishPacing: e.EVENT_PUBLISH_PACING,
    eventRetentionDays: e.EVENT_RETENTION_DAYS,
    eventLogReadWaitMs: e.EVENT_LOG_READ_WAIT_MS,
    socketSessionCheckMs: e.SOCKET_SESSION_CHECK_MS,
    webhooks: {
      allowLocalReceivers: e.WEBHOOK_ALLOW_LOCAL_RECEIVERS === 'true',
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      concurrency: e.WEBHOOK_CONCURRENCY,
      secretKey: e.WEBHOOK_SECRET_KEY,
    },
    momoCompletionDelaySeconds: e.MOMO_COMPLETION_DELAY_SECONDS,
    payThrottleScale: e.PAY_THROTTLE_SCALE,
    trustProxy: e.TRUST_PROXY === 'true',
    sandboxAdvanceBudgetMs: e.SANDBOX_ADVANCE_BUDGET_MS,
    sandboxScenarioDelayMs: e.SANDBOX_SCENARIO_DELAY_MS,
  };
}
