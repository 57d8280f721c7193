import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType, Selectable } from 'kysely';

declare module '../../db/tables.js' {
  interface Database {
    referral_codes: ReferralCodesTable;
    referrals: ReferralsTable;
  }
}

export type ReferralCodesTable = Tables['referral_codes'];

export type ReferralStatus = 'PENDING' | 'QUALIFIED' | 'COMPLETED' | 'REJECTED' | 'REVERSED';

export interface ReferralsTable extends Omit<Tables['referrals'], 'status' | 'reward_amount'> {
  status: ReferralStatus;
  reward_amount: ColumnType<string, string, never>;
}

export type ReferralRow = Selectable<ReferralsTable>;
