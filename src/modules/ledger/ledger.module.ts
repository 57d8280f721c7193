import { defineModule } from '../../app/module.js';
import './ledger.tables.js';
import { HOLD_EXPIRY_JOB } from './holds.js';
import { LedgerService } from './ledger.service.js';
import * as migration0004 from './migrations/2026-11-21T0004_ledger.js';
import * as migration0016 from './migrations/2026-11-22T0016_balance_cap.js';
import * as migration0020 from './migrations/2026-11-23T0020_holding_accounts.js';
import * as migration0025 from './migrations/2026-11-23T0025_biller_settlement.js';
import * as migration0028 from './migrations/2026-11-23T0028_lending_accounts.js';
import * as migration0033 from './migrations/2026-11-23T0033_card_settlement.js';
import * as migration0045 from './migrations/2026-11-24T0045_refund_records.js';
import * as migration0046 from './migrations/2026-11-24T0046_credit_caps.js';
import * as migration0048 from './migrations/2026-11-24T0048_holds.js';
import * as migration0049 from './migrations/2026-11-24T0049_account_kinds.js';
import * as migration0050 from './migrations/2026-11-24T0050_trace_index.js';
import * as migration0052 from './migrations/2026-11-24T0052_entry_batches.js';
import * as migration0054 from './migrations/2026-11-24T0054_balances_per_statement.js';
import * as migration0064 from './migrations/2026-11-24T0064_checks_per_statement.js';
import * as migration0065 from './migrations/2026-11-25T0065_trace_subjects.js';
import * as migration0072 from './migrations/2026-11-27T0072_entries_in_sets.js';
import * as migration0073 from './migrations/2026-11-27T0073_plans_kept.js';
import * as migration0077 from './migrations/2026-11-27T0077_wallet_account_changes.js';
import * as migration0078 from './migrations/2026-11-27T0078_references_per_statement.js';
import * as migration0079 from './migrations/2026-11-27T0079_subjects_by_path.js';
import * as migration0080 from './migrations/2026-11-27T0080_groups_written_first.js';
import * as migration0098 from './migrations/2026-11-30T0098_refund_paths.js';
import * as migration0101 from './migrations/2026-11-30T0101_definitions_in_files.js';
import * as migration0102 from './migrations/2026-11-30T0102_every_payout_held.js';
import * as migration0104 from './migrations/2026-12-01T0104_ledger_published_views.js';
import { ledgerResolvers } from './ledger.resolvers.js';
import { ledgerRoutes } from './ledger.routes.js';
import type { ErrorDeclarations } from '../../platform/errors.js';
import type { DeclaredKeys } from '../../platform/registry.js';

// rcl: a refund claim of its own (an administrator's reversal); other paths claim under their refund's id.
// A journal entry is an object of the API only as a wallet-to-wallet transfer (its id is the entry's).
// A ledger account the API shows is a wallet's currency account (WalletBalance); node(id:) finds no other kind.
const idPrefixes = { la: 'WalletBalance', je: 'WalletTransfer', rcl: null, hold: null } as const;
const errorCodes = {
  INSUFFICIENT_FUNDS: {
    status: 409,
    meaning: "The wallet's available balance (its balance less holds) is less than the amount and fees.",
    action: 'Fund the wallet or send less.',
  },
  CURRENCY_ACCOUNT_MISSING: {
    status: 409,
    meaning: 'The wallet has no open account in this currency.',
    action: 'Open one (`PUT /wallets/me/accounts/{currency}`) or use another currency.',
  },
  ALREADY_REFUNDED: {
    status: 409,
    meaning: 'The transaction was already refunded (in full, or up to this amount) by some path.',
    action: 'Read the money trace of the transaction; nothing more can come back.',
  },
  HOLD_RESOLVED: { status: 409, meaning: 'The hold was already captured or released: a hold resolves once.', action: 'Read the money trace of the operation.' },
} as const satisfies ErrorDeclarations;

/** The platform's own: users' wallets, domains' holding accounts, fees, and money in suspense. */
const ledgerAccountKinds = ['WALLET', 'HOLDING', 'PLATFORM_FEES', 'SUSPENSE'] as const;

declare module '../../platform/registry.js' {
  interface ModuleLedgerAccountKinds extends Declared<typeof ledgerAccountKinds> {}
  interface ServiceRegistry {
    ledger: LedgerService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleErrorStatuses extends DeclaredKeys<typeof errorCodes> {}
  interface JobPayloads {
    'ledger.hold-expiry': { holdId: string };
  }
}

export default defineModule({
  folder: 'ledger',
  schema: ['ledger.graphql'],
  resolvers: ledgerResolvers,
  routes: ledgerRoutes(),
  ledgerAccountKinds,
  services: {
    ledger: {
      needs: [],
      create: ({ db, clock, jobs, keptReads }, { config }) =>
        new LedgerService({ db, clock, jobs, keptReads, concurrentWrites: config.ledgerConcurrentWrites }),
    },
  },
  migrations: {
    '2026-11-21T0004_ledger': migration0004,
    '2026-11-22T0016_balance_cap': migration0016,
    '2026-11-23T0020_holding_accounts': migration0020,
    '2026-11-23T0025_biller_settlement': migration0025,
    '2026-11-23T0028_lending_accounts': migration0028,
    '2026-11-23T0033_card_settlement': migration0033,
    '2026-11-24T0045_refund_records': migration0045,
    '2026-11-24T0046_credit_caps': migration0046,
    '2026-11-24T0048_holds': migration0048,
    '2026-11-24T0049_account_kinds': migration0049,
    '2026-11-24T0050_trace_index': migration0050,
    '2026-11-24T0052_entry_batches': migration0052,
    '2026-11-24T0054_balances_per_statement': migration0054,
    '2026-11-24T0064_checks_per_statement': migration0064,
    '2026-11-25T0065_trace_subjects': migration0065,
    '2026-11-27T0072_entries_in_sets': migration0072,
    '2026-11-27T0073_plans_kept': migration0073,
    '2026-11-27T0077_wallet_account_changes': migration0077,
    '2026-11-27T0078_references_per_statement': migration0078,
    '2026-11-27T0079_subjects_by_path': migration0079,
    '2026-11-27T0080_groups_written_first': migration0080,
    '2026-11-30T0098_refund_paths': migration0098,
    '2026-11-30T0101_definitions_in_files': migration0101,
    '2026-11-30T0102_every_payout_held': migration0102,
    '2026-12-01T0104_ledger_published_views': migration0104,
  },
  idPrefixes,
  errorCodes,
  jobs: {
    [HOLD_EXPIRY_JOB]:
      (s) =>
      (tx, { holdId }) =>
        s.ledger.holds.expire(tx, holdId),
  },
});
