import { randomInt } from 'node:crypto';
import { inTransaction, type DB, type Executor } from '../../db/database.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { addSeconds, type Clock } from '../../platform/clock.js';
import { badRequest, conflict, DomainError, notFound } from '../../platform/errors.js';
import { hashSecret, secretsEqual } from '../../platform/ids.js';
import type { SandboxSms } from '../../platform/sms.js';
import { parseInput } from '../../platform/validation.js';
import { VerifyPhoneInput } from './identity.inputs.js';

/** How long a code works, how soon another may be sent, and how many wrong codes spend one. */
export const PHONE_CODE = { ttlSeconds: 10 * 60, resendAfterSeconds: 60, wrongCodesAllowed: 5 } as const;

export interface PhoneCodeSent {
  phone: string;
  expiresAt: Date;
  /** When another code may be asked for. */
  resendAfter: Date;
}

type VerifyOutcome = { verified: true } | { verified: false; problem: string };

/**
 * Proves a user holds their phone: a 6-digit code sent to it by SMS (the sandbox keeps it in the
 * SMS outbox of the user's developer account) and typed back. Registration sends the first one,
 * a new number is unverified until its own code comes back, and referral rewards wait for it.
 * A code is kept only as a hash; guessing is bounded by a few wrong codes per code and one code a minute.
 */
export class PhoneVerification {
  constructor(private readonly deps: { db: DB; clock: Clock; sms: SandboxSms }) {}

  /** A new code to the user's phone, replacing any pending one, in the caller's transaction. */
  async send(tx: Executor, user: { id: string; phone: string; developerAccountId: string | null }): Promise<PhoneCodeSent> {
    const now = this.deps.clock.now();
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const pending = {
      phone: user.phone,
      code_hash: codeHash(user.id, code),
      wrong_codes: 0,
      sent_at: now,
      expires_at: addSeconds(now, PHONE_CODE.ttlSeconds),
    };
    await tx
      .insertInto('phone_verifications')
      .values({ user_id: user.id, ...pending })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(pending))
      .execute();
    await this.deps.sms.send(tx, {
      accountId: user.developerAccountId,
      to: user.phone,
      body: `Your verification code is ${code}. It expires in ${PHONE_CODE.ttlSeconds / 60} minutes. Never share it: we will never ask you for it.`,
    });
    return { phone: user.phone, expiresAt: pending.expires_at, resendAfter: addSeconds(now, PHONE_CODE.resendAfterSeconds) };
  }

  /** Another code, at most one a minute (429 with Retry-After); a verified phone needs none (409). */
  async request(principal: UserPrincipal): Promise<PhoneCodeSent> {
    return inTransaction(this.deps.db, async (tx) => {
      const user = await this.lockUser(tx, principal.userId);
      if (user.phone_verified_at) throw conflict('Your phone number is already verified.');
      const pending = await tx.selectFrom('phone_verifications').select('sent_at').where('user_id', '=', user.id).executeTakeFirst();
      const waitMs = pending ? addSeconds(pending.sent_at, PHONE_CODE.resendAfterSeconds).getTime() - this.deps.clock.now().getTime() : 0;
      if (waitMs > 0) {
        const retryAfter = Math.ceil(waitMs / 1000);
        throw new DomainError('RATE_LIMITED', `A code was sent less than a minute ago; ask again in ${retryAfter} s.`, {
          headers: { 'Retry-After': String(retryAfter) },
        });
      }
      return this.send(tx, { id: user.id, phone: user.phone, developerAccountId: user.developer_account_id });
    });
  }

  /**
   * Checks a code: the right one verifies the phone it was sent to. A wrong one counts against the
   * code (committed even though the answer is a 400), and the last allowed wrong one spends it.
   */
  async verify(principal: UserPrincipal, rawInput: unknown): Promise<void> {
    const { code } = parseInput(VerifyPhoneInput, rawInput);
    const outcome = await inTransaction(this.deps.db, async (tx): Promise<VerifyOutcome> => {
      const user = await this.lockUser(tx, principal.userId);
      if (user.phone_verified_at) throw conflict('Your phone number is already verified.');
      const pending = await tx.selectFrom('phone_verifications').selectAll().where('user_id', '=', user.id).executeTakeFirst();
      const now = this.deps.clock.now();
      if (!pending || pending.phone !== user.phone) return { verified: false, problem: 'no code was sent to your phone number; ask for one' };
      if (pending.expires_at <= now) return { verified: false, problem: 'this code has expired; ask for a new one' };
      if (pending.wrong_codes >= PHONE_CODE.wrongCodesAllowed) return { verified: false, problem: 'too many wrong codes; ask for a new one' };
      if (!secretsEqual(pending.code_hash, codeHash(user.id, code))) {
        await tx
          .updateTable('phone_verifications')
          .set({ wrong_codes: pending.wrong_codes + 1 })
          .where('user_id', '=', user.id)
          .execute();
        const left = PHONE_CODE.wrongCodesAllowed - pending.wrong_codes - 1;
        return {
          verified: false,
          problem: left > 0 ? `this is not the code sent to your phone (${left} more tries)` : 'too many wrong codes; ask for a new one',
        };
      }
      await tx.deleteFrom('phone_verifications').where('user_id', '=', user.id).execute();
      await tx.updateTable('users').set({ phone_verified_at: now }).where('id', '=', user.id).execute();
      return { verified: true };
    });
    if (!outcome.verified) throw badRequest(`Invalid request: code: ${outcome.problem}`, [{ field: 'code', message: outcome.problem }]);
  }

  // Locking the user serializes a user's requests and guesses, so concurrent wrong codes are all counted.
  private async lockUser(tx: Executor, userId: string) {
    const user = await tx
      .selectFrom('users')
      .select(['id', 'phone', 'phone_verified_at', 'developer_account_id'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw notFound('User');
    return user;
  }
}

// Salted with the user id: the same code for two users hashes differently.
const codeHash = (userId: string, code: string) => hashSecret(`${userId}:${code}`);
