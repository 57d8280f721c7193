import type { DB as Tables } from '../../generated/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    wallets: WalletsTable;
    wallet_directory: WalletDirectoryView;
  }
}

export type WalletsTable = Tables['wallets'];

/** The view the wallets module publishes for other modules to read (migration 0103): whose a wallet is, and its state. */
export type WalletDirectoryView = Pick<WalletsTable, 'id' | 'user_id' | 'status' | 'created_at'>;
