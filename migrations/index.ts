import type { Migration } from 'kysely/migration';
import * as platform from './2026-11-21T0001_platform.js';
import * as identity from './2026-11-21T0002_identity.js';
import * as developers from './2026-11-21T0003_developers.js';
import * as ledger from './2026-11-21T0004_ledger.js';
import * as idempotencyAndJobs from './2026-11-21T0005_idempotency_and_jobs.js';
import * as recipients from './2026-11-21T0006_recipients.js';
import * as fx from './2026-11-21T0007_fx.js';
import * as kyc from './2026-11-21T0008_kyc.js';
import * as paymentRequests from './2026-11-21T0009_payment_requests.js';
import * as webhooks from './2026-11-21T0010_webhooks.js';
import * as momo from './2026-11-21T0011_momo.js';
import * as transfers from './2026-11-21T0012_transfers.js';
import * as cards from './2026-11-21T0013_cards.js';
import * as productKeys from './2026-11-22T0014_product_keys.js';
import * as authThrottle from './2026-11-22T0015_auth_throttle.js';
import * as balanceCap from './2026-11-22T0016_balance_cap.js';
import * as webhookAttemptNote from './2026-11-22T0017_webhook_attempt_note.js';
import * as exactBytes from './2026-11-22T0018_exact_bytes.js';

/** Every migration, by name; Kysely applies them in name order. A new migration is added here. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T0001_platform': platform,
  '2026-11-21T0002_identity': identity,
  '2026-11-21T0003_developers': developers,
  '2026-11-21T0004_ledger': ledger,
  '2026-11-21T0005_idempotency_and_jobs': idempotencyAndJobs,
  '2026-11-21T0006_recipients': recipients,
  '2026-11-21T0007_fx': fx,
  '2026-11-21T0008_kyc': kyc,
  '2026-11-21T0009_payment_requests': paymentRequests,
  '2026-11-21T0010_webhooks': webhooks,
  '2026-11-21T0011_momo': momo,
  '2026-11-21T0012_transfers': transfers,
  '2026-11-21T0013_cards': cards,
  '2026-11-22T0014_product_keys': productKeys,
  '2026-11-22T0015_auth_throttle': authThrottle,
  '2026-11-22T0016_balance_cap': balanceCap,
  '2026-11-22T0017_webhook_attempt_note': webhookAttemptNote,
  '2026-11-22T0018_exact_bytes': exactBytes,
};
