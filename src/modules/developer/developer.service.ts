import { sql } from 'kysely';
import { inTransaction, uniqueViolation, type DB, type Executor } from '../../db/database.js';
import type { KeptReads, Shelf } from '../../db/kept-reads.js';
import type { Plan } from '../../db/tables.js';
import type { KeyProduct } from './developer.tables.js';
import {
  requirePerson,
  requireSignedInMerchant,
  type Principal,
  type UserPrincipal,
  VERSION_TAKES_THE_MERCHANT_SIGNED_IN,
} from '../../platform/auth/principal.js';
import type { ApiProduct, TokenService } from '../../platform/auth/tokens.js';
import { readAccountTime, type AccountClock } from '../../platform/account-time.js';
import { addSeconds } from '../../platform/clock.js';
import { badRequest, DomainError, forbidden, notFound, unauthorized } from '../../platform/errors.js';
import { hashSecret, isUuid, newId, newSecret, secretHint } from '../../platform/ids.js';
import { oldestFirst, type Page } from '../../platform/pagination.js';
import { PLAN_LIMITS } from '../../platform/rate-limit.js';
import { parseInput } from '../../platform/validation.js';
import type { AuthTokens, UserModel } from '../identity/identity.models.js';
import type { IdentityService } from '../identity/identity.service.js';
import { ApiProductInput, CreateApiUserInput, KeyProductInput, SetAccountPlanInput, SignUpDeveloperInput, UpgradeApiVersionInput } from './developer.inputs.js';
import { VERSION_FOR_NEW_ACCOUNTS } from '../../platform/api-versions/api-versions.js';
import {
  toAccountModel,
  toApiKeyModel,
  toApiUserModel,
  toSubscriptionKeyModel,
  type ApiKeyModel,
  type ApiUserModel,
  type ClientAccount,
  type DeveloperAccountModel,
  type SubscriptionKeyModel,
} from './developer.models.js';

export interface DeveloperSignUp {
  account: DeveloperAccountModel;
  user: UserModel;
  /** The app key: publishable, shipped inside apps. */
  subscriptionKey: string;
  /** The mobile money products' keys: secrets for the merchant's servers. */
  productKeys: Record<ApiProduct, string>;
  tokens: AuthTokens;
}

/**
 * The developer dashboard as a service: developer (merchant) accounts, their plan and subscription
 * keys, and MoMo-style API users whose keys are exchanged for bearer tokens.
 */
/** How long a subscription key's account and limits are reused before asking the database again. */
const KEY_CACHE_MS = 5_000;
const KEY_CACHE_MAX = 10_000;

/**
 * The app key is publishable (it ships inside apps), so it is kept to be read again; the mobile
 * money product keys are secrets of the merchant's servers, kept only as hashes and shown once.
 */
const publishableValue = (product: KeyProduct, key: string): string | null => (product === 'app' ? key : null);

export class DeveloperService {
  private readonly keyCache = new Map<string, { fetchedAt: number; found: { client: ClientAccount; expiresAt: Date | null } | undefined }>();

  /** Each merchant's developer account, by the merchant's user id: kept between requests (db/kept-reads.ts). */
  private readonly accountsOfMerchants: Shelf<DeveloperAccountModel>;

  constructor(
    private readonly deps: {
      db: DB;
      clock: AccountClock;
      config: { keyRotationGraceSeconds: number };
      tokens: TokenService;
      identity: IdentityService;
      keptReads: KeptReads;
    },
  ) {
    this.accountsOfMerchants = deps.keptReads.shelf('developer-account');
  }

