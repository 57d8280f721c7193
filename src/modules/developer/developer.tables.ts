import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType, Selectable } from 'kysely';
import type { Plan } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    developer_accounts: DeveloperAccountsTable;
    subscription_keys: SubscriptionKeysTable;
    api_users: ApiUsersTable;
    api_keys: ApiKeysTable;
  }
}

export interface DeveloperAccountsTable extends Omit<Tables['developer_accounts'], 'plan' | 'callback_secret_encrypted'> {
  plan: Plan;
  callback_secret_encrypted: ColumnType<string | null, string | null | undefined, string | null>;
}

export type DeveloperAccountRow = Selectable<DeveloperAccountsTable>;

/** What a subscription key opens: the app routes (publishable) or one mobile money product. */
export type KeyProduct = 'app' | 'collection' | 'disbursement' | 'remittance';

export interface SubscriptionKeysTable extends Omit<Tables['subscription_keys'], 'product'> {
  product: KeyProduct;
}

export type SubscriptionKeyRow = Selectable<SubscriptionKeysTable>;

export type ApiUsersTable = Tables['api_users'];

export type ApiUserRow = Selectable<ApiUsersTable>;

export type ApiKeysTable = Tables['api_keys'];

export type ApiKeyRow = Selectable<ApiKeysTable>;
