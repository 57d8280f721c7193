import type { Config } from './config.js';
import type { DB } from './db/database.js';
import { TokenService } from './platform/auth/tokens.js';
import type { Clock } from './platform/clock.js';
import { EventBus } from './platform/events/bus.js';
import { EventStream } from './platform/events/stream.js';
import { SecretBox } from './platform/secret-box.js';
import { platformSecret } from './platform/secrets.js';
import { WebhookDispatcher } from './modules/webhooks/webhook-dispatcher.js';
import { WebhooksService } from './modules/webhooks/webhooks.service.js';
import { MomoService } from './modules/momo/momo.service.js';
import { SandboxMobileMoneyProvider } from './rails/mobile-money.js';
import { FundingService } from './modules/funding/funding.service.js';
import { TransfersService } from './modules/transfers/transfers.service.js';
import { PaymentMethodsService } from './modules/payment-methods/payment-methods.service.js';
import { SandboxCardProcessor } from './rails/cards.js';
import { createHmac } from 'node:crypto';
import { AuthThrottle } from './platform/auth-throttle.js';
import { IdempotencyService } from './platform/idempotency.js';
import { createLogger, errorCodeOf, type Logger } from './platform/logger.js';
import { SandboxMailer } from './platform/mail.js';
import { RateLimiter } from './platform/rate-limit.js';
import { DeveloperService } from './modules/developer/developer.service.js';
import { IdentityService } from './modules/identity/identity.service.js';
import { NotificationsService } from './modules/notifications/notifications.service.js';
import { LedgerService } from './modules/ledger/ledger.service.js';
import { WalletsService } from './modules/wallets/wallets.service.js';
import { RecipientsService } from './modules/recipients/recipients.service.js';
import { FxService } from './modules/fx/fx.service.js';
import { KycService } from './modules/kyc/kyc.service.js';
import { JobQueue } from './platform/jobs.js';
import { PaymentRequestsService } from './modules/payment-requests/payment-requests.service.js';

/** The one service layer both transports call (design rule 1). */
export interface Services {
  db: DB;
  clock: Clock;
  /** The process's logger: requests (through fastify) and background work alike. */
  logger: Logger;
  bus: EventBus;
  tokens: TokenService;
  mailer: SandboxMailer;
  rateLimiter: RateLimiter;
  identity: IdentityService;
  developer: DeveloperService;
  notifications: NotificationsService;
  ledger: LedgerService;
  wallets: WalletsService;
  idempotency: IdempotencyService;
  recipients: RecipientsService;
  fx: FxService;
  jobs: JobQueue;
  kyc: KycService;
  paymentRequests: PaymentRequestsService;
  eventStream: EventStream;
  webhooks: WebhooksService;
  webhookDispatcher: WebhookDispatcher;
  momo: MomoService;
  funding: FundingService;
  transfers: TransfersService;
  paymentMethods: PaymentMethodsService;
}

export function createServices(deps: { db: DB; clock: Clock; config: Config; jwtSecret: string; connectionString: string; logger?: Logger }): Services {
  const { db, clock, config } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const bus = new EventBus();
  const tokens = new TokenService(
    {
      secret: deps.jwtSecret,
      issuer: config.jwt.issuer,
      audience: config.jwt.audience,
      accessTtlSeconds: config.accessTokenTtlSeconds,
      apiTtlSeconds: config.apiTokenTtlSeconds,
    },
    clock,
  );
  const mailer = new SandboxMailer(clock);
  const ledger = new LedgerService({ db, clock });
  const fx = new FxService({ db, clock, config, ledger });
  const jobs = new JobQueue({
    db,
    clock,
    onError: (error, job) => logger.error({ jobId: job.id, jobKind: job.kind, errorCode: errorCodeOf(error), err: error }, 'job failed; it will be retried'),
  });
  const kyc = new KycService({ db, clock, config, jobs, fx });
  const wallets = new WalletsService({ db, clock, ledger, debitPolicy: kyc });
  const identity = new IdentityService({ db, clock, config, tokens, mailer, bus, wallets, throttle: new AuthThrottle({ db, clock }) });
  const developer = new DeveloperService({ db, clock, config, tokens, identity });
  // Webhook signing secrets are sealed at rest with this key (WEBHOOK_SECRET_KEY or a generated one).
  let sealing: Promise<SecretBox> | undefined;
  const box = () => (sealing ??= (config.webhooks.secretKey ? Promise.resolve(config.webhooks.secretKey) : platformSecret(db, clock, 'webhook-secret-key')).then((key) => new SecretBox(key)));
  const webhookPolicy = { allowLocalReceivers: config.webhooks.allowLocalReceivers };
  const recipients = new RecipientsService({ db, clock });
  const momo = new MomoService({ db, clock, config, jobs, ledger, provider: new SandboxMobileMoneyProvider(), box, callbackPolicy: webhookPolicy, logger });
  const webhookDispatcher = new WebhookDispatcher({ db, clock, box, policy: webhookPolicy, mailer, timeoutMs: config.webhooks.timeoutMs, concurrency: config.webhooks.concurrency, logger });
  return {
    db,
    clock,
    logger,
    bus,
    tokens,
    mailer,
    rateLimiter: new RateLimiter(db, clock),
    identity,
    developer,
    notifications: new NotificationsService({ db, clock }),
    ledger,
    wallets,
    idempotency: new IdempotencyService({ db, clock }),
    recipients,
    fx,
    jobs,
    kyc,
    paymentRequests: new PaymentRequestsService({ db, clock, ledger, wallets, jobs }),
    eventStream: new EventStream({ connectionString: deps.connectionString, db, bus, logger }),
    webhooks: new WebhooksService({ db, clock, box, policy: webhookPolicy, developer, wake: () => webhookDispatcher.wake() }),
    webhookDispatcher,
    momo,
    funding: new FundingService({ db, clock, ledger, wallets, momo, kyc }),
    transfers: new TransfersService({ db, clock, ledger, fx, kyc, momo, recipients, jobs, logger }),
    // Card fingerprints are keyed by a key derived from the signing secret: stable, never the number.
    paymentMethods: new PaymentMethodsService({ db, clock, processor: new SandboxCardProcessor(createHmac('sha256', deps.jwtSecret).update('card-fingerprint-key').digest('hex')) }),
  };
}
