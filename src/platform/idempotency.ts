import { createHash } from 'node:crypto';
import type { DB } from '../db/database.js';
import { DAY, type Clock } from './clock.js';
import { DomainError, badRequest, isDomainError, type ErrorCode, type FieldError } from './errors.js';

export const IDEMPOTENCY_TTL_MS = DAY;

/** How a first answer is kept for replays, e.g. with a secret sealed. */
export interface IdempotencyCodec<T> {
  store(body: T): Promise<unknown>;
  load(stored: unknown): Promise<T>;
}

export interface IdempotentResult<T> {
  status: number;
  body: T;
  replayed: boolean;
}

interface StoredError {
  error: { code: ErrorCode; message: string; fields?: FieldError[] };
}

/**
 * Idempotency keys with Stripe's semantics: the same key and request replays the first answer
 * (success or refusal); the same key with a different request is refused; a duplicate that
 * arrives while the first is still running gets 409. Keys live 24 hours on the platform clock.
 * A request cut short by a crash leaves its key answering 409 until it expires: never twice.
 */
export class IdempotencyService {
  constructor(private readonly deps: { db: DB; clock: Clock }) {}

  /**
   * `codec` changes what is stored, e.g. to seal a secret the first answer shows once: the replay
   * shows it again, but the table never holds it in clear.
   */
  async run<T>(
    scope: string,
    key: string | undefined,
    request: unknown,
    execute: () => Promise<{ status: number; body: T }>,
    codec: IdempotencyCodec<T> = { store: async (b) => b, load: async (s) => s as T },
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
    await this.deps.db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).where('expires_at', '<=', now).execute();
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
      })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const replayed = await this.replay<unknown>(scope, key, requestHash);
      return { ...replayed, body: await codec.load(replayed.body) };
    }

    try {
      const result = await execute();
      await this.complete(scope, key, result.status, await codec.store(result.body));
      return { ...result, replayed: false };
    } catch (error) {
      if (isDomainError(error) && error.status < 500) {
        const stored: StoredError = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
        await this.complete(scope, key, error.status, stored);
      } else {
        // An unexpected fault: forget the key so the client's retry runs again.
        await this.deps.db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
      }
      throw error;
    }
  }

  private async complete(scope: string, key: string, status: number, body: unknown): Promise<void> {
    await this.deps.db
      .updateTable('idempotency_keys')
      .set({ state: 'COMPLETED', response_status: status, response_body: JSON.stringify(body ?? null) })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
  }

  private async replay<T>(scope: string, key: string, requestHash: string): Promise<IdempotentResult<T>> {
    const row = await this.deps.db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
    if (!row) throw new DomainError('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is being processed; retry shortly.');
    if (row.request_hash !== requestHash) {
      throw new DomainError('IDEMPOTENCY_KEY_MISMATCH', 'This Idempotency-Key was used with a different request; use a new key for a new request.', {
        fields: [{ field: 'Idempotency-Key', message: 'already used with a different request' }],
      });
    }
    if (row.state === 'IN_PROGRESS')
      throw new DomainError('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being processed; retry shortly.');
    // The stored text parses back into the same keys in the same order, so the replay's bytes match.
    const body = (row.response_body === null ? null : JSON.parse(row.response_body)) as T | StoredError;
    if (body && typeof body === 'object' && 'error' in (body as object) && row.response_status !== null && row.response_status >= 400) {
      const { error } = body as StoredError;
      throw new DomainError(error.code, error.message, { ...(error.fields ? { fields: error.fields } : {}), headers: { 'Idempotent-Replayed': 'true' } });
    }
    return { status: row.response_status ?? 200, body: body as T, replayed: true };
  }
}
