import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType } from 'kysely';

declare module '../../db/tables.js' {
  interface Database {
    notification_preferences: NotificationPreferencesTable;
  }
}

export interface NotificationPreferencesTable extends Omit<Tables['notification_preferences'], 'preferences'> {
  preferences: ColumnType<unknown, string, string>;
}
