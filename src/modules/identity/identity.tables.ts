import type { DB as Tables } from '../../generated/tables.js';
import type { Generated, Insertable, Selectable } from 'kysely';
import type { Role } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    users: UsersTable;
    refresh_tokens: RefreshTokensTable;
    password_resets: PasswordResetsTable;
    phone_verifications: PhoneVerificationsTable;
    phone_code_log: PhoneCodeLogTable;
    user_directory: UserDirectoryView;
  }
}

export interface UsersTable extends Omit<Tables['users'], 'role' | 'phone_verified_at'> {
  role: Role;
  /** When the current phone number was verified with a code; null until then, and again after a change. */
  phone_verified_at: Generated<Date | null>;
}

export type UserRow = Selectable<UsersTable>;

/** The view identity publishes for other modules to read (migration 0099): a user's columns that are not identity's alone. */
export type UserDirectoryView = Pick<
  UsersTable,
  'id' | 'email' | 'phone' | 'phone_verified_at' | 'first_name' | 'last_name' | 'country' | 'kyc_tier' | 'developer_account_id' | 'created_at'
>;

export type NewUser = Insertable<UsersTable>;

export type RefreshTokensTable = Tables['refresh_tokens'];

export type PasswordResetsTable = Tables['password_resets'];

/** A code sent, or a wrong code typed: what the phone verification limits count. */
export type PhoneCodeLogTable = Tables['phone_code_log'];

export type PhoneVerificationsTable = Tables['phone_verifications'];
