import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    payment_links: PaymentLinksTable;
  }
}

type MinorOrNull = ColumnType<string | null, string | null, string | null>;

export interface PaymentLinksTable {
  id: string;
  account_id: string;
  merchant_user_id: string;
  code: string;
  title: string;
  description: string | null;
  currency: string;
  amount_fixed: boolean;
  amount: MinorOrNull;
  min_amount: MinorOrNull;
  max_amount: MinorOrNull;
  min_card_amount: MinorOrNull;
  single_use: boolean;
  status: 'ACTIVE' | 'INACTIVE';
  expires_at: Date | null;
  payments_count: Generated<number>;
  amount_collected: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  deactivated_at: Date | null;
}

export type PaymentLinkRow = Selectable<PaymentLinksTable>;
