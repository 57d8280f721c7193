import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { type DB, inTransaction, type Tx, withTransactionFence } from '../db/database.js';
import type { InstanceLiveness } from './instance-liveness.js';
import { firstEntryIdOf, runKeyed } from './keyed-request.js';
import { DAY, type Clock } from './clock.js';
import { DomainError, badRequest, isDomainError, type ErrorCode, type FieldError } from './errors.js';

export const IDEMPOTENCY_TTL_MS = DAY;

/** How a first answer is kept for replays, e.g. with a secret sealed. */
export interface IdempotencyCodec<T> {
  store(body: T): Promise<unknown>;
  load(stored: unknown): Promise<T>;
}

/**
 * How a keyed route answers, from its first journal entry, a request whose change committed but
 * whose answer was lost with the process that ran it (a P2P transfer's answer is its entry).
 */
export type IdempotencyRecovery<T> = (firstEntryId: string) => Promise<{ status: number; body: T } | undefined>;

export interface IdempotentResult<T> {
  status: number;
  body: T;
  replayed: boolean;
}

interface StoredError {
  error: { code: ErrorCode; message: string; fields?: FieldError[] };
}

/** The key's run, as its transactions fence it. */
interface Claim {
  scope: string;
  key: string;
  owner: string;
  attempt: number;
  /** When the key was first claimed: with the scope and key, what names this use of the key (it may be used again after it expires). */
  claimedAt: Date;
}

/** Runs in progress in this process, counted: a duplicate's moment before its claim lands counts too. */
class Runs {
  private readonly counts = new Map<string, number>();
  enter(run: string): void {
    this.counts.set(run, (this.counts.get(run) ?? 0) + 1);
  }
  leave(run: string): void {
    const left = (this.counts.get(run) ?? 1) - 1;
    if (left > 0) this.counts.set(run, left);
    else this.counts.delete(run);
  }
  holds(run: string): boolean {
    return this.counts.has(run);
  }
}

const runOf = (claim: Pick<Claim, 'scope' | 'key' | 'attempt'>) => `${claim.scope}\u0000${claim.key}\u0000${claim.attempt}`;

/** One use of a key, from the first claim until it expires: its first journal entry's id derives from it. */
const useOf = (scope: string, key: string, claimedAt: Date) => `${scope}\u0000${key}\u0000${claimedAt.toISOString()}`;

/**
 * Idempotency keys with Stripe's semantics: the same key and request replays the first answer
 * (success or refusal); the same key with a different request is refused; a duplicate that
 * arrives while the first is still running gets 409. Keys live 24 hours on the platform clock.
 *
 * A key in progress names the process running it (owner) and the run (attempt). Every transaction
 * the run commits through inTransaction marks the key changed, inside that transaction and only
 * while the key is still this run's; its first journal entry has an id derived from the key
 * (keyed-request.ts). When the process dies mid-request, the next retry finds its key in progress
 * with a dead owner (instance-liveness.ts) and recovers it: a run that changed nothing is run again
 * as the next attempt (a late commit of the old one fails its fence, or collides on the entry's
 * id); one that changed something is answered from its first entry where the route can rebuild its
 * answer, else with IDEMPOTENCY_KEY_INTERRUPTED naming that entry. No key stays in use, and nothing
 * runs twice.
 */
export class IdempotencyService {
  /** The runs in progress in this process: a key this process claimed and no longer runs is abandoned, though the process lives. */
  private readonly running = new Runs();

  constructor(private readonly deps: { db: DB; clock: Clock; liveness: InstanceLiveness }) {}

  /**
   * `codec` changes what is stored, e.g. to seal a secret the first answer shows once: the replay
   * shows it again, but the table never holds it in clear. `recover` rebuilds the answer of a run
   * that committed its first entry but died before storing its answer.
   */
  async run<T>(
    scope: string,
    key: string | undefined,
    request: unknown,
    execute: () => Promise<{ status: number; body: T }>,
    codec: IdempotencyCodec<T> = { store: async (b) => b, load: async (s) => s as T },
    recover?: IdempotencyRecovery<T>,
  ): Promise<IdempotentResult<T>> {
    if (key === undefined) return { ...(await execute()), replayed: false };
    if (key.length < 1 || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
      throw badRequest('Idempotency-Key must be 1-255 visible ASCII characters (a UUID is a good choice).', [
        { field: 'Idempotency-Key', message: 'must be 1-255 visible ASCII characters' },
      ]);
    }
    const requestHash = createHash('sha256')
      .update(JSON.stringify(request ?? null))
      .digest('hex');
    const now = this.deps.clock.now();
    const owner = this.deps.liveness.id;
    await this.deps.db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).where('expires_at', '<=', now).execute();
    // Counted as running before the claim lands, so a duplicate in this process never takes it for abandoned.
    const firstRun = runOf({ scope, key, attempt: 1 });
    this.running.enter(firstRun);
    const claimed = await this.deps.db
      .insertInto('idempotency_keys')
      .values({
        scope,
        key,
        request_hash: requestHash,
        state: 'IN_PROGRESS',
        response_status: null,
        response_body: null,
        created_at: now,
        expires_at: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        owner,
      })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst()
      .catch((error: unknown) => {
        this.settleUnanswered({ scope, key, owner, attempt: 1, claimedAt: now }, error);
        throw error;
      })
      .finally(() => this.running.leave(firstRun));
    let claim: Claim | undefined = claimed ? { scope, key, owner, attempt: 1, claimedAt: now } : undefined;
    if (!claim) {
      const found = await this.replayOrRecover<unknown>(scope, key, requestHash, recover as IdempotencyRecovery<unknown> | undefined, codec);
      if ('replayed' in found) return { ...found, body: await codec.load(found.body) };
      claim = found.claim;
    }

