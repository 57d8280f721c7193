import type { KeptReads, Shelf } from '../../db/kept-reads.js';
import type { UserModel } from '../identity/identity.models.js';
import { sql } from 'kysely';
import { inTransaction, type DB, type Executor } from '../../db/database.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { currencyOf, CurrencyCode, type Money } from '../../platform/money.js';
import { keysetOrder, type Page } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import type { LedgerGuard, LedgerService } from '../ledger/ledger.service.js';
import { P2PTransferInput, SandboxFundInput } from './wallets.inputs.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import type { BalanceJson, WalletJson, WalletTransferJson } from './wallets.json.js';

export const DEFAULT_CURRENCY = 'GHS';

export type WalletBalanceModel = ModelOf<typeof BalanceJson> & {
  /** The ledger account's id (la_…). */
  id: string;
  walletId: string;
  status: 'OPEN' | 'CLOSED';
};

/** A wallet as its schema declares it, less its balances (each read on its own: the ledger's accounts) and with its owner. */
export type WalletModel = Omit<ModelOf<typeof WalletJson>, 'balances'> & {
  userId: string;
};

export type WalletTransferModel = ModelOf<typeof WalletTransferJson>;

export interface HistoryItem {
  entryId: string;
  kind: string;
  description: string;
  currency: string;
  direction: 'DEBIT' | 'CREDIT';
  /** Always positive: see direction. */
  amount: Money;
  metadata: Record<string, unknown>;
  createdAt: Date;
  /** The posting's place in the ledger, which orders postings made in the same instant. */
  postingId: string;
}

/** The wallet of a user (every user but an administrator has one), read through `executor`. */
export async function walletIdOf(executor: Executor, userId: string): Promise<string> {
  return (await executor.selectFrom('wallets').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()).id;
}

/** A wallet a sandbox top-up credits, and its owner (the wallet event's). */
interface WalletToFund {
  walletId: string;
  ownerId: string;
}

/** Wallets: one per user, an account per currency, balances, peer-to-peer transfers, history. */
export class WalletsService {
  /** Transfers' parties kept between requests (transferParties). */
  private readonly parties: Shelf<TransferParties>;
  /** Sandbox top-ups' wallets and owners (walletToFund). */
  private readonly walletsToFund: Shelf<WalletToFund | undefined>;

  constructor(private readonly deps: { db: DB; clock: Clock; ledger: LedgerService; keptReads: KeptReads; debitPolicy?: DebitPolicy }) {
    this.parties = deps.keptReads.shelf('transfer-parties');
    this.walletsToFund = deps.keptReads.shelf('wallet-to-fund');
  }

  /** A wallet with its default GHS account, in the caller's transaction. */
  async openWallet(tx: Executor, userId: string): Promise<string> {
    const walletId = newId('wal');
    await tx.insertInto('wallets').values({ id: walletId, user_id: userId, created_at: this.deps.clock.now() }).execute();
    this.deps.keptReads.forgetOnCommit(tx, `user:${userId}`);
    await this.deps.ledger.openWalletAccount(tx, walletId, DEFAULT_CURRENCY);
    return walletId;
  }

  /** POST /wallets: one wallet per user; a second is a conflict. */
  async createWallet(principal: UserPrincipal): Promise<WalletModel> {
    try {
      await inTransaction(this.deps.db, (tx) => this.openWallet(tx, principal.userId));
    } catch (error) {
      if ((error as { constraint?: string }).constraint === 'wallets_user_id_key') throw conflict('You already have a wallet.');
      throw error;
    }
    return this.walletOf(principal);
  }

  async walletOf(principal: UserPrincipal): Promise<WalletModel> {
    const row = await this.deps.db.selectFrom('wallets').selectAll().where('user_id', '=', principal.userId).executeTakeFirst();
    if (!row) throw notFound('Wallet');
    return { id: row.id, userId: row.user_id, status: row.status, createdAt: row.created_at };
  }

  async balances(walletId: string): Promise<WalletBalanceModel[]> {
    const rows = await this.openAccounts()
      .where('wallet_id', '=', walletId)
      .orderBy(sql`account_balances.currency = ${DEFAULT_CURRENCY}`, 'desc')
      .orderBy('account_balances.currency')
      .execute();
    return rows.map(balanceOf);
  }

