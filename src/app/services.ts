import type { Config } from '../config.js';
import type { DB } from '../db/database.js';
import { registerModuleErrorCodes } from './error-codes.js';
import { eventCatalog } from './event-catalog.js';
import { buildModuleServices } from './module-services.js';
import { MODULES } from '../generated/modules.js';
import { scopeResourceOf } from '../platform/auth/principal.js';
import { KEPT_ROWS_CHANGED_CHANNEL, KeptReads } from '../db/kept-reads.js';
import { LiveConnections } from '../platform/live-connections.js';
import { TokenService } from '../platform/auth/tokens.js';
import { AccountClock } from '../platform/account-time.js';
import type { Clock } from '../platform/clock.js';
import { EventBus } from '../platform/events/bus.js';
import { EventRelay } from '../platform/events/stream.js';
import { IdempotencyService } from '../platform/idempotency.js';
import { InstanceLiveness } from '../platform/instance-liveness.js';
import { JobQueue, type GroupedJobHandler, type JobHandler, type JobKind } from '../platform/jobs.js';
import { createLogger, errorCodeOf, type Logger } from '../platform/logger.js';
import { SandboxMailer } from '../platform/mail.js';
import { SandboxSms } from '../platform/sms.js';
import { RateLimiter } from '../platform/rate-limit.js';
import type { ServiceRegistry } from '../platform/registry.js';
import { SecretBox } from '../platform/secret-box.js';
import { platformSecret } from '../platform/secrets.js';

/** What every module builds on: the database, the clock, and the platform's own services. */
export interface PlatformServices {
  db: DB;
  /** Time on the sandbox clock of the account the current flow runs for (platform/account-time.ts). */
  clock: AccountClock;
  /** The process's logger: requests (through fastify) and background work alike. */
  logger: Logger;
  bus: EventBus;
  tokens: TokenService;
  mailer: SandboxMailer;
  sms: SandboxSms;
  rateLimiter: RateLimiter;
  idempotency: IdempotencyService;
  /** This process's liveness, which PostgreSQL holds for it: whether the process that claimed a key still runs. */
  liveness: InstanceLiveness;
  jobs: JobQueue;
  eventRelay: EventRelay;
  /** Principals and transfer parties kept between requests while the database's announcements of their changes reach this process. */
  keptReads: KeptReads;
  /** Credentials that end in this process (revoked keys, signed-out users), told to the live sockets before the change is answered. */
  liveConnections: LiveConnections;
  /** Seals secrets at rest (webhook signing secrets, callback secrets): WEBHOOK_SECRET_KEY or a generated key. */
  secretBox: () => Promise<SecretBox>;
}

/** The one service layer both transports call (design rule 1): the platform's and every module's. */
export type Services = PlatformServices & ServiceRegistry;

export function createServices(deps: { db: DB; clock: Clock; config: Config; jwtSecret: string; connectionString: string; logger?: Logger }): Services {
  const { db, config } = deps;
  // Sessions, rate limits and throttles run on real time: a sandbox clock moved days ahead must
  // not sign its merchant out or empty their rate limit.
  const wall = deps.clock;
  const clock = new AccountClock(wall);
  const logger = deps.logger ?? createLogger(config.logLevel);
  const bus = new EventBus();
  let sealing: Promise<SecretBox> | undefined;
  const liveness = new InstanceLiveness(deps.connectionString);
  const keptReads = new KeptReads(config.keptReadsEntries);
  const liveConnections = new LiveConnections();
  liveness.listen(KEPT_ROWS_CHANGED_CHANNEL, {
    notified: (payload) => {
      keptReads.changed(payload);
      liveConnections.announced(payload);
    },
    listening: (on) => keptReads.listen(on),
  });
  const platform: PlatformServices = {
    db,
    clock,
    logger,
    bus,
    tokens: new TokenService(
      {
        secret: deps.jwtSecret,
        issuer: config.jwt.issuer,
        audience: config.jwt.audience,
        accessTtlSeconds: config.accessTokenTtlSeconds,
        apiTtlSeconds: config.apiTokenTtlSeconds,
      },
      wall,
    ),
    mailer: new SandboxMailer(clock),
    sms: new SandboxSms(clock),
    rateLimiter: new RateLimiter(db, wall),
    idempotency: new IdempotencyService({ db, clock, liveness }),
    liveness,
    keptReads,
    liveConnections,
    jobs: new JobQueue({
      db,
      clock,
      onError: (error, job) => logger.error({ jobId: job.id, jobKind: job.kind, errorCode: errorCodeOf(error), err: error }, 'job failed; it will be retried'),
      onPollError: (error) => logger.error({ errorCode: errorCodeOf(error), err: error }, 'could not poll for due jobs; polling again'),
    }),
    eventRelay: new EventRelay({
      db,
      bus,
      logger,
      pollMs: config.eventRelayPollMs,
      publishIntervalMs: config.eventPublishIntervalMs,
      pacing: config.eventPublishPacing,
      retentionDays: config.eventRetentionDays,
      readWaitMs: config.eventLogReadWaitMs,
      now: () => wall.now(),
    }),
    secretBox: () =>
      (sealing ??= (config.webhooks.secretKey ? Promise.resolve(config.webhooks.secretKey) : platformSecret(db, clock, 'webhook-secret-key')).then(
        (key) => new SecretBox(key),
      )),
  };
  registerModuleErrorCodes();
  const eventTypes = [...eventCatalog().keys()];
  // The resources a restricted key's scopes may name: every module with operations, but those no secret key may use.
  const scopeResources = MODULES.filter((module) => (module.routes?.length || module.resolvers) && !module.refusedToSecretKeys).map((module) =>
    scopeResourceOf(module.folder),
  );
  const services = buildModuleServices(platform, MODULES, { config, jwtSecret: deps.jwtSecret, eventTypes, scopeResources });
  for (const module of MODULES) {
    for (const [kind, handler] of Object.entries(module.jobs ?? {}) as [JobKind, (services: Services) => JobHandler<JobKind> | GroupedJobHandler<JobKind>][]) {
      services.jobs.register(kind, handler(services));
    }
  }
  return services;
}
