import type { DB as Tables } from '../../generated/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    kyc_tiers: KycTiersTable;
    kyc_documents: KycDocumentsTable;
    kyc_upgrade_requests: KycUpgradeRequestsTable;
    wallet_debit_usage: WalletDebitUsageTable;
  }
}

export type KycTiersTable = Tables['kyc_tiers'];

export type KycDocumentType = 'NATIONAL_ID' | 'PASSPORT' | 'DRIVERS_LICENSE' | 'SELFIE' | 'PROOF_OF_ADDRESS';

export interface KycDocumentsTable extends Omit<Tables['kyc_documents'], 'type'> {
  type: KycDocumentType;
}

export type KycUpgradeRequestsTable = Tables['kyc_upgrade_requests'];

export type WalletDebitUsageTable = Tables['wallet_debit_usage'];