    const ref = useOf(scope, key, claim.claimedAt);
    const running = runOf(claim);
    this.running.enter(running);
    try {
      const run = claim;
      const result = await withTransactionFence(
        (tx) => this.fence(tx, run),
        () => runKeyed(ref, execute),
      );
      await this.complete(claim, result.status, await codec.store(result.body));
      return { ...result, replayed: false };
    } catch (error) {
      // The database may be what failed: the key is settled as soon as it answers again.
      // biome-ignore lint/plugin: a failed settling is not lost: settleLater tries it again until it succeeds.
      await this.settleFault(claim, error).catch(() => this.settleLater(claim, error));
      throw error;
    } finally {
      this.running.leave(running);
    }
  }

  /**
   * A run that did not complete: a refusal is its answer; an unexpected fault after a change
   * committed leaves the key to be recovered by the retry; one before any change forgets the key,
   * so the retry runs again.
   */
  private async settleFault(claim: Claim, error: unknown): Promise<void> {
    if (isDomainError(error) && error.status < 500) {
      const stored: StoredError = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
      await this.complete(claim, error.status, stored);
    } else if (await this.changedBy(claim)) {
      await this.owned(this.deps.db, claim).where('owner', '=', claim.owner).set({ owner: null }).execute();
    } else {
      // The owner too: a claim whose write was lost may meet another process's fresh claim, also attempt 1.
      await this.deps.db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', claim.scope)
        .where('key', '=', claim.key)
        .where('attempt', '=', claim.attempt)
        .where('owner', '=', claim.owner)
        .where('state', '=', 'IN_PROGRESS')
        .execute();
    }
  }

  /**
   * A claim whose write failed without an answer: the database may have committed it before it was
   * lost (a standby that received it and was promoted). Unsettled, such a key would stay in use
   * while this process lives, since other processes see its owner alive; it is settled as a failed
   * run's is, which does nothing if the claim never landed or another retry took it over.
   */
  private settleUnanswered(claim: Claim, error: unknown): void {
    if (!isDomainError(error)) this.settleLater(claim, error);
  }

  private settleLater(claim: Claim, error: unknown): void {
    // A retry in this process that runs the same attempt meanwhile settles the key itself.
    const settle = () => (this.running.holds(runOf(claim)) ? Promise.resolve() : this.settleFault(claim, error));
    // biome-ignore lint/plugin: a failed settling is tried again a second later, until it succeeds.
    setTimeout(() => void settle().catch(() => this.settleLater(claim, error)), 1_000).unref();
  }

  /** Inside each transaction of a run, before it commits: marks the key changed, or refuses if the key is no longer this run's. */
  private async fence(tx: Tx, claim: Claim): Promise<void> {
    const marked = await this.owned(tx, claim).set({ changed: true }).executeTakeFirst();
    if (marked.numUpdatedRows === 0n) throw new Error(`idempotency key ${claim.key} was taken over by another run; this run's change is rolled back`);
  }

  /** The key while this run holds it. */
  private owned(executor: DB | Tx, claim: Pick<Claim, 'scope' | 'key' | 'attempt'>) {
    return executor
      .updateTable('idempotency_keys')
      .where('scope', '=', claim.scope)
      .where('key', '=', claim.key)
      .where('attempt', '=', claim.attempt)
      .where('state', '=', 'IN_PROGRESS');
  }

  /** Whether a run of the key committed a change: a fenced transaction, or its first journal entry. */
  private async changedBy(
    { scope, key, claimedAt }: Pick<Claim, 'scope' | 'key' | 'claimedAt'>,
    executor: DB | Tx = this.deps.db,
  ): Promise<{ firstEntryId: string | null } | null> {
    const firstEntryId = firstEntryIdOf(useOf(scope, key, claimedAt));
    const { rows } = await sql<{ changed: boolean; entry: string | null }>`
      SELECT coalesce((SELECT changed FROM idempotency_keys WHERE scope = ${scope} AND key = ${key}), false) AS changed,
             (SELECT id FROM journal_entries WHERE id = ${firstEntryId}) AS entry`.execute(executor);
    const row = rows[0];
    if (!row || (!row.changed && row.entry === null)) return null;
    return { firstEntryId: row.entry };
  }

  private async complete(claim: Claim, status: number, body: unknown): Promise<void> {
    await this.owned(this.deps.db, claim)
      .set({ state: 'COMPLETED', response_status: status, response_body: JSON.stringify(body ?? null) })
      .execute();
  }

  /**
   * The answer for a key already claimed: its stored answer, 409 while a live process runs it, or,
   * when its process died, the key recovered: answered from the change that committed, or handed
   * to this call to run again as the next attempt.
   */
  private async replayOrRecover<T>(
    scope: string,
    key: string,
    requestHash: string,
    recover: IdempotencyRecovery<T> | undefined,
    codec: IdempotencyCodec<T>,
  ): Promise<IdempotentResult<T> | { claim: Claim }> {
    const row = await this.deps.db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
    if (!row) throw new DomainError('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is being processed; retry shortly.');
    if (row.request_hash !== requestHash) {
      throw new DomainError('IDEMPOTENCY_KEY_MISMATCH', 'This Idempotency-Key was used with a different request; use a new key for a new request.', {
        fields: [{ field: 'Idempotency-Key', message: 'already used with a different request' }],
      });
    }
    if (row.state === 'IN_PROGRESS') {
      const runs =
        row.owner === this.deps.liveness.id
          ? this.running.holds(runOf({ scope, key, attempt: row.attempt }))
          : await this.deps.liveness.isAlive(this.deps.db, row.owner);
      if (runs) throw new DomainError('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being processed; retry shortly.');
      const recovered = await this.recover(scope, key, row.attempt, recover, codec);
      if ('claim' in recovered) return recovered;
      return this.replay(recovered);
    }
    return this.replay(row);
  }

  /**
   * A key whose process died: decided under its row lock, so of two retries one takes it over. A
   * run that committed a change is answered from it, rebuilt after the lock is let go (the route's
   * recovery reads on its own connection); two retries rebuild the same answer.
   */
  private async recover<T>(
    scope: string,
    key: string,
    attempt: number,
    recover: IdempotencyRecovery<T> | undefined,
    codec: IdempotencyCodec<T>,
  ): Promise<{ claim: Claim } | { response_status: number | null; response_body: string | null }> {
    type Decision =
      | { done: { response_status: number | null; response_body: string | null } }
      | { changed: { firstEntryId: string | null } }
      | { claim: Claim };
    let takeover: Claim | undefined;
    const decided = await inTransaction(this.deps.db, async (tx): Promise<Decision> => {
      const row = await tx.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).forUpdate().executeTakeFirst();
      if (row?.state === 'COMPLETED') return { done: row };
      if (!row || row.attempt !== attempt)
        throw new DomainError('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being processed; retry shortly.');
      const changed = await this.changedBy({ scope, key, claimedAt: row.created_at }, tx);
      if (changed) return { changed };
      const owner = this.deps.liveness.id;
      takeover = { scope, key, owner, attempt: attempt + 1, claimedAt: row.created_at };
      await tx.updateTable('idempotency_keys').set({ owner, attempt: takeover.attempt }).where('scope', '=', scope).where('key', '=', key).execute();
      return { claim: takeover };
    }).catch((error: unknown) => {
      if (takeover) this.settleUnanswered(takeover, error);
      throw error;
    });
    if ('done' in decided) return decided.done;
    if ('claim' in decided) return decided;
    const { firstEntryId } = decided.changed;
    const answer = firstEntryId && recover ? await recover(firstEntryId) : undefined;
    const stored = answer
      ? { response_status: answer.status, response_body: JSON.stringify((await codec.store(answer.body)) ?? null) }
      : {
          response_status: 409,
          response_body: JSON.stringify({
            error: {
              code: 'IDEMPOTENCY_KEY_INTERRUPTED',
              message: `The request with this Idempotency-Key made its change before the server stopped, and its answer was lost; the change stands and was not made twice.${
                firstEntryId ? ` Its money moved in journal entry ${firstEntryId}: read it with GET /ledger/trace/${firstEntryId}.` : ''
              }`,
            },
          } satisfies StoredError),
        };
    await this.owned(this.deps.db, { scope, key, attempt })
      .set({ state: 'COMPLETED', owner: null, ...stored })
      .execute();
    return stored;
  }

  private replay<T>(row: { response_status: number | null; response_body: string | null }): IdempotentResult<T> {
    // The stored text parses back into the same keys in the same order, so the replay's bytes match.
    const body = (row.response_body === null ? null : JSON.parse(row.response_body)) as T | StoredError;
    if (body && typeof body === 'object' && 'error' in (body as object) && row.response_status !== null && row.response_status >= 400) {
      const { error } = body as StoredError;
      throw new DomainError(error.code, error.message, { ...(error.fields ? { fields: error.fields } : {}), headers: { 'Idempotent-Replayed': 'true' } });
    }
    return { status: row.response_status ?? 200, body: body as T, replayed: true };
  }
}