  /** Developer sign-up: a merchant user, its account on the Sandbox plan and a first subscription key. */
  async signUp(rawInput: unknown, options: { plan?: Plan; accountId?: string } = {}): Promise<DeveloperSignUp> {
    const input = parseInput(SignUpDeveloperInput, rawInput);
    const passwordHash = await this.deps.identity.hashPassword(input.password);
    const plan = options.plan ?? 'SANDBOX';
    const limits = plan === 'ENTERPRISE' ? PLAN_LIMITS.BUSINESS : PLAN_LIMITS[plan];
    return inTransaction(this.deps.db, async (tx) => {
      const accountId = options.accountId ?? newId('acct');
      const user = await this.deps.identity.createUser(tx, { ...input, passwordHash, role: 'MERCHANT', developerAccountId: accountId });
      const now = this.deps.clock.now();
      const row = await tx
        .insertInto('developer_accounts')
        .values({
          id: accountId,
          name: input.companyName,
          owner_user_id: user.id,
          plan,
          rate_per_minute: limits.perMinute,
          rate_per_day: limits.perDay,
          api_version: VERSION_FOR_NEW_ACCOUNTS,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const keys = { app: newSecret(), collection: newSecret(), disbursement: newSecret(), remittance: newSecret() } satisfies Record<KeyProduct, string>;
      await tx
        .insertInto('subscription_keys')
        .values(
          Object.entries(keys).map(([product, key]) => ({
            id: newId('sk'),
            account_id: accountId,
            product: product as KeyProduct,
            key_hash: hashSecret(key),
            key_hint: secretHint(key),
            key_value: publishableValue(product as KeyProduct, key),
            created_at: now,
            expires_at: null,
          })),
        )
        .execute();
      const tokens = await this.deps.identity.startSession(tx, { id: user.id, role: user.role, tokenVersion: 0 }, newId('rt'));
      const { app: subscriptionKey, ...productKeys } = keys;
      return { account: toAccountModel(row), user, subscriptionKey, productKeys, tokens };
    });
  }

  /**
   * The account a subscription key belongs to, or undefined for an unknown or expired key. Every
   * REST request asks, so answers are kept a few seconds; expiry is still checked on each use, and
   * changes made by this process (rotation, plan) drop the account's entries at once.
   */
  async resolveSubscriptionKey(key: string): Promise<ClientAccount | undefined> {
    const cacheKey = hashSecret(key).toString('base64');
    const nowMs = this.deps.clock.wallNow().getTime();
    let entry = this.keyCache.get(cacheKey);
    if (!entry || entry.fetchedAt + KEY_CACHE_MS <= nowMs || entry.fetchedAt > nowMs) {
      entry = { fetchedAt: nowMs, found: await this.lookUpSubscriptionKey(key) };
      if (this.keyCache.size >= KEY_CACHE_MAX) this.keyCache.clear();
      this.keyCache.set(cacheKey, entry);
    }
    const found = entry.found;
    if (!found) return undefined;
    // A rotated key's grace runs on its account's sandbox clock, read fresh: another process may have advanced it.
    if (found.expiresAt) {
      const { offsetMs } = await readAccountTime(this.deps.db, found.client.accountId);
      if (found.expiresAt.getTime() <= this.deps.clock.wallNow().getTime() + offsetMs) return undefined;
    }
    return found.client;
  }

  /**
   * The account's keys and the account as its merchant's requests keep it are read again on their
   * next use: after this process rotated a key, changed the plan or the API version, or when another
   * process's plan change shows in the rate limits (rest.ts).
   */
  forgetAccountReads(accountId: string): void {
    for (const [cacheKey, entry] of this.keyCache) if (entry.found?.client.accountId === accountId) this.keyCache.delete(cacheKey);
    this.deps.keptReads.changed(`account:${accountId}`);
  }

  private async lookUpSubscriptionKey(key: string): Promise<{ client: ClientAccount; expiresAt: Date | null } | undefined> {
    const row = await this.deps.db
      .selectFrom('subscription_keys')
      .innerJoin('developer_accounts', 'developer_accounts.id', 'subscription_keys.account_id')
      .select([
        'developer_accounts.id',
        'developer_accounts.plan',
        'developer_accounts.rate_per_minute',
        'developer_accounts.rate_per_day',
        'developer_accounts.api_version',
        'subscription_keys.product',
        'subscription_keys.expires_at',
      ])
      .where('subscription_keys.key_hash', '=', hashSecret(key))
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      client: {
        accountId: row.id,
        plan: row.plan,
        limits: { perMinute: row.rate_per_minute, perDay: row.rate_per_day },
        product: row.product,
        apiVersion: row.api_version,
      },
      expiresAt: row.expires_at,
    };
  }

  /**
   * The merchant's own developer account. Every request a merchant signs in for that acts on its
   * account asks, so it is kept between requests (db/kept-reads.ts) and forgotten when the database
   * announces a change to the account or its merchant, or this process makes one. A change of the
   * account reads it `fresh`: what it checks is then what it writes against.
   */
  async accountOf(principal: UserPrincipal, options: { fresh?: boolean } = {}): Promise<DeveloperAccountModel> {
    if (principal.role !== 'MERCHANT') throw forbidden('Developer accounts belong to merchant users.');
    const read = async () => {
      const row = await this.deps.db.selectFrom('developer_accounts').selectAll().where('owner_user_id', '=', principal.userId).executeTakeFirst();
      if (!row) throw notFound('Developer account');
      return toAccountModel(row);
    };
    if (options.fresh) return read();
    return this.accountsOfMerchants.through(principal.userId, read, (account) => [`user:${principal.userId}`, `account:${account.id}`]);
  }

  /**
   * Keeps the secret that signs the account's X-Callback-Url callbacks, sealed by the caller: with
   * `onlyIfNone`, only when the account has none yet (the first callback's), in the caller's transaction.
   */
  async keepCallbackSecret(executor: Executor, accountId: string, sealed: string, onlyIfNone = false): Promise<void> {
    let update = executor.updateTable('developer_accounts').set({ callback_secret_encrypted: sealed }).where('id', '=', accountId);
    if (onlyIfNone) update = update.where('callback_secret_encrypted', 'is', null);
    await update.execute();
    this.deps.keptReads.forgetOnCommit(executor, `account:${accountId}`);
  }

  /** The name a merchant's customers see (a receipt's, a hosted page's), in the caller's transaction. */
  async accountName(executor: Executor, accountId: string): Promise<string> {
    return (await executor.selectFrom('developer_accounts').select('name').where('id', '=', accountId).executeTakeFirstOrThrow()).name;
  }

  /**
   * The account whose sandbox outboxes (mail, SMS) the caller reads: only its merchant signed in,
   * never a secret key, since they hold the account's people's reset tokens and verification codes.
   */
  async outboxAccountOf(principal: Principal | undefined): Promise<DeveloperAccountModel> {
    return this.accountOf(requirePerson(principal, ['MERCHANT']));
  }

  async subscriptionKeys(accountId: string): Promise<SubscriptionKeyModel[]> {
    // Keys in use first, then rotated ones by how long they still work.
    const rows = await this.deps.db
      .selectFrom('subscription_keys')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy(sql`expires_at DESC NULLS FIRST`)
      .orderBy('created_at', 'desc')
      .execute();
    const now = this.deps.clock.now();
    return rows.map((row) => toSubscriptionKeyModel(row, now));
  }

  /** A new subscription key of one product; that product's keys in use until now keep working for the rotation grace period. */
  async rotateSubscriptionKey(
    principal: UserPrincipal,
    rawProduct: unknown = 'app',
  ): Promise<{ subscriptionKey: string; key: SubscriptionKeyModel; previousKeysExpireAt: Date }> {
    const product = parseInput(KeyProductInput, rawProduct);
    const account = await this.accountOf(requireSignedInMerchant(principal));
    const now = this.deps.clock.now();
    const graceEnd = addSeconds(now, this.deps.config.keyRotationGraceSeconds);
    const subscriptionKey = newSecret();
    const row = await inTransaction(this.deps.db, async (tx) => {
      // Serialise rotations of one account so two concurrent ones cannot both leave a key without expiry.
      await tx.selectFrom('developer_accounts').select('id').where('id', '=', account.id).forUpdate().execute();
      await tx
        .updateTable('subscription_keys')
        .set({ expires_at: graceEnd })
        .where('account_id', '=', account.id)
        .where('product', '=', product)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', graceEnd)]))
        .execute();
      return tx
        .insertInto('subscription_keys')
        .values({
          id: newId('sk'),
          account_id: account.id,
          product,
          key_hash: hashSecret(subscriptionKey),
          key_hint: secretHint(subscriptionKey),
          key_value: publishableValue(product, subscriptionKey),
          created_at: now,
          expires_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    this.forgetAccountReads(account.id);
    return { subscriptionKey, key: toSubscriptionKeyModel(row, now), previousKeysExpireAt: graceEnd };
  }

  /** POST /v1_0/apiuser: the caller chooses the id (X-Reference-Id); reusing one is a conflict. */
  async createApiUser(accountId: string, rawInput: unknown): Promise<ApiUserModel> {
    const input = parseInput(CreateApiUserInput, rawInput);
    try {
      const row = await this.deps.db
        .insertInto('api_users')
        .values({
          id: input.referenceId.toLowerCase(),
          account_id: accountId,
          provider_callback_host: input.providerCallbackHost,
          created_at: this.deps.clock.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toApiUserModel(row);
    } catch (error) {
      if (uniqueViolation(error) !== undefined) {
        throw new DomainError('RESOURCE_ALREADY_EXIST', 'An API user with this X-Reference-Id already exists.', {
          fields: [{ field: 'referenceId', message: 'already used' }],
        });
      }
      throw error;
    }
  }

  /** An API user of the account; another account's API user is not found, never shown. */
  async apiUser(accountId: string, apiUserId: string): Promise<ApiUserModel> {
    const row = await this.deps.db
      .selectFrom('api_users')
      .selectAll()
      .where('id', '=', this.uuidOrNotFound(apiUserId))
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!row) throw notFound('API user');
    return toApiUserModel(row);
  }

  async apiUsers(accountId: string, page: Page): Promise<ApiUserModel[]> {
    const rows = await this.deps.db.selectFrom('api_users').selectAll().where('account_id', '=', accountId).$call(oldestFirst(page, 'uuid')).execute();
    return rows.map(toApiUserModel);
  }

  /** One subscription key of the account, by its id (its description: the key itself is never kept). */
  async subscriptionKey(accountId: string, id: string): Promise<SubscriptionKeyModel> {
    const row = await this.deps.db.selectFrom('subscription_keys').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
    if (!row) throw notFound('Subscription key');
    return toSubscriptionKeyModel(row, this.deps.clock.now());
  }

  /** One API key of one of the account's API users, by its id (its description). */
  async apiKey(accountId: string, id: string): Promise<ApiKeyModel> {
    const row = await this.deps.db
      .selectFrom('api_keys')
      .innerJoin('api_users', 'api_users.id', 'api_keys.api_user_id')
      .selectAll('api_keys')
      .where('api_keys.id', '=', id)
      .where('api_users.account_id', '=', accountId)
      .executeTakeFirst();
    if (!row) throw notFound('API key');
    return toApiKeyModel(row, this.deps.clock.now());
  }

  async apiKeys(apiUserId: string): Promise<ApiKeyModel[]> {
    const rows = await this.deps.db
      .selectFrom('api_keys')
      .selectAll()
      .where('api_user_id', '=', apiUserId)
      .orderBy(sql`expires_at DESC NULLS FIRST`)
      .orderBy('created_at', 'desc')
      .execute();
    const now = this.deps.clock.now();
    return rows.map((row) => toApiKeyModel(row, now));
  }

  /** POST /v1_0/apiuser/{id}/apikey: a new key; earlier keys stay valid for the rotation grace period. */
  async createApiKey(accountId: string, apiUserId: string): Promise<{ apiKey: string; key: ApiKeyModel; previousKeysExpireAt: Date | null }> {
    const apiKey = newSecret();
    const now = this.deps.clock.now();
    const graceEnd = addSeconds(now, this.deps.config.keyRotationGraceSeconds);
    return inTransaction(this.deps.db, async (tx) => {
      const owner = await tx
        .selectFrom('api_users')
        .select('id')
        .where('id', '=', this.uuidOrNotFound(apiUserId))
        .where('account_id', '=', accountId)
        .forUpdate()
        .executeTakeFirst();
      if (!owner) throw notFound('API user');
      const rotated = await tx
        .updateTable('api_keys')
        .set({ expires_at: graceEnd })
        .where('api_user_id', '=', owner.id)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', graceEnd)]))
        .executeTakeFirst();
      const row = await tx
        .insertInto('api_keys')
        .values({ id: newId('ak'), api_user_id: owner.id, key_hash: hashSecret(apiKey), key_hint: secretHint(apiKey), created_at: now, expires_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { apiKey, key: toApiKeyModel(row, now), previousKeysExpireAt: rotated.numUpdatedRows > 0n ? graceEnd : null };
    });
  }

  /** HTTP Basic `apiUserId:apiKey`: valid only for an API user of the account whose subscription key is sent. */
  async authenticateBasic(accountId: string, apiUserId: string, apiKey: string): Promise<{ kind: 'apiUser'; apiUserId: string; accountId: string }> {
    const row = await this.deps.db
      .selectFrom('api_keys')
      .innerJoin('api_users', 'api_users.id', 'api_keys.api_user_id')
      .select(['api_users.id', 'api_users.account_id', 'api_keys.expires_at'])
      .where('api_keys.key_hash', '=', hashSecret(apiKey))
      .executeTakeFirst();
    const owned = row && row.id === apiUserId.toLowerCase() && row.account_id === accountId;
    // A rotated key's grace runs on the account's sandbox clock (credentials are checked before the request enters it).
    const current =
      owned && (!row.expires_at || row.expires_at.getTime() > this.deps.clock.wallNow().getTime() + (await readAccountTime(this.deps.db, accountId)).offsetMs);
    if (!current) throw unauthorized('Invalid API user or API key.');
    return { kind: 'apiUser', apiUserId: row.id, accountId: row.account_id };
  }

  /** The token endpoints: Basic credentials for a bearer token of one product (collection, …). */
  async issueApiToken(
    accountId: string,
    product: unknown,
    apiUserId: string,
    apiKey: string,
  ): Promise<{ accessToken: string; tokenType: 'access_token'; expiresIn: number }> {
    const parsedProduct: ApiProduct = parseInput(ApiProductInput, product);
    const principal = await this.authenticateBasic(accountId, apiUserId, apiKey);
    const { token, expiresIn } = this.deps.tokens.signApi({ sub: principal.apiUserId, acct: principal.accountId, product: parsedProduct });
    return { accessToken: token, tokenType: 'access_token', expiresIn };
  }

  /** A bearer token from the token endpoints, valid only with its own account's subscription key. */
  authenticateApiToken(accountId: string, token: string): { kind: 'apiUser'; apiUserId: string; accountId: string; product: ApiProduct } {
    const claims = this.deps.tokens.verifyApi(token);
    if (claims.acct !== accountId) throw unauthorized('The API token belongs to another subscription.');
    return { kind: 'apiUser', apiUserId: claims.sub, accountId: claims.acct, product: claims.product };
  }

  /** Admin: moves an account to a plan; Enterprise takes its own limits. */
  async setPlan(principal: UserPrincipal, rawInput: unknown): Promise<DeveloperAccountModel> {
    if (principal.role !== 'ADMIN') throw forbidden('Only an administrator can change plans.');
    const input = parseInput(SetAccountPlanInput, rawInput);
    const limits = input.plan === 'ENTERPRISE' ? { perMinute: input.perMinute!, perDay: input.perDay! } : PLAN_LIMITS[input.plan];
    // Stamped on the account's own clock, whoever changes it.
    const updatedAt = await this.deps.clock.run(await readAccountTime(this.deps.db, input.accountId), async () => this.deps.clock.now());
    const row = await this.deps.db
      .updateTable('developer_accounts')
      .set({ plan: input.plan, rate_per_minute: limits.perMinute, rate_per_day: limits.perDay, updated_at: updatedAt })
      .where('id', '=', input.accountId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound('Developer account');
    this.forgetAccountReads(row.id);
    return toAccountModel(row);
  }

  /**
   * Moves the merchant's account to a newer API version: REST answers and the events of endpoints
   * registered from now on take its shape (endpoints keep theirs). Only the merchant signed in
   * decides it, never a secret key: the account's servers parse what it sets.
   */
  async upgradeApiVersion(principal: Principal | undefined, rawInput: unknown): Promise<DeveloperAccountModel> {
    const { version } = parseInput(UpgradeApiVersionInput, rawInput);
    const account = await this.accountOf(requireSignedInMerchant(principal, VERSION_TAKES_THE_MERCHANT_SIGNED_IN), { fresh: true });
    if (version <= account.apiVersion)
      throw badRequest(`Invalid request: version: must be newer than the account's ${account.apiVersion}`, [
        { field: 'version', message: `must be newer than the account's ${account.apiVersion}` },
      ]);
    const row = await this.deps.db
      .updateTable('developer_accounts')
      .set({
        api_version: version,
        api_version_before_upgrade: account.apiVersion,
        api_version_upgraded_at: this.deps.clock.wallNow(),
        updated_at: this.deps.clock.now(),
      })
      .where('id', '=', account.id)
      // A concurrent change of the version loses: the upgrade names what it moves from.
      .where('api_version', '=', account.apiVersion)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new DomainError('CONFLICT', "The account's API version changed meanwhile; read it again.");
    this.forgetAccountReads(row.id);
    return toAccountModel(row);
  }

  /** Undoes the last upgrade within 72 hours of it (on real time, as a key's grace runs): the account answers in the version it left. */
  async rollBackApiVersion(principal: Principal | undefined): Promise<DeveloperAccountModel> {
    const account = await this.accountOf(requireSignedInMerchant(principal, VERSION_TAKES_THE_MERCHANT_SIGNED_IN), { fresh: true });
    const rollback = account.apiVersionRollback;
    if (!rollback || rollback.until <= this.deps.clock.wallNow())
      throw new DomainError('CONFLICT', 'There is no upgrade of the API version to undo: an upgrade can be undone for 72 hours.');
    const row = await this.deps.db
      .updateTable('developer_accounts')
      .set({ api_version: rollback.version, api_version_before_upgrade: null, api_version_upgraded_at: null, updated_at: this.deps.clock.now() })
      .where('id', '=', account.id)
      .where('api_version', '=', account.apiVersion)
      .where('api_version_before_upgrade', '=', rollback.version)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new DomainError('CONFLICT', "The account's API version changed meanwhile; read it again.");
    this.forgetAccountReads(row.id);
    return toAccountModel(row);
  }

  async accounts(ids: readonly string[]): Promise<(DeveloperAccountModel | undefined)[]> {
    if (ids.length === 0) return [];
    const rows = await this.deps.db
      .selectFrom('developer_accounts')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, toAccountModel(r)]));
    return ids.map((id) => byId.get(id));
  }

  /** A malformed id cannot name an API user; answering 404 keeps PostgreSQL's uuid cast out of it. */
  private uuidOrNotFound(id: string): string {
    if (!isUuid(id)) throw notFound('API user');
    return id.toLowerCase();
  }
}
