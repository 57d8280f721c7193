import type { Generated, Insertable, Selectable } from 'kysely';
import type { Timestamp, Role } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    users: UsersTable;
    refresh_tokens: RefreshTokensTable;
    password_resets: PasswordResetsTable;
    phone_verifications: PhoneVerificationsTable;
    phone_code_log: PhoneCodeLogTable;
  }
}

export interface UsersTable {
  id: string;
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
  country: string;
  role: Role;
  password_hash: string;
  token_version: Generated<number>;
  developer_account_id: string | null;
  kyc_tier: Generated<number>;
  /** When the current phone number was verified with a code; null until then, and again after a change. */
  phone_verified_at: Generated<Date | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type UserRow = Selectable<UsersTable>;

export type NewUser = Insertable<UsersTable>;

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  secret_hash: Buffer;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
  replaced_by: string | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  secret_hash: Buffer;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Date | null;
}

/** A code sent, or a wrong code typed: what the phone verification limits count. */
export interface PhoneCodeLogTable {
  id: Generated<string>;
  user_id: string;
  phone: string;
  kind: 'SENT' | 'WRONG';
  at: Timestamp;
}

export interface PhoneVerificationsTable {
  user_id: string;
  /** The number the code was sent to: a code proves only that number. */
  phone: string;
  code_hash: Buffer;
  wrong_codes: Generated<number>;
  sent_at: Timestamp;
  expires_at: Timestamp;
}
