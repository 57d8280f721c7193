import type { KeptReads } from '../../db/kept-reads.js';
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { inTransaction, type DB, type Executor } from '../../db/database.js';
import { requirePerson, type UserPrincipal } from '../../platform/auth/principal.js';
import { addSeconds, type Clock } from '../../platform/clock.js';
import { badRequest, conflict, DomainError, notFound } from '../../platform/errors.js';
import { hashSecret, secretsEqual } from '../../platform/ids.js';
import type { SandboxSms } from '../../platform/sms.js';
import { parseInput } from '../../platform/validation.js';
import { VerifyPhoneInput } from './identity.inputs.js';

/**
 * How long a code works; how soon another may be sent and how many an hour, to one user and to one
 * number alike; how many wrong codes spend one, and how many an hour a user or a number may type.
 */
export const PHONE_CODE = { ttlSeconds: 10 * 60, resendAfterSeconds: 60, sendsPerHour: 5, wrongCodesAllowed: 5, wrongCodesPerHour: 10 } as const;

const HOUR_SECONDS = 3600;

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
 * A code is kept only as a hash. Codes sent and wrong codes typed are counted per user and per
 * number in phone_code_log, across phone changes: a change of number sends a code only when one
 * may be sent, so flipping between numbers neither floods them nor renews the guesses.
 */
export class PhoneVerification {
  constructor(private readonly deps: { db: DB; clock: Clock; sms: SandboxSms; keptReads: KeptReads }) {}

  /**
   * A new code to the user's phone, replacing any pending one, in the caller's transaction, when
   * one may be sent to this user and this number (registration, a change of number); otherwise
   * none, and the user asks for one later (request).
   */
  async sendIfAllowed(tx: Executor, user: CodeRecipient): Promise<PhoneCodeSent | null> {
    await this.lockNumber(tx, user.phone);
    return (await this.nextSendAt(tx, user)) === null ? this.send(tx, user) : null;
  }

  /** Another code, at most one a minute and a few an hour (429 with Retry-After); a verified phone needs none (409). */
  async request(principal: UserPrincipal): Promise<PhoneCodeSent> {
    requirePerson(principal);
    return inTransaction(this.deps.db, async (tx) => {
      const user = await this.lockUser(tx, principal.userId);
      if (user.phone_verified_at) throw conflict('Your phone number is already verified.');
      const recipient = { id: user.id, phone: user.phone, developerAccountId: user.developer_account_id };
      await this.lockNumber(tx, user.phone);
      const next = await this.nextSendAt(tx, recipient);
      if (next !== null)
        throw limited(
          next.getTime() - this.deps.clock.now().getTime(),
          `Verification codes are limited to one a minute and ${PHONE_CODE.sendsPerHour} an hour`,
        );
      return this.send(tx, recipient);
    });
  }

  private async send(tx: Executor, user: CodeRecipient): Promise<PhoneCodeSent> {
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
    await tx.insertInto('phone_code_log').values({ user_id: user.id, phone: user.phone, kind: 'SENT', at: now }).execute();
    await this.deps.sms.send(tx, {
      accountId: user.developerAccountId,
      to: user.phone,
      body: `Your verification code is ${code}. It expires in ${PHONE_CODE.ttlSeconds / 60} minutes. Never share it: we will never ask you for it.`,
    });
    return { phone: user.phone, expiresAt: pending.expires_at, resendAfter: addSeconds(now, PHONE_CODE.resendAfterSeconds) };
  }

  /** When the next code may go to this user and this number (the later of the two), or null for now. */
  private async nextSendAt(tx: Executor, user: CodeRecipient): Promise<Date | null> {
    const sent = await this.recent(tx, 'SENT', user.id, user.phone);
    const next = Math.max(
      ...[sent.byUser, sent.byNumber].map((times) =>
        Math.max(
          (times.at(-1) ?? 0) + PHONE_CODE.resendAfterSeconds * 1000,
          times.length >= PHONE_CODE.sendsPerHour ? times.at(-PHONE_CODE.sendsPerHour)! + HOUR_SECONDS * 1000 : 0,
        ),
      ),
    );
    return next > this.deps.clock.now().getTime() ? new Date(next) : null;
  }

  /** The times (ms, oldest first) of the last hour's codes sent or wrong codes typed, by this user and to this number. */
  private async recent(tx: Executor, kind: 'SENT' | 'WRONG', userId: string, phone: string): Promise<{ byUser: number[]; byNumber: number[] }> {
    const since = addSeconds(this.deps.clock.now(), -HOUR_SECONDS);
    const rows = await tx
      .selectFrom('phone_code_log')
      .select(['user_id', 'phone', 'at'])
      .where('kind', '=', kind)
      .where('at', '>', since)
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('phone', '=', phone)]))
      .orderBy('at')
      .execute();
    return {
      byUser: rows.filter((r) => r.user_id === userId).map((r) => r.at.getTime()),
      byNumber: rows.filter((r) => r.phone === phone).map((r) => r.at.getTime()),
    };
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
      await this.lockNumber(tx, user.phone);
      const wrong = await this.recent(tx, 'WRONG', user.id, user.phone);
      const busiest = [wrong.byUser, wrong.byNumber].filter((times) => times.length >= PHONE_CODE.wrongCodesPerHour);
      if (busiest.length > 0) {
        const freeAt = Math.max(...busiest.map((times) => times.at(-PHONE_CODE.wrongCodesPerHour)! + HOUR_SECONDS * 1000));
        throw limited(freeAt - now.getTime(), `Wrong codes are limited to ${PHONE_CODE.wrongCodesPerHour} an hour`);
      }
      if (!secretsEqual(pending.code_hash, codeHash(user.id, code))) {
        await tx.insertInto('phone_code_log').values({ user_id: user.id, phone: user.phone, kind: 'WRONG', at: now }).execute();
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
      this.deps.keptReads.forgetOnCommit(tx, `user:${user.id}`);
      return { verified: true };
    });
    if (!outcome.verified) throw badRequest(`Invalid request: code: ${outcome.problem}`, [{ field: 'code', message: outcome.problem }]);
  }

  // Users sharing a number (accounts made for it) are serialized on it, so their codes and guesses are all counted.
  private async lockNumber(tx: Executor, phone: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`phone:${phone}`}, 0))`.execute(tx);
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

interface CodeRecipient {
  id: string;
  phone: string;
  developerAccountId: string | null;
}

function limited(waitMs: number, limit: string): DomainError {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  return new DomainError('RATE_LIMITED', `${limit}, for a user and for a number; try again in ${retryAfter} s.`, {
    headers: { 'Retry-After': String(retryAfter) },
  });
}

// Salted with the user id: the same code for two users hashes differently.
const codeHash = (userId: string, code: string) => hashSecret(`${userId}:${code}`);
