import { defineModule } from '../../app/module.js';
import { walletEvents } from './wallets.events.js';
import { walletsResolvers } from './wallets.resolvers.js';
import { walletsRoutes } from './wallets.routes.js';
import './wallets.tables.js';
import { WalletsService } from './wallets.service.js';
import type { ErrorDeclarations } from '../../platform/errors.js';
import type { DeclaredKeys } from '../../platform/registry.js';
import * as migration0103 from './migrations/2026-12-01T0103_wallet_directory.js';

const idPrefixes = { wal: 'Wallet' } as const;
const errorCodes = {
  ACCOUNT_NOT_EMPTY: { status: 409, meaning: 'The currency account still holds money.', action: 'Move the money out before closing the account.' },
  SELF_TRANSFER: { status: 400, meaning: 'The payer and the recipient are the same wallet.', action: 'Send to another wallet.' },
} as const satisfies ErrorDeclarations;

/** Where sandbox test money comes from. */
const ledgerAccountKinds = ['SANDBOX_FUNDING'] as const;

declare module '../../platform/registry.js' {
  interface ModuleLedgerAccountKinds extends Declared<typeof ledgerAccountKinds> {}
  interface ServiceRegistry {
    wallets: WalletsService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleErrorStatuses extends DeclaredKeys<typeof errorCodes> {}
  interface ModuleEventTypes extends DeclaredKeys<typeof walletEvents> {}
}

export default defineModule({
  folder: 'wallets',
  ledgerAccountKinds,
  schema: ['wallets.graphql'],
  resolvers: walletsResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    createWallet: ['CONFLICT', 'RESOURCE_ALREADY_EXIST'],
    removeWalletAccount: ['ACCOUNT_NOT_EMPTY'],
    transferToWallet: ['CURRENCY_ACCOUNT_MISSING', 'INSUFFICIENT_FUNDS', 'KYC_LIMIT_EXCEEDED', 'NOT_FOUND', 'SELF_TRANSFER'],
    sandboxFundWallet: ['KYC_LIMIT_EXCEEDED', 'NOT_FOUND'],
  },
  routes: walletsRoutes(),
  services: {
    wallets: {
      needs: ['ledger', 'kyc'],
      create: ({ db, clock, ledger, kyc, keptReads }) => new WalletsService({ db, clock, ledger, keptReads, debitPolicy: kyc }),
    },
  },
  // The wallets table is identity's migration 0002 (a user is made with their wallet); the views are the wallets module's own.
  migrations: {
    '2026-12-01T0103_wallet_directory': migration0103,
  },
  idPrefixes,
  errorCodes,
  events: walletEvents,
});
