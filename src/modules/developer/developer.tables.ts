import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType, Selectable } from 'kysely';
import type { Plan } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    developer_accounts: DeveloperAccountsTable;
    subscription_keys: SubscriptionKeysTable;
    api_users: ApiUsersTable;
    api_keys: ApiKeysTable;
    developer_account_directory: DeveloperAccountDirectoryView;
    callback_signing_secrets: CallbackSigningSecretsView;
    api_user_directory: ApiUserDirectoryView;
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

/** What the developer module publishes for other modules to read of an account (migration 0105): its name and owner. */
export type DeveloperAccountDirectoryView = Pick<DeveloperAccountsTable, 'id' | 'name' | 'owner_user_id' | 'created_at'>;

/** The sealed secret each account's mobile money callbacks are signed with, published for the webhooks module (migration 0105). */
export interface CallbackSigningSecretsView {
  account_id: string;
  secret_encrypted: string | null;
}

/** What other modules may read of an API user (migration 0105): its account and the host its callbacks go to. */
export type ApiUserDirectoryView = Pick<ApiUsersTable, 'id' | 'account_id' | 'provider_callback_host' | 'created_at'>;
