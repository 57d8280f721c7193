import type { DB as Tables } from '../../generated/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    wallets: WalletsTable;
  }
}

export type WalletsTable = Tables['wallets'];
