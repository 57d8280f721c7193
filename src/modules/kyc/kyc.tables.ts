import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    kyc_tiers: KycTiersTable;
    kyc_documents: KycDocumentsTable;
    kyc_upgrade_requests: KycUpgradeRequestsTable;
    wallet_debit_usage: WalletDebitUsageTable;
  }
}

export interface KycTiersTable {
  level: number;
  name: string;
  requirements: string[];
  per_transaction_limit: string;
  daily_limit: string;
  monthly_limit: string;
  max_balance: string;
}

export type KycDocumentType = 'NATIONAL_ID' | 'PASSPORT' | 'DRIVERS_LICENSE' | 'SELFIE' | 'PROOF_OF_ADDRESS';

export interface KycDocumentsTable {
  id: string;
  user_id: string;
  type: KycDocumentType;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  content: Buffer;
  status: 'SUBMITTED' | 'ACCEPTED' | 'REJECTED';
  created_at: Timestamp;
}

export interface KycUpgradeRequestsTable {
  id: string;
  user_id: string;
  from_tier: number;
  target_tier: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  reason: string | null;
  created_at: Timestamp;
  review_at: Timestamp;
  decided_at: Date | null;
}

export interface WalletDebitUsageTable {
  wallet_id: string;
  day: string;
  day_total: string;
  month: string;
  month_total: string;
  day_limit: string;
  month_limit: string;
}
