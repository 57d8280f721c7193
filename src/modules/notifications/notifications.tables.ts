import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    notification_preferences: NotificationPreferencesTable;
  }
}

export interface NotificationPreferencesTable {
  user_id: string;
  preferences: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}