  /** One of the user's own open accounts by its id; another user's, a closed one and any other ledger account are NOT_FOUND alike. */
  async balanceById(principal: UserPrincipal, id: string): Promise<WalletBalanceModel> {
    const row = await this.openAccounts()
      .innerJoin('wallets', 'wallets.id', 'account_balances.wallet_id')
      .where('account_balances.id', '=', id)
      .where('wallets.user_id', '=', principal.userId)
      .executeTakeFirst();
    if (!row) throw notFound('Wallet balance');
    return balanceOf(row);
  }

  private openAccounts() {
    return this.deps.db
      .selectFrom('account_balances')
      .select([
        'account_balances.id',
        'account_balances.wallet_id',
        'account_balances.currency',
        'account_balances.balance',
        'account_balances.held',
        'account_balances.status',
      ])
      .where('account_balances.status', '=', 'OPEN');
  }

  async balance(walletId: string, rawCurrency: unknown): Promise<WalletBalanceModel> {
    const currency = parseInput(CurrencyCode, rawCurrency, 'currency');
    currencyOf(currency);
    const found = (await this.balances(walletId)).find((b) => b.currency === currency);
    if (!found) throw notFound(`${currency} account`);
    return found;
  }

  /** PUT /wallets/me/accounts/{currency}: opens (or reopens) an account; doing it twice is harmless. */
  async addAccount(principal: UserPrincipal, rawCurrency: unknown): Promise<WalletBalanceModel> {
    const currency = parseInput(CurrencyCode, rawCurrency, 'currency');
    const wallet = await this.walletOf(principal);
    await this.deps.ledger.openWalletAccount(this.deps.db, wallet.id, currency);
    return this.balance(wallet.id, currency);
  }

  /** DELETE /wallets/me/accounts/{currency}: only an empty account, never the default one. */
  async removeAccount(principal: UserPrincipal, rawCurrency: unknown): Promise<void> {
    const currency = parseInput(CurrencyCode, rawCurrency, 'currency');
    currencyOf(currency);
    const wallet = await this.walletOf(principal);
    if (currency === DEFAULT_CURRENCY) throw new DomainError('ACCOUNT_NOT_EMPTY', `The default ${DEFAULT_CURRENCY} account cannot be removed.`);
    const closed = await inTransaction(this.deps.db, async (tx) => {
      const closed = await this.deps.ledger.closeEmptyWalletAccount(tx, wallet.id, currency);
      if (closed === 'closed') this.deps.keptReads.forgetOnCommit(tx, `wallet:${wallet.id}`);
      return closed;
    });
    if (closed === 'missing') throw notFound(`${currency} account`);
    if (closed === 'not-empty')
      throw new DomainError('ACCOUNT_NOT_EMPTY', `The ${currency} account still holds money; move it out before removing the account.`);
  }

  /** The wallet a transfer is addressed to: by wallet id, phone or e-mail. */
  async findRecipientWallet(input: RecipientRef): Promise<{ walletId: string; userId: string }> {
    const match = recipientMatchOf(input);
    const column = { toWalletId: 'wallets.id', toPhone: 'user_directory.phone', toEmail: 'user_directory.email' } as const;
    const found = await this.deps.db
      .selectFrom('wallets')
      .innerJoin('user_directory', 'user_directory.id', 'wallets.user_id')
      .select(['wallets.id as walletId', 'user_directory.id as userId'])
      .where(column[match.field], '=', match.value)
      .executeTakeFirst();
    if (!found) throw noWalletMatches(match.field);
    return found;
  }

  /**
   * POST /wallets/me/transfer: moves money between two wallets in one currency. One query finds
   * both wallets and accounts; one statement writes the entry, both postings and both events,
   * atomically. The database refuses an overdraft and a posting to a closed account.
   */
  async transfer(principal: UserPrincipal, rawInput: unknown): Promise<WalletTransferModel> {
    const input = parseInput(P2PTransferInput, rawInput);
    const amount = currencyOf(input.currency).parsePositive(input.amount);
    return this.moveMoney(this.deps.db, {
      senderUserId: principal.userId,
      recipient: input,
      amount,
      kind: 'P2P_TRANSFER',
      reason: 'p2p_transfer',
      description: input.note ?? 'Wallet transfer',
      note: input.note ?? null,
    });
  }

