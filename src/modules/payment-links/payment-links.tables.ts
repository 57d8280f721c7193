import type { DB as Tables } from '../../generated/tables.js';
import type { Selectable } from 'kysely';

declare module '../../db/tables.js' {
  interface Database {
    payment_links: PaymentLinksTable;
  }
}

export type PaymentLinksTable = Tables['payment_links'];

export type PaymentLinkRow = Selectable<PaymentLinksTable>;
