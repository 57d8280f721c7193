import type { DB as Tables } from '../../generated/tables.js';
import type { Selectable } from 'kysely';
import type { MetadataColumn } from '../../platform/metadata.js';

declare module '../../db/tables.js' {
  interface Database {
    payment_links: PaymentLinksTable;
  }
}

export interface PaymentLinksTable extends Omit<Tables['payment_links'], 'metadata'> {
  metadata: MetadataColumn;
}

export type PaymentLinkRow = Selectable<PaymentLinksTable>;