  /**
   * A P2P transfer of the caller's, read back from its journal entry: the answer of a keyed
   * transfer whose entry committed but whose answer was lost with its process (idempotency.ts).
   */
  async transferOfEntry(principal: UserPrincipal, entryId: string): Promise<WalletTransferModel | undefined> {
    const { rows } = await sql<{ metadata: Record<string, unknown>; created_at: Date; currency: string; amount: string; sender: string }>`
      SELECT p.entry_metadata AS metadata, p.created_at, p.currency, p.amount, w.user_id AS sender
      FROM posting_history p
      JOIN account_balances a ON a.id = p.account_id
      JOIN wallets w ON w.id = a.wallet_id
      WHERE p.entry_id = ${entryId} AND p.entry_kind = 'P2P_TRANSFER' AND p.amount < 0`.execute(this.deps.db);
    const row = rows[0];
    if (!row || row.sender !== principal.userId) return undefined;
    const currency = row.currency.trim();
    return {
      id: entryId,
      fromWalletId: String(row.metadata['fromWalletId']),
      toWalletId: String(row.metadata['toWalletId']),
      currency,
      amount: currencyOf(currency).of(-BigInt(row.amount)),
      note: (row.metadata['note'] as string | null | undefined) ?? null,
      createdAt: row.created_at,
    };
  }

  /**
   * Moves money from a user's wallet to another wallet, with the KYC checks and both events: the
   * core of a P2P transfer and of an accepted payment request. Runs on `executor`, so a caller can
   * make it part of its own transaction.
   */
  async moveMoney(
    executor: Executor,
    move: {
      senderUserId: string;
      recipient: RecipientRef;
      amount: Money;
      kind: string;
      reason: string;
      description: string;
      note: string | null;
      metadata?: Record<string, unknown>;
    },
  ): Promise<WalletTransferModel> {
    const currency = move.amount.code;
    const parties = await this.transferParties(executor, move.senderUserId, move.recipient, currency);
    if (parties.recipientWalletId === parties.senderWalletId) throw new DomainError('SELF_TRANSFER', 'You cannot send money to your own wallet.');
    if (!parties.senderAccountId)
      throw new DomainError('CURRENCY_ACCOUNT_MISSING', `You have no ${currency} account.`, {
        fields: [{ field: 'currency', message: 'no account in this currency' }],
      });
    const recipientAccountId = parties.recipientAccountId ?? (await this.deps.ledger.openWalletAccount(executor, parties.recipientWalletId, currency));
    const guards =
      (await this.deps.debitPolicy?.guardDebit(
        {
          userId: move.senderUserId,
          walletId: parties.senderWalletId,
          amount: move.amount,
          tier: parties.senderTier,
        },
        executor,
      )) ?? [];

    const posted = await this.deps.ledger.movements.walletToWallet(executor, {
      from: { walletId: parties.senderWalletId, ownerId: move.senderUserId, accountId: parties.senderAccountId },
      to: { walletId: parties.recipientWalletId, ownerId: parties.recipientUserId, accountId: recipientAccountId },
      amount: move.amount,
      guards,
      kind: move.kind,
      description: move.description,
      metadata: { fromWalletId: parties.senderWalletId, toWalletId: parties.recipientWalletId, note: move.note, ...move.metadata },
      reason: move.reason,
    });
    return {
      id: posted.entryId,
      fromWalletId: parties.senderWalletId,
      toWalletId: parties.recipientWalletId,
      currency,
      amount: move.amount,
      note: move.note,
      createdAt: posted.createdAt,
    };
  }

  /**
   * Sender and recipient wallets, with their open accounts in the currency and the sender's KYC
   * tier: kept between transfers once both accounts exist (db/kept-reads.ts), forgotten when
   * either user, wallet or account changes. A read inside a caller's transaction is never kept nor
   * served from what is kept: it must see that transaction's own writes.
   */
  private async transferParties(executor: Executor, userId: string, recipient: RecipientRef, currency: string): Promise<TransferParties> {
    const match = recipientMatchOf(recipient);
    if (executor.isTransaction) return this.readTransferParties(executor, userId, match, currency);
    return this.parties.through(
      `${userId} ${currency} ${match.field} ${match.value}`,
      () => this.readTransferParties(executor, userId, match, currency),
      (parties) =>
        parties.senderAccountId && parties.recipientAccountId
          ? [`user:${userId}`, `user:${parties.recipientUserId}`, `wallet:${parties.senderWalletId}`, `wallet:${parties.recipientWalletId}`]
          : undefined,
    );
  }

