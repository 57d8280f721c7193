import { z } from 'zod';
import { modelFromRow } from '../../platform/model-from-row.js';
import type { DB } from '../../db/database.js';
import type { SecretKeyRow } from './secret-keys.tables.js';
import { requireSignedInMerchant, type Principal, type SecretKeyGrant } from '../../platform/auth/principal.js';
import type { AccountClock } from '../../platform/account-time.js';
import type { LiveConnections } from '../../platform/live-connections.js';
import { addSeconds } from '../../platform/clock.js';
import { AuthThrottle, throttled } from '../../platform/auth-throttle.js';
import { badRequest, conflict, isDomainError, notFound, unauthorized } from '../../platform/errors.js';
import { hashSecret, newId, randomBase62, secretHint } from '../../platform/ids.js';
import { newestFirst, type Page } from '../../platform/pagination.js';
import { fields, parseInput } from '../../platform/validation.js';
import type { AuthenticatedUser, CallerAddress, IdentityService } from '../identity/identity.service.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import { SecretKeyJson } from './secret-keys.json.js';

/** Every secret key starts so: a server's log or a leak scanner can tell one. */
export const SECRET_KEY_PREFIX = 'sk_test_';

export function isSecretKey(token: string): boolean {
  return token.startsWith(SECRET_KEY_PREFIX);
}

/** How many blocked guessers a process remembers; past it the oldest is forgotten (and found blocked again in the database). */
const MOST_REMEMBERED_GUESSERS = 10_000;

/** The last-used time is written at most this often per key, so a busy server does not write on every request. */
const LAST_USED_EVERY_SECONDS = 60;

export type SecretKeyModel = ModelOf<typeof SecretKeyJson>;

const toModel = (row: SecretKeyRow): SecretKeyModel => modelFromRow(SecretKeyJson, row, { hint: row.key_hint });

/**
 * Where a key stands at `now`, in real time: usable, revoked, or past the grace of a roll. A roll's
 * grace runs on real time, not the account's sandbox clock, so no key (nor its merchant testing
 * schedules) can end its siblings' grace early by moving the clock.
 */
function standingOf(key: { revoked_at: Date | null; expires_at: Date | null }, now: Date): 'live' | 'revoked' | 'expired' {
  if (key.revoked_at) return 'revoked';
  return key.expires_at && key.expires_at <= now ? 'expired' : 'live';
}

/** A key and its secret, shown this once. */
export interface RevealedSecretKey {
  secretKey: SecretKeyModel;
  secret: string;
}

export const CreateSecretKeyInput = z.strictObject({
  name: fields.name('name'),
  scopes: z
    .array(z.string().regex(/^[a-z_]{1,40}:(read|write)$/, 'a scope is <resource>:read or <resource>:write, e.g. payment_links:write'))
    .min(1, 'scopes, when given, name at least one; leave it out for a key with every scope')
    .max(100)
    .optional(),
});

export const RollSecretKeyInput = z.strictObject({
  expiresInHours: z
    .number({ error: 'expiresInHours must be a number of hours' })
    .int('expiresInHours must be a whole number of hours')
    .min(0, 'expiresInHours must be 0-168')
    .max(168, 'expiresInHours must be 0-168')
    .optional(),
});

/**
 * Secret keys of merchants' servers: a key acts as its account's merchant on every merchant
 * operation, within its scopes when it is restricted. Only the merchant signed in manages them.
 */
export class SecretKeysService {
  private readonly throttle: AuthThrottle;
  /** Client addresses this process saw blocked for guessing, until when (ms): refused before any look-up. */
  private readonly guessing = new Map<string, number>();

  constructor(
    private readonly deps: { db: DB; clock: AccountClock; identity: IdentityService; liveConnections: LiveConnections },
    /** The resources a restricted key's scopes may name (`payment_links`), each read or write. */
    readonly scopeResources: readonly string[],
  ) {
    this.throttle = new AuthThrottle({ db: deps.db, clock: deps.clock.wall });
  }

  async create(principal: Principal | undefined, rawInput: unknown): Promise<RevealedSecretKey> {
    const merchant = requireSignedInMerchant(principal);
    const input = parseInput(CreateSecretKeyInput, rawInput);
    const unknown = input.scopes?.find((scope) => !this.scopeResources.includes(scope.slice(0, scope.indexOf(':'))));
    if (unknown)
      throw badRequest(`${unknown} names no resource: the resources are ${this.scopeResources.join(', ')}`, [
        { field: 'scopes', message: `${unknown} names no resource` },
      ]);
    const accountId = await this.accountIdOf(merchant.userId);
    return this.insert(this.deps.db, accountId, input.name, input.scopes ? [...new Set(input.scopes)].sort() : null);
  }

