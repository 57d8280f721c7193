import type { DB as Tables } from '../../generated/tables.js';
import type { Selectable } from 'kysely';

declare module '../../db/tables.js' {
  interface Database {
    recipients: RecipientsTable;
  }
}

export type RecipientsTable = Tables['recipients'];

export type RecipientRow = Selectable<RecipientsTable>;