  /** Sender and recipient wallets, with their open accounts in the currency and the sender's KYC tier, in one query. */
  private async readTransferParties(executor: Executor, userId: string, match: RecipientMatch, currency: string): Promise<TransferParties> {
    const column = { toWalletId: sql`w.id`, toPhone: sql`u.phone`, toEmail: sql`u.email` }[match.field];
    const { rows } = await sql<{
      sender_wallet: string;
      sender_account: string | null;
      sender_tier: number;
      recipient_wallet: string | null;
      recipient_user: string | null;
      recipient_account: string | null;
    }>`
      SELECT sw.id AS sender_wallet, sa.id AS sender_account, su.kyc_tier AS sender_tier,
             r.wallet_id AS recipient_wallet, r.user_id AS recipient_user, ra.id AS recipient_account
      FROM wallets sw
      JOIN user_directory su ON su.id = sw.user_id
      LEFT JOIN account_balances sa ON sa.wallet_id = sw.id AND sa.currency = ${currency} AND sa.status = 'OPEN'
      LEFT JOIN LATERAL (SELECT w.id AS wallet_id, u.id AS user_id FROM wallets w JOIN user_directory u ON u.id = w.user_id WHERE ${column} = ${match.value}) r ON true
      LEFT JOIN account_balances ra ON ra.wallet_id = r.wallet_id AND ra.currency = ${currency} AND ra.status = 'OPEN'
      WHERE sw.user_id = ${userId}`.execute(executor);
    const row = rows[0];
    if (!row) throw notFound('Wallet');
    if (!row.recipient_wallet || !row.recipient_user) throw noWalletMatches(match.field);
    return {
      senderWalletId: row.sender_wallet,
      senderAccountId: row.sender_account,
      senderTier: row.sender_tier,
      recipientWalletId: row.recipient_wallet,
      recipientUserId: row.recipient_user,
      recipientAccountId: row.recipient_account,
    };
  }

  /**
   * Sandbox money: credits a wallet from the sandbox funding account (seed data, test set-up).
   * A balanced entry like any other, announced with wallet.funded.
   */
  async fundFromSandbox(walletId: string, currency: string, amount: bigint): Promise<string> {
    const wallet = await this.walletToFund(walletId);
    if (!wallet) throw notFound('Wallet');
    return this.creditFromSandbox(wallet, currencyOf(currency).of(amount));
  }

  /**
   * A wallet and its owner; with `developerAccountId`, only its users'. Kept between top-ups once
   * found, forgotten when the database announces a change to the owner (its developer account) or
   * the wallet (a wallet's row announces its user).
   */
  private walletToFund(walletId: string, developerAccountId?: string): Promise<WalletToFund | undefined> {
    return this.walletsToFund.through(
      `${developerAccountId ?? '*'} ${walletId}`,
      () => {
        let query = this.deps.db
          .selectFrom('wallets')
          .innerJoin('user_directory', 'user_directory.id', 'wallets.user_id')
          .select(['wallets.id as walletId', 'wallets.user_id as ownerId'])
          .where('wallets.id', '=', walletId);
        if (developerAccountId !== undefined) query = query.where('user_directory.developer_account_id', '=', developerAccountId);
        return query.executeTakeFirst();
      },
      (wallet) => wallet && [`user:${wallet.ownerId}`],
    );
  }

  private async creditFromSandbox(wallet: WalletToFund, amount: Money): Promise<string> {
    return (await this.deps.ledger.movements.mintSandbox(this.deps.db, { wallet, amount })).entryId;
  }

  /** Most test money one sandbox top-up may add, in the currency's major units. */
  static readonly SANDBOX_TOP_UP_MAX_MAJOR = 1_000_000n;

  /**
   * POST /sandbox/wallets/fund: a developer tops up a wallet of a user registered with its own
   * subscription key; any other wallet is not found.
   */
  async fundForDeveloper(accountId: string, rawInput: unknown): Promise<{ entryId: string; walletId: string; amount: Money }> {
    const input = parseInput(SandboxFundInput, rawInput);
    const currency = currencyOf(input.currency);
    const amount = currency.parsePositive(input.amount);
    if (amount.greaterThan(currency.of(WalletsService.SANDBOX_TOP_UP_MAX_MAJOR * currency.unit)))
      throw badRequest('amount is out of range', [{ field: 'amount', message: `must be more than 0 and at most ${WalletsService.SANDBOX_TOP_UP_MAX_MAJOR}` }]);
    const owned = await this.walletToFund(input.walletId, accountId);
    if (!owned) throw new DomainError('NOT_FOUND', 'No wallet of your users has this id.', { fields: [{ field: 'walletId', message: 'not found' }] });
    const entryId = await this.creditFromSandbox(owned, amount);
    return { entryId, walletId: owned.walletId, amount };
  }

