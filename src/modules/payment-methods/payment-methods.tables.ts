import type { DB as Tables } from '../../generated/tables.js';
import type { Selectable } from 'kysely';
import type { MetadataColumn } from '../../platform/metadata.js';

declare module '../../db/tables.js' {
  interface Database {
    setup_intents: SetupIntentsTable;
    payment_methods: PaymentMethodsTable;
  }
}

export type SetupIntentsTable = Tables['setup_intents'];

export interface PaymentMethodsTable extends Omit<Tables['payment_methods'], 'metadata'> {
  metadata: MetadataColumn;
}

export type PaymentMethodRow = Selectable<PaymentMethodsTable>;
