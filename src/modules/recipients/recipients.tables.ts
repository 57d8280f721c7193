import type { DB as Tables } from '../../generated/tables.js';
import type { Selectable } from 'kysely';
import type { MetadataColumn } from '../../platform/metadata.js';

declare module '../../db/tables.js' {
  interface Database {
    recipients: RecipientsTable;
  }
}

export interface RecipientsTable extends Omit<Tables['recipients'], 'metadata'> {
  metadata: MetadataColumn;
}

export type RecipientRow = Selectable<RecipientsTable>;