  async list(principal: Principal | undefined, page: Page): Promise<SecretKeyModel[]> {
    const merchant = requireSignedInMerchant(principal);
    const accountId = await this.accountIdOf(merchant.userId);
    const rows = await this.deps.db.selectFrom('secret_keys').selectAll().where('account_id', '=', accountId).$call(newestFirst(page)).execute();
    return rows.map(toModel);
  }

  async get(principal: Principal | undefined, id: string): Promise<SecretKeyModel> {
    const merchant = requireSignedInMerchant(principal);
    return toModel(await this.owned(this.deps.db, merchant.userId, id));
  }

  /**
   * A new key with the same name and scopes; the old one keeps working `expiresInHours` (24 by
   * default, 0: not at all) in real time, so servers can move to the new key meanwhile.
   */
  async roll(principal: Principal | undefined, id: string, rawInput: unknown): Promise<RevealedSecretKey & { rolled: SecretKeyModel }> {
    const merchant = requireSignedInMerchant(principal);
    const { expiresInHours = 24 } = parseInput(RollSecretKeyInput, rawInput);
    return this.deps.db.transaction().execute(async (tx) => {
      const old = await this.owned(tx, merchant.userId, id, true);
      if (old.revoked_at) throw conflict('This secret key was revoked: create a new one instead.');
      if (old.rolled_into) throw conflict('This secret key was rolled already: roll the key that replaced it.');
      const fresh = await this.insert(tx, old.account_id, old.name, old.scopes);
      const expiresAt = addSeconds(this.deps.clock.wallNow(), expiresInHours * 3600);
      const rolled = await tx
        .updateTable('secret_keys')
        .set({ rolled_into: fresh.secretKey.id, expires_at: expiresAt })
        .where('id', '=', old.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      // Rolled with no grace, the old key ends now: its sockets close before the roll is answered.
      if (expiresInHours === 0) this.deps.liveConnections.endedOnCommit(tx, { kind: 'secretKey', id: old.id });
      return { ...fresh, rolled: toModel(rolled) };
    });
  }

  /** Ends a key at once: the next request with it is refused, and live connections opened with it close. */
  async revoke(principal: Principal | undefined, id: string): Promise<SecretKeyModel> {
    const merchant = requireSignedInMerchant(principal);
    const row = await this.owned(this.deps.db, merchant.userId, id);
    const revoked = await this.deps.db
      .updateTable('secret_keys')
      .set({ revoked_at: row.revoked_at ?? this.deps.clock.now() })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    this.deps.liveConnections.ended({ kind: 'secretKey', id: row.id });
    return toModel(revoked);
  }

  /**
   * Who a bearer token stands for, on every transport alike: a merchant's secret key (sk_test_…),
   * acting as its account's merchant, or else a user's access token. A credential that is no one's
   * counts against its client address's guessing throttle (THROTTLE_POLICIES.bearerAddress); past
   * it, the address's bearer requests are refused with 429 before any look-up, until the back-off ends.
   */
  async authenticateBearer(token: string, caller: CallerAddress = {}): Promise<AuthenticatedUser> {
    const address = caller.clientAddress;
    const blockedUntil = address === undefined ? undefined : this.guessing.get(address);
    if (blockedUntil !== undefined) {
      const left = blockedUntil - this.deps.clock.wallNow().getTime();
      if (left > 0) throw throttled(left);
      this.guessing.delete(address!);
    }
    try {
      return await (isSecretKey(token) ? this.authenticate(token) : this.deps.identity.authenticate(token));
    } catch (error) {
      if (address !== undefined && isDomainError(error) && error.code === 'UNAUTHORIZED' && error.credentialProblem === 'invalid')
        await this.countGuess(address);
      throw error;
    }
  }

  private async countGuess(address: string): Promise<void> {
    try {
      await this.throttle.count([{ kind: 'bearerAddress', key: address }], { refuseWhileBlocked: true });
    } catch (refusal) {
      if (isDomainError(refusal) && refusal.code === 'RATE_LIMITED') {
        const seconds = Number(refusal.headers?.['Retry-After'] ?? 1);
        if (this.guessing.size >= MOST_REMEMBERED_GUESSERS) this.guessing.delete(this.guessing.keys().next().value as string);
        this.guessing.set(address, this.deps.clock.wallNow().getTime() + seconds * 1000);
      }
      throw refusal;
    }
  }

  /**
   * The account's merchant, acting through this key: refused when the key is unknown, revoked, or
   * past the grace of a roll (real time). Records when the key was last used, on the account's clock.
   */
  async authenticate(secret: string): Promise<AuthenticatedUser & { secretKey: SecretKeyGrant }> {
    const row = await this.deps.db
      .selectFrom('secret_keys')
      .innerJoin('developer_account_directory', 'developer_account_directory.id', 'secret_keys.account_id')
      .select([
        'secret_keys.id',
        'secret_keys.scopes',
        'secret_keys.expires_at',
        'secret_keys.revoked_at',
        'secret_keys.last_used_at',
        'developer_account_directory.owner_user_id',
      ])
      .where('secret_keys.key_hash', '=', hashSecret(secret))
      .executeTakeFirst();
    if (!row) throw unauthorized('This secret key is not one of this platform’s.');
    const merchant = await this.deps.identity.authenticateUser(row.owner_user_id);
    const wall = this.deps.clock.wallNow();
    const standing = standingOf(row, wall);
    const now = new Date(wall.getTime() + merchant.accountTime.offsetMs);
    if (standing === 'revoked') throw unauthorized('This secret key was revoked.', 'revoked');
    if (standing === 'expired') throw unauthorized('This secret key expired: it was rolled, and its grace has ended.', 'expired');
    if (!row.last_used_at || row.last_used_at.getTime() <= now.getTime() - LAST_USED_EVERY_SECONDS * 1000)
      await this.deps.db.updateTable('secret_keys').set({ last_used_at: now }).where('id', '=', row.id).execute();
    // A rolled key's session ends with its grace: a socket opened with it closes then (token_expired).
    const session = row.expires_at ? { ...merchant.session, expiresAt: row.expires_at } : merchant.session;
    return { ...merchant, session, secretKey: { id: row.id, scopes: row.scopes } };
  }

  /** Of these keys, the ones still valid now (not revoked, not past a roll's grace): a live connection opened with any other ends. */
  async stillValid(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.deps.db
      .selectFrom('secret_keys')
      .select(['id', 'expires_at', 'revoked_at'])
      .where('id', 'in', [...ids])
      .execute();
    const wall = this.deps.clock.wallNow();
    return new Set(rows.filter((row) => standingOf(row, wall) === 'live').map((row) => row.id));
  }

  private async insert(executor: DB, accountId: string, name: string, scopes: string[] | null): Promise<RevealedSecretKey> {
    const secret = `${SECRET_KEY_PREFIX}${randomBase62(32)}`;
    const row = await executor
      .insertInto('secret_keys')
      .values({
        id: newId('skey'),
        account_id: accountId,
        name,
        scopes,
        key_hash: hashSecret(secret),
        key_hint: `${SECRET_KEY_PREFIX}${secretHint(secret)}`,
        created_at: this.deps.clock.now(),
        expires_at: null,
        revoked_at: null,
        last_used_at: null,
        rolled_into: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { secretKey: toModel(row), secret };
  }

  private async accountIdOf(merchantUserId: string): Promise<string> {
    const account = await this.deps.db.selectFrom('developer_account_directory').select('id').where('owner_user_id', '=', merchantUserId).executeTakeFirst();
    if (!account) throw notFound('Developer account');
    return account.id;
  }

  /** One of the merchant's keys; another account's is not found. */
  private async owned(executor: DB, merchantUserId: string, id: string, forUpdate = false): Promise<SecretKeyRow> {
    let query = executor
      .selectFrom('secret_keys')
      .innerJoin('developer_account_directory', 'developer_account_directory.id', 'secret_keys.account_id')
      .selectAll('secret_keys')
      .where('secret_keys.id', '=', id)
      .where('developer_account_directory.owner_user_id', '=', merchantUserId);
    if (forUpdate) query = query.forUpdate('secret_keys');
    const row = await query.executeTakeFirst();
    if (!row) throw notFound('Secret key');
    return row;
  }
}
