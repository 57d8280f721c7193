import type { DB as Tables } from '../../generated/tables.js';
import type { Selectable } from 'kysely';

declare module '../../db/tables.js' {
  interface Database {
    secret_keys: SecretKeysTable;
  }
}

export type SecretKeysTable = Tables['secret_keys'];

export type SecretKeyRow = Selectable<SecretKeysTable>;