  /** GET /wallets/me/transactions/{currency}: postings of one account, newest first. */
  async history(principal: UserPrincipal, rawCurrency: unknown, page: Page): Promise<HistoryItem[]> {
    return this.historyOfWallet((await this.walletOf(principal)).id, rawCurrency, page);
  }

  /** A wallet's postings in one currency, newest first; the caller has established who may read it. */
  async historyOfWallet(walletId: string, rawCurrency: unknown, page: Page): Promise<HistoryItem[]> {
    const currency = parseInput(CurrencyCode, rawCurrency, 'currency');
    const unit = currencyOf(currency);
    const rows = await this.deps.db
      .selectFrom('posting_history')
      .innerJoin('account_balances', 'account_balances.id', 'posting_history.account_id')
      .select([
        'posting_history.id',
        'posting_history.entry_id',
        'posting_history.amount',
        'posting_history.created_at',
        'posting_history.entry_kind as kind',
        'posting_history.entry_description as description',
        'posting_history.entry_metadata as metadata',
      ])
      .where('account_balances.wallet_id', '=', walletId)
      .where('account_balances.currency', '=', currency)
      .$call(
        keysetOrder<HistoryItem>(
          page,
          'desc',
          [
            { column: 'posting_history.created_at', kind: 'instant', valueOf: (item) => item.createdAt },
            { column: 'posting_history.id', kind: 'integer', valueOf: (item) => item.postingId },
            // A wallet transaction is known on the wire by its entry.
          ],
          { column: 'posting_history.entry_id', kind: 'text' },
        ),
      )
      .execute();
    return rows.map((r) => {
      const signed = unit.of(r.amount);
      return {
        entryId: r.entry_id,
        kind: r.kind,
        description: r.description,
        currency,
        direction: signed.isNegative() ? 'DEBIT' : 'CREDIT',
        amount: signed.isNegative() ? signed.negated() : signed,
        metadata: r.metadata as Record<string, unknown>,
        createdAt: r.created_at,
        postingId: r.id,
      };
    });
  }
}

/** Who receives: exactly one of a wallet id, an E.164 phone or an e-mail. */
export interface RecipientRef {
  toWalletId?: string | undefined;
  toPhone?: string | undefined;
  toEmail?: string | undefined;
}

type RecipientMatch = { field: keyof RecipientRef; value: string };

/** What a recipient is matched by: the wallet id first, then the phone, then the e-mail. */
function recipientMatchOf(recipient: RecipientRef): RecipientMatch {
  if (recipient.toWalletId) return { field: 'toWalletId', value: recipient.toWalletId };
  if (recipient.toPhone) return { field: 'toPhone', value: recipient.toPhone };
  return { field: 'toEmail', value: recipient.toEmail ?? '' };
}

const noWalletMatches = (field: keyof RecipientRef) =>
  new DomainError('NOT_FOUND', 'No wallet matches the recipient.', { fields: [{ field, message: 'no wallet found' }] });

/** The two sides of a transfer in one currency, as WalletsService reads them before posting it. */
interface TransferParties {
  senderWalletId: string;
  senderAccountId: string | null;
  senderTier: number;
  recipientWalletId: string;
  recipientUserId: string;
  recipientAccountId: string | null;
}

/**
 * What every debit of a wallet must pass (the KYC tier's limits): checks made before, and guard
 * statements that run inside the posting statement, under the row locks that serialise debits.
 * Credits need nothing from here: the ledger derives every wallet's maximum balance itself.
 */
export interface DebitPolicy {
  /** `executor`: the caller's transaction, when it holds one, so the reads do not wait for a second connection. */
  guardDebit(debit: { userId: string; walletId: string; amount: Money; tier?: number }, executor?: Executor): Promise<LedgerGuard[]>;
}

/** An app user of a developer account, for its merchant's dashboard. */
export interface AccountUserModel {
  user: UserModel;
}

/** The GraphQL WalletTransaction is a history item. */
export type WalletTransactionModel = HistoryItem;

function balanceOf(row: {
  id: string;
  wallet_id: string | null;
  currency: string;
  balance: string | null;
  held: string;
  status: 'OPEN' | 'CLOSED';
}): WalletBalanceModel {
  const balance = currencyOf(row.currency).of(row.balance ?? '0');
  return {
    id: row.id,
    walletId: row.wallet_id!,
    currency: row.currency,
    balance,
    availableBalance: balance.minus(balance.currency.of(row.held)),
    status: row.status,
  };
}
