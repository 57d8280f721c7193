import type { DB as Tables } from '../../generated/tables.js';
import type { Selectable } from 'kysely';

declare module '../../db/tables.js' {
  interface Database {
    setup_intents: SetupIntentsTable;
    payment_methods: PaymentMethodsTable;
  }
}

export type SetupIntentsTable = Tables['setup_intents'];

export type PaymentMethodsTable = Tables['payment_methods'];

export type PaymentMethodRow = Selectable<PaymentMethodsTable>;
