import type { Selectable } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    recipients: RecipientsTable;
  }
}

export interface RecipientsTable {
  id: string;
  user_id: string;
  name: string;
  phone: string;
  country: string;
  provider: string;
  currency: string;
  last_used_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type RecipientRow = Selectable<RecipientsTable>;
