import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    setup_intents: SetupIntentsTable;
    payment_methods: PaymentMethodsTable;
  }
}

export interface SetupIntentsTable {
  id: string;
  user_id: string;
  client_secret_hash: Buffer;
  status: 'REQUIRES_PAYMENT_METHOD' | 'SUCCEEDED';
  payment_method_id: string | null;
  last_error: string | null;
  created_at: Timestamp;
}

export interface PaymentMethodsTable {
  id: string;
  user_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  charge_behavior: 'SUCCEEDS' | 'FAILS';
  is_default: Generated<boolean>;
  created_at: Timestamp;
}

export type PaymentMethodRow = Selectable<PaymentMethodsTable>;
