import type { Executor, Tx } from '../../db/database.js';

/**
 * What other modules read and write of a user, through the module that owns the `users` table:
 * the country their dates are kept in, and the KYC tier the kyc module decides. It needs no other
 * service, so any module may take it (the identity service itself needs wallets, which need kyc).
 */
export class UserDirectory {
  /** The user's country (ISO 3166-1 alpha-2), which names the time zone of their days. */
  async countryOf(executor: Executor, userId: string): Promise<string> {
    return (await executor.selectFrom('users').select('country').where('id', '=', userId).executeTakeFirstOrThrow()).country;
  }

  async kycTierOf(executor: Executor, userId: string): Promise<number> {
    return (await executor.selectFrom('users').select('kyc_tier').where('id', '=', userId).executeTakeFirstOrThrow()).kyc_tier;
  }

  /** Locks the user's row for the rest of the transaction; false when there is no such user. */
  async lock(tx: Tx, userId: string): Promise<boolean> {
    return (await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst()) !== undefined;
  }

  async setKycTier(tx: Tx, userId: string, tier: number, at: Date): Promise<void> {
    await tx.updateTable('users').set({ kyc_tier: tier, updated_at: at }).where('id', '=', userId).execute();
  }
}
