import type { ColumnType, Selectable } from 'kysely';
import type { Timestamp, Plan } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    developer_accounts: DeveloperAccountsTable;
    subscription_keys: SubscriptionKeysTable;
    api_users: ApiUsersTable;
    api_keys: ApiKeysTable;
  }
}

export interface DeveloperAccountsTable {
  id: string;
  name: string;
  owner_user_id: string;
  plan: Plan;
  rate_per_minute: number;
  rate_per_day: number;
  callback_secret_encrypted: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type DeveloperAccountRow = Selectable<DeveloperAccountsTable>;

/** What a subscription key opens: the app routes (publishable) or one mobile money product. */
export type KeyProduct = 'app' | 'collection' | 'disbursement' | 'remittance';

export interface SubscriptionKeysTable {
  id: string;
  account_id: string;
  product: KeyProduct;
  key_hash: Buffer;
  key_hint: string;
  created_at: Timestamp;
  expires_at: Date | null;
}

export type SubscriptionKeyRow = Selectable<SubscriptionKeysTable>;

export interface ApiUsersTable {
  id: string;
  account_id: string;
  provider_callback_host: string;
  created_at: Timestamp;
}

export type ApiUserRow = Selectable<ApiUsersTable>;

export interface ApiKeysTable {
  id: string;
  api_user_id: string;
  key_hash: Buffer;
  key_hint: string;
  created_at: Timestamp;
  expires_at: Date | null;
}

export type ApiKeyRow = Selectable<ApiKeysTable>;
