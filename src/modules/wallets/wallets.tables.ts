import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    wallets: WalletsTable;
  }
}

export interface WalletsTable {
  id: string;
  user_id: string;
  status: Generated<string>;
  created_at: Timestamp;
}
