import { newestFirst } from '../../platform/pagination.js';
import { inTransaction, uniqueViolation, type DB, type Executor } from '../../db/database.js';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Role } from '../../db/tables.js';
import type { AccountTime } from '../../platform/account-time.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { requirePerson, type UserPrincipal } from '../../platform/auth/principal.js';
import type { TokenService } from '../../platform/auth/tokens.js';
import { addSeconds, type Clock } from '../../platform/clock.js';
import type { AuthThrottle, ThrottleBucket, ThrottleKind } from '../../platform/auth-throttle.js';
import { conflict, isDomainError, notFound, unauthorized, type FieldError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/bus.js';
import { hashSecret, newId, randomBase62, secretsEqual } from '../../platform/ids.js';
import type { SandboxMailer } from '../../platform/mail.js';
import { parseInput } from '../../platform/validation.js';
import { ForgotPasswordInput, LoginInput, RefreshInput, RegisterInput, ResetPasswordInput, UpdateProfileInput } from './identity.inputs.js';
import { toUserModel, USER_MODEL_COLUMNS, type AuthTokens, type UserModel } from './identity.models.js';
import type { UserRow } from './identity.tables.js';
import type { KeptReads, Shelf } from '../../db/kept-reads.js';
import type { LiveConnections } from '../../platform/live-connections.js';
import type { PhoneVerification } from './phone-verification.js';

/** The answer to a password-reset request, the same whether or not the account exists. */
export const RESET_SENT = 'If an account exists for this e-mail, a reset link has been sent.';

/** The bus topic on which a user's profile changes are announced after commit. */
export const userTopic = (userId: string) => `user:${userId}`;

const UNIQUE_FIELD: Record<string, FieldError> = {
  users_email_key: { field: 'email', message: 'an account with this e-mail already exists' },
  users_phone_key: { field: 'phone', message: 'an account with this phone number already exists' },
};

/** A two-part secret `<id>.<secret>`: the id finds the row, the secret is compared by hash. */
function splitToken(token: string, prefix: string): { id: string; secret: string } | undefined {
  const [id, secret, extra] = token.split('.');
  if (!id?.startsWith(prefix) || !secret || extra !== undefined) return undefined;
  return { id, secret };
}

/** Where a request came from, for the throttles kept per client address. */
export interface CallerAddress {
  clientAddress?: string;
}

const addressBucket = (kind: ThrottleKind, caller: CallerAddress): ThrottleBucket[] => (caller.clientAddress ? [{ kind, key: caller.clientAddress }] : []);

/** A verified access token: who, and the session it belongs to. */
/** A signed-in user, with the sandbox clock of their developer account, read in the same query. */
export type AuthenticatedUser = UserPrincipal & { user: UserModel; session: { tokenVersion: number; expiresAt: Date }; accountTime: AccountTime };

type AuthenticatedRow = Pick<UserRow, (typeof USER_MODEL_COLUMNS)[number] | 'token_version'> & { wallet_id: string | null; offset_ms: string | null };

/** Users with their wallet's id, read as a UserModel needs them (never the password hash). */
function usersWithWallets(db: DB) {
  return db
    .selectFrom('users')
    .leftJoin('wallet_directory', 'wallet_directory.user_id', 'users.id')
    .select(USER_MODEL_COLUMNS.map((column) => `users.${column}` as const))
    .select('wallet_directory.id as wallet_id');
}

function authenticatedAs(row: AuthenticatedRow, session: AuthenticatedUser['session']): AuthenticatedUser {
  return {
    kind: 'user',
    userId: row.id,
    role: row.role,
    user: toUserModel(row, row.wallet_id),
    session,
    accountTime: { accountId: row.developer_account_id, offsetMs: Number(row.offset_ms ?? 0) },
  };
}

export class IdentityService {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly deps: {
      db: DB;
      /** Real time: sessions, tokens, throttles and reset links must not follow a sandbox clock. */
      clock: Clock;
      /** The account's sandbox clock, for what the user's rows record (created, updated). */
      accountClock: Clock;
      config: {
        scryptLogN: number;
        refreshTokenTtlSeconds: number;
        refreshTokenReuseGraceSeconds: number;
        passwordResetTtlSeconds: number;
        passwordResetUrl: string;
      };
      tokens: TokenService;
      mailer: SandboxMailer;
      bus: EventBus;
      wallets: { openWallet(tx: Executor, userId: string): Promise<string> };
      referrals: { recordAtRegistration(tx: Executor, referred: { id: string; email: string; phone: string }, code: string): Promise<void> };
      throttle: AuthThrottle;
      phones: PhoneVerification;
      keptReads: KeptReads;
      liveConnections: LiveConnections;
    },
  ) {
    this.principals = deps.keptReads.shelf('principal');
  }

  /** The rows `authenticate` read, kept between requests (db/kept-reads.ts). */
  private readonly principals: Shelf<AuthenticatedRow | undefined>;

  /** POST /auth/register: the identity and its wallet record, in one transaction, and a code by SMS to verify the phone. */
  async register(rawInput: unknown, context: { developerAccountId: string | null }): Promise<UserModel> {
    const input = parseInput(RegisterInput, rawInput);
    const passwordHash = await hashPassword(input.password, this.deps.config.scryptLogN);
    const { referralCode, ...profile } = input;
    return inTransaction(this.deps.db, async (tx) => {
      const user = await this.createUser(tx, { ...profile, passwordHash, role: 'USER', developerAccountId: context.developerAccountId });
      if (referralCode !== undefined) await this.deps.referrals.recordAtRegistration(tx, user, referralCode);
      await this.deps.phones.sendIfAllowed(tx, user);
      return user;
    });
  }

  /** Creates a user with its wallet record; shared by app-user registration and developer sign-up. */
  async createUser(
    tx: Executor,
    user: Omit<RegisterInput, 'password' | 'referralCode'> & { passwordHash: string; role: Role; developerAccountId: string | null; id?: string },
  ): Promise<UserModel> {
    // A user is one of the account's objects: stamped on its sandbox clock, like the wallet opened with it.
    const now = this.deps.accountClock.now();
    const id = user.id ?? newId('usr');
    try {
      const row = await tx
        .insertInto('users')
        .values({
          id,
          email: user.email,
          phone: user.phone,
          first_name: user.firstName,
          last_name: user.lastName,
          country: user.country,
          role: user.role,
          password_hash: user.passwordHash,
          developer_account_id: user.developerAccountId,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // Administrators operate the platform; they hold no money.
      const walletId = user.role === 'ADMIN' ? null : await this.deps.wallets.openWallet(tx, id);
      return toUserModel(row, walletId);
    } catch (error) {
      throw this.duplicateAsConflict(error);
    }
  }

  async hashPassword(password: string): Promise<string> {
    return hashPassword(password, this.deps.config.scryptLogN);
  }

  /**
   * POST /auth/login: e-mail and password for a short-lived access token and a refresh token.
   * Guessing is throttled per e-mail (every attempt counts, a success clears it) and per client
   * address (failures count), the same way whether or not the e-mail has an account.
   */
  async login(rawInput: unknown, caller: CallerAddress = {}): Promise<AuthTokens> {
    const input = parseInput(LoginInput, rawInput);
    const address = addressBucket('loginAddress', caller);
    const email: ThrottleBucket = { kind: 'loginEmail', key: input.email };
    await this.deps.throttle.check(address);
    await this.deps.throttle.count([email], { refuseWhileBlocked: true });
    const row = await this.deps.db.selectFrom('users').selectAll().where('email', '=', input.email).executeTakeFirst();
    // Without an account, still spend the time of a real check, so timing does not reveal which e-mails exist.
    const valid = row
      ? await verifyPassword(input.password, row.password_hash)
      : await verifyPassword(input.password, await this.dummyPasswordHash()).then(() => false);
    if (!row || !valid) {
      await this.deps.throttle.count(address, { refuseWhileBlocked: false });
      throw unauthorized('Invalid e-mail or password.');
    }
    await this.deps.throttle.clear([email]);
    return inTransaction(this.deps.db, (tx) => this.startSession(tx, { id: row.id, role: row.role, tokenVersion: row.token_version }, newId('rt')));
  }

  /**
   * POST /auth/refresh: rotates the refresh token. A token already rotated away is a sign of theft,
   * so presenting it again revokes its whole family; except within a few seconds of its rotation
   * while its session is alive (a tab reloaded after the server rotated it and before the tab kept
   * the answer), which gets a new pair of the same family, as Okta's and Auth0's rotation allow.
   */
  async refresh(rawInput: unknown, caller: CallerAddress = {}): Promise<AuthTokens> {
    const input = parseInput(RefreshInput, rawInput);
    const address = addressBucket('tokenAddress', caller);
    await this.deps.throttle.check(address);
    try {
      return await this.rotateRefreshToken(input.refreshToken);
    } catch (error) {
      if (isDomainError(error) && error.code === 'UNAUTHORIZED') await this.deps.throttle.count(address, { refuseWhileBlocked: false });
      throw error;
    }
  }

  private async rotateRefreshToken(refreshToken: string): Promise<AuthTokens> {
    const parts = splitToken(refreshToken, 'rt_');
    if (!parts) throw unauthorized('The refresh token is invalid.');
    const now = this.deps.clock.now();
    const outcome = await inTransaction(this.deps.db, async (tx) => {
      const stored = await tx
        .selectFrom('refresh_tokens')
        .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
        .select([
          'refresh_tokens.id',
          'refresh_tokens.family_id',
          'refresh_tokens.secret_hash',
          'refresh_tokens.expires_at',
          'refresh_tokens.revoked_at',
          'refresh_tokens.replaced_by',
          'users.id as user_id',
          'users.role',
          'users.token_version',
        ])
        .where('refresh_tokens.id', '=', parts.id)
        .forUpdate()
        .executeTakeFirst();
      if (!stored || !secretsEqual(stored.secret_hash, hashSecret(parts.secret))) return { error: 'The refresh token is invalid.' };
      // The pair a rotation issues, of the token's family.
      const newPair = () => this.startSession(tx, { id: stored.user_id, role: stored.role, tokenVersion: stored.token_version }, stored.family_id);
      if (stored.revoked_at) {
        if (await this.reusedWithinGrace(tx, stored, now)) return { tokens: await newPair() };
        await tx.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', stored.family_id).where('revoked_at', 'is', null).execute();
        return { error: 'The refresh token was already used or revoked; its session has been ended.' };
      }
      if (stored.expires_at <= now) return { error: 'The refresh token has expired.' };
      const tokens = await newPair();
      const [newTokenId] = tokens.refreshToken.split('.');
      await tx
        .updateTable('refresh_tokens')
        .set({ revoked_at: now, replaced_by: newTokenId ?? null })
        .where('id', '=', stored.id)
        .execute();
      return { tokens };
    });
    if ('error' in outcome) throw unauthorized(outcome.error);
    return outcome.tokens;
  }

  /** A rotated (not revoked) token shown again within the grace, while its family still has a live token. */
  private async reusedWithinGrace(
    tx: Executor,
    token: { replaced_by: string | null; revoked_at: Date | null; family_id: string },
    now: Date,
  ): Promise<boolean> {
    const grace = this.deps.config.refreshTokenReuseGraceSeconds * 1000;
    if (!token.replaced_by || !token.revoked_at || now.getTime() - token.revoked_at.getTime() >= grace) return false;
    const live = await tx
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family_id', '=', token.family_id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return live !== undefined;
  }

  /** Issues an access token and a new refresh token (of `familyId`, the chain that rotation follows). */
  async startSession(tx: Executor, user: { id: string; role: Role; tokenVersion: number }, familyId: string): Promise<AuthTokens> {
    const now = this.deps.clock.now();
    const access = this.deps.tokens.signAccess({ sub: user.id, role: user.role, ver: user.tokenVersion });
    const refreshId = newId('rt');
    const secret = randomBase62(40);
    const ttl = this.deps.config.refreshTokenTtlSeconds;
    await tx
      .insertInto('refresh_tokens')
      .values({
        id: refreshId,
        user_id: user.id,
        family_id: familyId,
        secret_hash: hashSecret(secret),
        created_at: now,
        expires_at: addSeconds(now, ttl),
        revoked_at: null,
        replaced_by: null,
      })
      .execute();
    return { accessToken: access.token, tokenType: 'Bearer', expiresIn: access.expiresIn, refreshToken: `${refreshId}.${secret}`, refreshTokenExpiresIn: ttl };
  }

  /**
   * POST /auth/forgot-password: the same answer whether or not the account exists, and the same
   * throttle (per e-mail and per client address), so neither reveals which e-mails exist.
   */
  async forgotPassword(rawInput: unknown, caller: CallerAddress = {}): Promise<void> {
    const input = parseInput(ForgotPasswordInput, rawInput);
    await this.deps.throttle.count([{ kind: 'resetEmail', key: input.email }, ...addressBucket('tokenAddress', caller)], { refuseWhileBlocked: true });
    const user = await this.deps.db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'developer_account_id'])
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (!user) return;
    const now = this.deps.clock.now();
    const id = newId('rst');
    const secret = randomBase62(40);
    const token = `${id}.${secret}`;
    const ttl = this.deps.config.passwordResetTtlSeconds;
    await inTransaction(this.deps.db, async (tx) => {
      await tx
        .insertInto('password_resets')
        .values({ id, user_id: user.id, secret_hash: hashSecret(secret), created_at: now, expires_at: addSeconds(now, ttl), used_at: null })
        .execute();
      await this.deps.mailer.send(tx, {
        accountId: user.developer_account_id,
        to: user.email,
        subject: 'Reset your password',
        body: [
          `Hello ${user.first_name},`,
          '',
          `Someone asked to reset the password of this account. The link works once, for ${Math.round(ttl / 60)} minutes:`,
          `${this.deps.config.passwordResetUrl}${this.deps.config.passwordResetUrl.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`,
          '',
          `Reset token: ${token}`,
          'If you did not ask for this, ignore this message.',
        ].join('\n'),
      });
    });
  }

  /**
   * Sets a new password with a reset token; every existing session of the user ends, and so does
   * any sign-in back-off on the e-mail: the owner is back in whatever an attacker was guessing.
   */
  async resetPassword(rawInput: unknown, caller: CallerAddress = {}): Promise<void> {
    const input = parseInput(ResetPasswordInput, rawInput);
    const address = addressBucket('tokenAddress', caller);
    await this.deps.throttle.check(address);
    const parts = splitToken(input.token, 'rst_');
    if (!parts) {
      await this.deps.throttle.count(address, { refuseWhileBlocked: false });
      throw unauthorized('The reset token is invalid.');
    }
    const passwordHash = await this.hashPassword(input.newPassword);
    const now = this.deps.clock.now();
    let resetEmail = '';
    const failure = await inTransaction(this.deps.db, async (tx) => {
      const reset = await tx.selectFrom('password_resets').selectAll().where('id', '=', parts.id).forUpdate().executeTakeFirst();
      if (!reset || !secretsEqual(reset.secret_hash, hashSecret(parts.secret))) return 'The reset token is invalid.';
      if (reset.used_at) return 'The reset token was already used.';
      if (reset.expires_at <= now) return 'The reset token has expired.';
      await tx.updateTable('password_resets').set({ used_at: now }).where('id', '=', reset.id).execute();
      const user = await tx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', reset.user_id)
        .returning('email')
        .executeTakeFirstOrThrow();
      await this.endAllSessions(tx, reset.user_id);
      resetEmail = user.email;
      return undefined;
    });
    if (failure) {
      await this.deps.throttle.count(address, { refuseWhileBlocked: false });
      throw unauthorized(failure);
    }
    await this.deps.throttle.clear([{ kind: 'loginEmail', key: resetEmail }]);
  }

  /**
   * Verifies a user's access token and loads the user in one query; a token issued before the user's
   * last logout-all (an older token version) is refused. Every request runs it, so it reads what the
   * principal holds and no more: not the password hash.
   */
  private readonly authenticatedUser = compiledOnce((userId) =>
    usersWithWallets(this.deps.db)
      .leftJoin('sandbox_clocks', 'sandbox_clocks.account_id', 'users.developer_account_id')
      .select(['users.token_version', 'sandbox_clocks.offset_ms'])
      .where('users.id', '=', userId),
  );

  async authenticate(token: string): Promise<AuthenticatedUser> {
    const claims = this.deps.tokens.verifyAccess(token);
    const row = await this.principals.through(
      claims.sub,
      async () => (await this.authenticatedUser(this.deps.db, claims.sub))[0],
      (found) => found && (found.developer_account_id ? [`user:${claims.sub}`, `account:${found.developer_account_id}`] : [`user:${claims.sub}`]),
    );
    if (!row) throw unauthorized('The access token belongs to no account.');
    if (row.token_version !== claims.ver) throw unauthorized('The access token was revoked.', 'revoked');
    return authenticatedAs(row, { tokenVersion: claims.ver, expiresAt: new Date(claims.exp * 1000) });
  }

  /**
   * A user another credential stands for (a merchant's secret key): as `authenticate` finds them,
   * with a session that lasts as long as that credential, which its own service checks.
   */
  async authenticateUser(userId: string): Promise<AuthenticatedUser> {
    const [row] = await this.authenticatedUser(this.deps.db, userId);
    if (!row) throw unauthorized('The credential belongs to no account.');
    return authenticatedAs(row, { tokenVersion: row.token_version, expiresAt: new Date(8.64e15) });
  }

  /** The current token version of each user (absent: no such user), to end sessions revoked since. */
  async tokenVersions(userIds: readonly string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.deps.db
      .selectFrom('users')
      .select(['id', 'token_version'])
      .where('id', 'in', [...userIds])
      .execute();
    return new Map(rows.map((r) => [r.id, r.token_version]));
  }

  async getUsers(ids: readonly string[]): Promise<(UserModel | undefined)[]> {
    if (ids.length === 0) return [];
    const rows = await usersWithWallets(this.deps.db)
      .where('users.id', 'in', [...ids])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, toUserModel(r, r.wallet_id)]));
    return ids.map((id) => byId.get(id));
  }

  /** The app users of a developer account (signed up with its app key), newest first. */
  async accountUsers(accountId: string, page: { offset: number; limit: number }): Promise<UserModel[]> {
    const rows = await usersWithWallets(this.deps.db)
      .where('users.developer_account_id', '=', accountId)
      .where('users.role', '=', 'USER')
      .$call(newestFirst(page, 'users'))
      .execute();
    return rows.map((r) => toUserModel(r, r.wallet_id));
  }

  /** One app user of a developer account; another account's user, or any other id, is not found. */
  async accountUser(accountId: string, userId: string): Promise<UserModel> {
    const [user] = await this.getUsers([userId]);
    if (!user || user.developerAccountId !== accountId || user.role !== 'USER') throw notFound('User');
    return user;
  }

  async getUser(id: string): Promise<UserModel> {
    const [user] = await this.getUsers([id]);
    if (!user) throw notFound('User');
    return user;
  }

  /**
   * PUT /users/me: partial update; a phone number taken by another account is a conflict. A new
   * phone number is unverified until the code sent to it comes back; the code is sent at once when
   * the limits allow (one a minute to a user and to a number), else the user asks for one later.
   */
  async updateProfile(principal: UserPrincipal, rawInput: unknown): Promise<UserModel> {
    requirePerson(principal);
    const input = parseInput(UpdateProfileInput, rawInput);
    const now = this.deps.accountClock.now();
    try {
      await inTransaction(this.deps.db, async (tx) => {
        const before = await tx.selectFrom('users').select(['phone', 'developer_account_id']).where('id', '=', principal.userId).forUpdate().executeTakeFirst();
        if (!before) throw notFound('User');
        const newPhone = input.phone !== undefined && input.phone !== before.phone ? input.phone : undefined;
        await tx
          .updateTable('users')
          .set({
            ...(input.firstName !== undefined && { first_name: input.firstName }),
            ...(input.lastName !== undefined && { last_name: input.lastName }),
            ...(newPhone !== undefined && { phone: newPhone, phone_verified_at: null }),
            ...(input.country !== undefined && { country: input.country }),
            updated_at: now,
          })
          .where('id', '=', principal.userId)
          .execute();
        this.deps.keptReads.forgetOnCommit(tx, `user:${principal.userId}`);
        if (newPhone !== undefined)
          await this.deps.phones.sendIfAllowed(tx, { id: principal.userId, phone: newPhone, developerAccountId: before.developer_account_id });
      });
    } catch (error) {
      throw this.duplicateAsConflict(error);
    }
    const user = await this.getUser(principal.userId);
    this.deps.bus.publish(userTopic(user.id), user);
    return user;
  }

  /** POST /users/me/phone/verify: the code sent to the phone verifies it; the profile change is announced. */
  async verifyPhone(principal: UserPrincipal, rawInput: unknown): Promise<UserModel> {
    requirePerson(principal);
    await this.deps.phones.verify(principal, rawInput);
    const user = await this.getUser(principal.userId);
    this.deps.bus.publish(userTopic(user.id), user);
    return user;
  }

  /** POST /users/me/logout-all: every access and refresh token issued before now stops working. */
  async logoutAll(principal: UserPrincipal): Promise<Date> {
    requirePerson(principal);
    const now = this.deps.clock.now();
    await inTransaction(this.deps.db, (tx) => this.endAllSessions(tx, principal.userId));
    return now;
  }

  private async endAllSessions(tx: Executor, userId: string): Promise<void> {
    const now = this.deps.clock.now();
    await tx
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', userId)
      .execute();
    this.deps.keptReads.forgetOnCommit(tx, `user:${userId}`);
    this.deps.liveConnections.endedOnCommit(tx, { kind: 'user', userId });
    await tx.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  }

  private dummyPasswordHash(): Promise<string> {
    this.dummyHash ??= hashPassword('not-a-real-password', this.deps.config.scryptLogN);
    return this.dummyHash;
  }

  private duplicateAsConflict(error: unknown): unknown {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) return error;
    const field = UNIQUE_FIELD[constraint];
    return conflict(field ? `${field.message}.` : 'A resource with these details already exists.', field ? [field] : undefined);
  }
}
