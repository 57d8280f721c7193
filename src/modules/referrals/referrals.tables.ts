import type { ColumnType, Selectable } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    referral_codes: ReferralCodesTable;
    referrals: ReferralsTable;
  }
}

export interface ReferralCodesTable {
  user_id: string;
  code: string;
  created_at: Timestamp;
}

export type ReferralStatus = 'PENDING' | 'QUALIFIED' | 'COMPLETED' | 'REJECTED' | 'REVERSED';

export interface ReferralsTable {
  id: string;
  referrer_user_id: string;
  referred_user_id: string;
  code: string;
  status: ReferralStatus;
  status_reason: string | null;
  referred_phone: string;
  /** The number that paid the qualifying fund-in. */
  paying_phone: string | null;
  qualifying_ref: string | null;
  reward_amount: ColumnType<string, string, never>;
  reward_currency: string;
  reward_entry_id: string | null;
  created_at: Timestamp;
  qualified_at: Date | null;
  completed_at: Date | null;
  updated_at: Timestamp;
}

export type ReferralRow = Selectable<ReferralsTable>;
