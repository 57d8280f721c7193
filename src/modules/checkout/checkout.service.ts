import { modelFromRow } from '../../platform/model-from-row.js';
import { parseSearchQuery, searchCondition, type SearchableFields, SearchQueryText } from '../../platform/search-query.js';
import { type Metadata, MetadataInput, updateMetadataOf } from '../../platform/metadata.js';
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import { inTransaction, type DB, type Executor, type Tx } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { DAY, MINUTE } from '../../platform/clock.js';
import { badRequest, DomainError, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { newId } from '../../platform/ids.js';
import type { JobQueue } from '../../platform/jobs.js';
import { basisPointsOf, type Currency, currencyOf, Money, moneyIn } from '../../platform/money.js';
import { newestFirst, type Page } from '../../platform/pagination.js';
import { E164_PHONE, fields, parseInput } from '../../platform/validation.js';
import type { CardProcessor, DeclineCode } from '../../rails/cards.js';
import { chargePresentedCard, luhnValid } from '../../rails/cards.js';
import type { DeveloperService } from '../developer/developer.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { MomoService } from '../momo/momo.service.js';
import type { MomoOperationRow } from '../momo/momo.tables.js';
import { walletIdOf } from '../wallets/wallets.service.js';
import type { CheckoutSessionRow, PayCodeRow, PaymentMethodKind } from './checkout.tables.js';
import { PayThrottle } from './pay-throttle.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import { PaymentJson } from './checkout.json.js';

/** A day's takings in one currency (minor units). */
export interface DailyVolumeModel {
  date: string;
  currency: string;
  count: number;
  gross: Money;
  fees: Money;
}

/** How a merchant narrows the payments list (REST query, GraphQL PaymentFilter). */
export const PaymentFilter = z
  .strictObject({
    status: z.enum(['COMPLETE', 'PARTIALLY_REFUNDED', 'REFUNDED'], { error: 'status must be COMPLETE, PARTIALLY_REFUNDED or REFUNDED' }).optional(),
    method: z.enum(['CARD', 'MOBILE_MONEY'], { error: 'method must be CARD or MOBILE_MONEY' }).optional(),
    targetId: z.string().max(64, 'targetId must be at most 64 characters').optional(),
    from: fields.calendarDate('from').optional(),
    to: fields.calendarDate('to').optional(),
    query: SearchQueryText.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], message: 'to must not be before from' });

/** What a search of payments reads: the fields of PaymentJson that a merchant looks a payment up by, and its metadata. */
export const PAYMENT_SEARCH: SearchableFields = {
  fields: {
    id: { kind: 'text', column: 'checkout_sessions.id' },
    amount: { kind: 'amount', column: 'checkout_sessions.amount', currencyColumn: 'checkout_sessions.currency' },
    currency: { kind: 'text', column: 'checkout_sessions.currency' },
    method: { kind: 'enum', column: 'checkout_sessions.method', values: ['CARD', 'MOBILE_MONEY'] },
    targetId: { kind: 'text', column: 'checkout_sessions.target_id' },
    cardLast4: { kind: 'text', column: 'checkout_sessions.card_last4' },
    payerPhone: { kind: 'text', column: 'checkout_sessions.payer_phone' },
    createdAt: { kind: 'date', column: 'checkout_sessions.created_at' },
    completedAt: { kind: 'date', column: 'checkout_sessions.completed_at' },
  },
  metadataColumn: 'checkout_sessions.metadata',
};

/** What an update of a payment takes: its metadata. */
export const UpdatePaymentInput = z.strictObject({ metadata: MetadataInput.optional() });

/** How long a checkout session stays open, on the merchant's account clock. */
export const SESSION_LIFETIME_MS = 30 * MINUTE;

/** Who is paying on a hosted page, anonymous as they are: the address the request came from. */
export interface PayClient {
  address: string;
  /** The page's own merchant, signed in: their attempts are not counted as card testing. */
  owner?: boolean;
}
/** How long past its expiry a session waits for a mobile money answer already asked for. */
const MOMO_ANSWER_WAIT_MS = 24 * 60 * MINUTE;
/**
 * How long a mobile money prompt keeps a single-use page (an invoice, a single-use link) for its
 * payer, as a real request-to-pay prompt lasts: past it another payer, or a card, takes over and
 * the prompt is cancelled; a card payment takes over at once.
 */
export const PROMPT_HOLD_MS = 3 * MINUTE;
/** The platform's fee on a payment taken on the hosted page: 1.5%, rounded half up to the minor unit. */
export const CHECKOUT_FEE_BASIS_POINTS = 150n;
const EXPIRE_JOB = 'checkout.expire-session' as const;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A target's rule for paying by card: the hint its page shows, and why it refuses an amount (null when it takes it). */
export interface CardRule {
  hint: string;
  refusal(amount: Money): string | null;
}

/** What a payable thing (a payment link, an invoice) shows on its page and takes. */
export interface PayTargetView {
  title: string;
  description: string | null;
  currency: string;
  /** The amount to pay, or null when the payer chooses it (within min and max when set). */
  amount: Money | null;
  minAmount: Money | null;
  maxAmount: Money | null;
  /** A rule of the target's own for card payments (a payment link's card minimum), when it has one. */
  cardRule?: CardRule | null;
  /** The amount a flexible page suggests (prefilled, the payer may change it). */
  suggestedAmount?: Money | null;
  /** What an invoice shows its payer: its lines, due date and notes. */
  details?: { lines: { description: string; quantity: number; unitPrice: Money; total: Money }[]; dueDate: string | null; notes: string | null };
  /** Why it takes no money now (expired, deactivated, voided), if it does not. */
  unavailable: string | null;
  /** The merchant's metadata on it, copied onto each payment it takes; never shown on the page. */
  metadata: Metadata;
}

/** A domain whose objects are paid on the hosted page. */
export interface PayTarget {
  view(executor: Executor, targetId: string): Promise<PayTargetView>;
  /** What each object is, in a few words for a list of payments (a link's title, an invoice's number), by id. */
  titles(executor: Executor, targetIds: readonly string[]): Promise<Map<string, string>>;
  /** The payment succeeded, in its transaction: mark the object paid and announce it. */
  paid(tx: Tx, targetId: string, session: CheckoutSessionRow): Promise<void>;
}

/** Where a payment stands: its session's status, and for a complete one how much of it came back. */
export type PaymentStatus = CheckoutSessionRow['status'] | 'PARTIALLY_REFUNDED' | 'REFUNDED';

/** A payment taken on the hosted page: its checkout session, as merchants read it. */
export type PaymentModel = ModelOf<typeof PaymentJson>;

export interface PayPage {
  code: string;
  kind: string;
  /** The merchant's developer account: the page's payments run on its sandbox clock. */
  accountId: string;
  merchantName: string;
  target: PayTargetView;
}

export const CardInput = z.strictObject({
  amount: z.union([z.number(), z.string()]).optional(),
  number: z
    .string({ error: 'number is required' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, 'number must be 12-19 digits')
        .refine(luhnValid, 'number is not a valid card number'),
    ),
  expMonth: z.coerce.number({ error: 'expMonth must be 1-12' }).int('expMonth must be 1-12').min(1, 'expMonth must be 1-12').max(12, 'expMonth must be 1-12'),
  expYear: z.coerce
    .number({ error: 'expYear must be a year' })
    .int('expYear must be a year')
    .min(2000, 'expYear must be a year')
    .max(2100, 'expYear must be a year'),
  cvc: z.string({ error: 'cvc is required' }).regex(/^\d{3,4}$/, 'cvc must be 3 or 4 digits'),
});

export const MobileMoneyInput = z.strictObject({
  amount: z.union([z.number(), z.string()]).optional(),
  phone: z
    .string({ error: 'phone is required' })
    .trim()
    .transform((v) => (v.startsWith('+') ? v : `+${v}`))
    .pipe(z.string().regex(E164_PHONE, 'phone must be a mobile number, e.g. +233241234567')),
});

const DECLINE_TEXT: Record<DeclineCode, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'Your card could not be processed; try again.',
};

/** What a payer reads for the mobile money provider's reasons (MTN's ErrorReason codes). */
const MOBILE_MONEY_TEXT: Record<string, string> = {
  APPROVAL_REJECTED: 'You declined the payment on your phone.',
  PAYMENT_NOT_APPROVED: 'The payment was not approved on the phone.',
  EXPIRED: 'The payment request expired before it was approved on the phone.',
  PAYER_NOT_FOUND: 'This number has no mobile money account.',
  NOT_ENOUGH_FUNDS: 'The mobile money account has too little money for this payment.',
  PAYER_LIMIT_REACHED: 'The mobile money account has reached its limit.',
  INTERNAL_PROCESSING_ERROR: 'The mobile money provider could not process the payment; try again.',
  SERVICE_UNAVAILABLE: 'Mobile money is unavailable right now; try again later.',
  TRANSACTION_CANCELED: 'This payment request was cancelled: the page was paid another way, or by someone else.',
};

/** A card whose expiry month has passed is the input's fault: refused before any charge. */
export function assertCardNotExpired(card: { expMonth: number; expYear: number }, now: Date, field = 'expYear'): void {
  if (card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1))
    throw badRequest(`Invalid request: ${field}: the card has expired`, [{ field, message: 'the card has expired' }]);
}

export function checkoutFee(amount: bigint): bigint {
  return basisPointsOf(amount, CHECKOUT_FEE_BASIS_POINTS);
}

/**
 * Checkout: the hosted payment page's side of payment links and invoices. Each payable object has a
 * short code (its page at `{PAY_URL}/<code>`); each attempt to pay is a checkout session, paid by a
 * sandbox test card (at once) or by mobile money (a request to pay on the rail: the session stays
 * open until the payer's answer). A single-use object is held by one session at a time and paid
 * once. The money reaches the merchant's wallet less the checkout fee, by balanced entries against
 * the card or mobile money settlement account.
 */
export class CheckoutService {
  private readonly targets = new Map<string, PayTarget>();

  private readonly throttle: PayThrottle;

  constructor(
    private readonly deps: {
      db: DB;
      clock: AccountClock;
      ledger: LedgerService;
      momo: MomoService;
      developer: DeveloperService;
      cards: CardProcessor;
      jobs: JobQueue;
      payUrl: string;
      payThrottleScale?: number;
    },
  ) {
    this.throttle = new PayThrottle({ db: deps.db, clock: deps.clock, scale: deps.payThrottleScale ?? 1 });
    deps.momo.onRailOutcome('CHECKOUT', (tx, operation, succeeded) => this.mobileMoneyAnswered(tx, operation, succeeded));
  }

  /** Takes `target` as what pays objects of `kind` on the hosted page, and gives it back: a target's manifest builds its service through this. */
  withTarget<Target extends PayTarget>(kind: string, target: Target): Target {
    if (this.targets.has(kind)) throw new Error(`pay targets of kind ${kind} have a handler already`);
    this.targets.set(kind, target);
    return target;
  }

  urlOf(code: string): string {
    return `${this.deps.payUrl}/${code}`;
  }

  /** A page for a payable object, in the transaction that creates it. */
  async createCode(tx: Tx, target: { kind: string; targetId: string; accountId: string; merchantUserId: string; singleUse: boolean }): Promise<string> {
    const code = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    await tx
      .insertInto('pay_codes')
      .values({
        code,
        kind: target.kind,
        target_id: target.targetId,
        account_id: target.accountId,
        merchant_user_id: target.merchantUserId,
        single_use: target.singleUse,
        holder_session_id: null,
        paid_at: null,
        created_at: this.deps.clock.now(),
      })
      .execute();
    return code;
  }

  /** What the page at `code` shows, or undefined for no such page. */
  async page(code: string, executor: Executor = this.deps.db): Promise<PayPage | undefined> {
    if (!/^[A-Za-z0-9]{10}$/.test(code)) return undefined;
    const row = await executor
      .selectFrom('pay_codes')
      .innerJoin('developer_account_directory', 'developer_account_directory.id', 'pay_codes.account_id')
      .selectAll('pay_codes')
      .select('developer_account_directory.name as merchant_name')
      .where('code', '=', code)
      .executeTakeFirst();
    if (!row) return undefined;
    const target = await this.targetOf(row.kind).view(executor, row.target_id);
    const unavailable = target.unavailable ?? (row.single_use && row.paid_at ? 'This has been paid already.' : null);
    return { code, kind: row.kind, accountId: row.account_id, merchantName: row.merchant_name, target: { ...target, unavailable } };
  }

  /** Pays by card: the sandbox test cards decide at once; a decline leaves the session open with its reason. */
  async payByCard(code: string, rawInput: unknown, client: PayClient): Promise<CheckoutSessionRow> {
    const input = parseInput(CardInput, rawInput);
    assertCardNotExpired(input, this.deps.clock.now());
    const cardFingerprint = await this.throttle.fingerprint(input.number);
    return inTransaction(this.deps.db, async (tx) => {
      const { row, page, amount } = await this.payable(tx, code, input.amount, 'CARD');
      const refusal = page.target.cardRule?.refusal(currencyOf(page.target.currency).of(amount));
      if (refusal) throw badRequest(`Invalid request: amount: this page takes ${refusal}`, [{ field: 'amount', message: `must be ${refusal}` }]);
      const attempt = { code, clientAddress: client.address, method: 'CARD' as const, cardFingerprint, byOwner: client.owner === true };
      await this.throttle.admit(tx, attempt);
      const session = await this.openSession(tx, row, page, amount, { method: 'CARD' });
      const charged = chargePresentedCard(this.deps.cards, input, amount);
      await this.throttle.record(tx, attempt, !charged.ok);
      const withCard = await tx
        .updateTable('checkout_sessions')
        .set({ card_brand: charged.brand, card_last4: input.number.slice(-4) })
        .where('id', '=', session.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return charged.ok ? this.complete(tx, withCard) : this.fail(tx, withCard, charged.declineCode);
    });
  }

  /** Pays by mobile money: a request to pay to the payer's number; the session completes when they approve. */
  async payByMobileMoney(code: string, rawInput: unknown, client: PayClient): Promise<CheckoutSessionRow> {
    const input = parseInput(MobileMoneyInput, rawInput);
    return inTransaction(this.deps.db, async (tx) => {
      const { row, page, amount } = await this.payable(tx, code, input.amount, 'MOBILE_MONEY');
      const attempt = { code, clientAddress: client.address, method: 'MOBILE_MONEY' as const, payerPhone: input.phone, byOwner: client.owner === true };
      await this.throttle.admit(tx, attempt);
      await this.throttle.record(tx, attempt, false);
      const session = await this.openSession(tx, row, page, amount, { method: 'MOBILE_MONEY', payerPhone: input.phone });
      if (row.single_use) await tx.updateTable('pay_codes').set({ holder_session_id: session.id }).where('code', '=', code).execute();
      const wallet = await walletIdOf(tx, row.merchant_user_id);
      const operation = await this.deps.momo.startOnRail(tx, {
        purpose: 'CHECKOUT',
        subjectId: session.id,
        kind: 'collection.requesttopay',
        accountId: row.account_id,
        userId: row.merchant_user_id,
        walletId: wallet,
        amount,
        currency: page.target.currency,
        msisdn: input.phone.slice(1),
        holdEntryId: null,
      });
      return tx.updateTable('checkout_sessions').set({ momo_operation_id: operation.id }).where('id', '=', session.id).returningAll().executeTakeFirstOrThrow();
    });
  }

  /** A session of the page, as the page shows it. */
  async session(code: string, id: string): Promise<CheckoutSessionRow | undefined> {
    return this.deps.db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).where('code', '=', code).executeTakeFirst();
  }

  /**
   * The merchant's completed payments, newest first, narrowed by the filter: a status (refunded in
   * part or in full, or not at all), a method, the link or invoice paid, and the days (UTC) it
   * completed in.
   */
  async payments(principal: UserPrincipal, page: Page, rawFilter: unknown = {}): Promise<PaymentModel[]> {
    const filter = parseInput(PaymentFilter, rawFilter);
    const account = await this.deps.developer.accountOf(principal);
    let query = this.deps.db
      .selectFrom('checkout_sessions')
      .leftJoin('refund_totals', 'refund_totals.transaction_id', 'checkout_sessions.id')
      .selectAll('checkout_sessions')
      .where('checkout_sessions.account_id', '=', account.id)
      .where('checkout_sessions.status', '=', 'COMPLETE');
    const refunded = sql<string>`coalesce(refund_totals.refunded, 0)`;
    if (filter.status === 'COMPLETE') query = query.where(refunded, '=', '0');
    if (filter.status === 'PARTIALLY_REFUNDED') query = query.where(refunded, '>', '0').where(refunded, '<', sql<string>`checkout_sessions.amount`);
    if (filter.status === 'REFUNDED') query = query.where(refunded, '>=', sql<string>`checkout_sessions.amount`).where(refunded, '>', '0');
    if (filter.method) query = query.where('checkout_sessions.method', '=', filter.method);
    if (filter.targetId) query = query.where('checkout_sessions.target_id', '=', filter.targetId);
    if (filter.from) query = query.where('checkout_sessions.completed_at', '>=', new Date(`${filter.from}T00:00:00Z`));
    if (filter.to) query = query.where('checkout_sessions.completed_at', '<', new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + DAY));
    if (filter.query) query = query.where(searchCondition(parseSearchQuery(filter.query), PAYMENT_SEARCH));
    const rows = await query.$call(newestFirst(page, 'checkout_sessions')).execute();
    const titles = await this.titlesOf(rows);
    return Promise.all(rows.map((row) => this.paymentModel(row, titles)));
  }

  /**
   * What the merchant took per day (UTC, on the account's clock) over the last `days` days, today
   * included, by currency: the count, the gross and the fees of the payments completed that day.
   * Days without a payment are there with zeros, so a chart has every day.
   */
  async dailyVolume(principal: UserPrincipal, rawDays: unknown): Promise<DailyVolumeModel[]> {
    const { days } = parseInput(z.strictObject({ days: z.number().int().min(1, 'days must be 1-366').max(366, 'days must be 1-366') }), { days: rawDays });
    const account = await this.deps.developer.accountOf(principal);
    const today = new Date(`${this.deps.clock.now().toISOString().slice(0, 10)}T00:00:00Z`);
    const first = new Date(today.getTime() - (days - 1) * DAY);
    const rows = await this.deps.db
      .selectFrom('checkout_sessions')
      .select([
        sql<string>`to_char(completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`.as('day'),
        'currency',
        sql<string>`count(*)`.as('count'),
        sql<string>`sum(amount)`.as('gross'),
        sql<string>`sum(fee)`.as('fees'),
      ])
      .where('account_id', '=', account.id)
      .where('status', '=', 'COMPLETE')
      .where('completed_at', '>=', first)
      .groupBy([sql`1`, 'currency'])
      .execute();
    const currencies = [...new Set(rows.map((r) => r.currency))].sort();
    const byDay = new Map(rows.map((r) => [`${r.day} ${r.currency}`, r]));
    const volume: DailyVolumeModel[] = [];
    for (let i = 0; i < days; i++) {
      const date = new Date(first.getTime() + i * DAY).toISOString().slice(0, 10);
      for (const currency of currencies) {
        const row = byDay.get(`${date} ${currency}`);
        volume.push({ date, currency, count: Number(row?.count ?? 0), gross: Money.of(row?.gross ?? 0n, currency), fees: Money.of(row?.fees ?? 0n, currency) });
      }
    }
    return volume;
  }

  /** Sets the keys given on a payment's metadata (an empty value unsets one) and announces payment.updated; the row is locked, so two updates merge. */
  async updatePayment(principal: UserPrincipal, id: string, rawInput: unknown): Promise<PaymentModel> {
    const input = parseInput(UpdatePaymentInput, rawInput);
    const account = await this.deps.developer.accountOf(principal);
    const payment = {
      table: 'checkout_sessions',
      id,
      owner: { column: 'account_id', id: account.id },
      resource: 'Payment',
      changes: input.metadata,
      updatedAt: this.deps.clock.now(),
    } as const;
    await updateMetadataOf(this.deps.db, payment, async (tx, updated) => {
      await recordEvent(tx, this.deps.clock, {
        type: 'payment.updated',
        ownerId: updated.merchant_user_id,
        data: { payment: await paymentData(updated, currencyOf(updated.currency)) },
      });
    });
    return this.payment(principal, id);
  }

  /** One payment attempt of the merchant's (complete or not); another merchant's is not found. */
  async payment(principal: UserPrincipal, id: string): Promise<PaymentModel> {
    const account = await this.deps.developer.accountOf(principal);
    const row = await this.deps.db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
    if (!row) throw notFound('Payment');
    return this.paymentModel(row);
  }

  /** The titles of the payments' links and invoices: one query per kind, not one per payment. */
  private async titlesOf(rows: readonly CheckoutSessionRow[]): Promise<Map<string, string>> {
    const titles = new Map<string, string>();
    for (const kind of new Set(rows.map((r) => r.target_kind))) {
      const ids = [...new Set(rows.filter((r) => r.target_kind === kind).map((r) => r.target_id))];
      for (const [id, title] of await this.targetOf(kind).titles(this.deps.db, ids)) titles.set(id, title);
    }
    return titles;
  }

  async paymentModel(row: CheckoutSessionRow, titles?: Map<string, string>): Promise<PaymentModel> {
    const description = (titles ?? (await this.titlesOf([row]))).get(row.target_id) ?? row.target_id;
    const amount = BigInt(row.amount);
    const record = await this.deps.db.selectFrom('refund_totals').select('refunded').where('transaction_id', '=', row.id).executeTakeFirst();
    const refundedAmount = BigInt(record?.refunded ?? '0');
    const status: PaymentStatus =
      row.status !== 'COMPLETE' || refundedAmount === 0n ? row.status : refundedAmount >= amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return modelFromRow(PaymentJson, row, { status, refundedAmount: moneyIn(row, refundedAmount), description, targetType: row.target_kind });
  }

  /**
   * The expiry job: an open session whose time is up. One waiting on a mobile money answer waits for
   * it (the payer may still approve), for a day at most: a request the rail never answers expires.
   */
  async expire(tx: Tx, sessionId: string): Promise<void> {
    const session = await tx.selectFrom('checkout_sessions').selectAll().where('id', '=', sessionId).forUpdate().executeTakeFirst();
    if (session?.status !== 'OPEN') return;
    const now = this.deps.clock.now();
    if (session.momo_operation_id && !session.failure_reason && now.getTime() < session.expires_at.getTime() + MOMO_ANSWER_WAIT_MS) {
      const operation = await tx.selectFrom('momo_operation_directory').select('status').where('id', '=', session.momo_operation_id).executeTakeFirst();
      if (operation?.status === 'PENDING') {
        await this.deps.jobs.schedule(tx, EXPIRE_JOB, { sessionId }, new Date(now.getTime() + MINUTE));
        return;
      }
    }
    await tx.updateTable('checkout_sessions').set({ status: 'EXPIRED', updated_at: now }).where('id', '=', sessionId).execute();
    await this.release(tx, session);
  }

  private targetOf(kind: string): PayTarget {
    const target = this.targets.get(kind);
    if (!target) throw new Error(`no pay target of kind ${kind}`);
    return target;
  }

  /**
   * A single-use page held by a mobile money prompt is freed for another payment: the prompt's
   * session is cancelled (TRANSACTION_CANCELED) and its request to pay withdrawn from the rail, so
   * a late approval takes nothing. In the caller's transaction, under the page's row lock.
   */
  async cancelHolder(tx: Tx, code: string): Promise<void> {
    const row = await tx.selectFrom('pay_codes').select('holder_session_id').where('code', '=', code).forUpdate().executeTakeFirst();
    if (row?.holder_session_id) await this.cancelPrompt(tx, await this.holderOf(tx, row.holder_session_id));
  }

  private holderOf(tx: Tx, sessionId: string): Promise<CheckoutSessionRow> {
    return tx.selectFrom('checkout_sessions').selectAll().where('id', '=', sessionId).forUpdate().executeTakeFirstOrThrow();
  }

  /** Cancels the prompt holding a page (the caller holds the page's row lock) and frees the page. */
  private async cancelPrompt(tx: Tx, holder: CheckoutSessionRow): Promise<void> {
    if (holder.status === 'OPEN') {
      const cancelled = await tx
        .updateTable('checkout_sessions')
        .set({ status: 'EXPIRED', failure_reason: 'TRANSACTION_CANCELED', updated_at: this.deps.clock.now() })
        .where('id', '=', holder.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (holder.momo_operation_id) await this.deps.momo.withdrawOnRail(tx, holder.momo_operation_id);
      await recordEvent(tx, this.deps.clock, {
        type: 'payment.failed',
        ownerId: holder.merchant_user_id,
        data: { payment: { ...(await paymentData(cancelled, currencyOf(holder.currency))), reason: 'TRANSACTION_CANCELED' } },
      });
    }
    await this.release(tx, holder);
  }

  /** The page under its row lock, checked to take money now, and the amount to take. */
  private async payable(tx: Tx, code: string, rawAmount: unknown, method: PaymentMethodKind): Promise<{ row: PayCodeRow; page: PayPage; amount: bigint }> {
    let row = await tx.selectFrom('pay_codes').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
    if (!row) throw notFound('Payment page');
    const page = (await this.page(code, tx))!;
    if (page.target.unavailable) throw new DomainError('NOT_PAYABLE', page.target.unavailable);
    if (row.single_use && row.holder_session_id) {
      const holder = await this.holderOf(tx, row.holder_session_id);
      const prompting = this.deps.clock.now().getTime() < holder.created_at.getTime() + PROMPT_HOLD_MS;
      if (method === 'MOBILE_MONEY' && prompting)
        throw new DomainError('PAYMENT_IN_PROGRESS', 'Someone is paying this by mobile money right now; pay by card, or try again in a few minutes.');
      await this.cancelPrompt(tx, holder);
      row = { ...row, holder_session_id: null };
    }
    const { target } = page;
    if (target.amount !== null) return { row, page, amount: target.amount.minor };
    const inCurrency = currencyOf(target.currency);
    const amount = inCurrency.parsePositive(rawAmount).minor;
    if ((target.minAmount !== null && amount < target.minAmount.minor) || (target.maxAmount !== null && amount > target.maxAmount.minor))
      throw badRequest('Invalid request: amount: outside what this link takes', [
        {
          field: 'amount',
          message: `must be ${(target.minAmount ?? inCurrency.of(1n)).format()} to ${target.maxAmount?.format() ?? 'any amount'}`,
        },
      ]);
    return { row, page, amount };
  }

  private async openSession(
    tx: Tx,
    row: PayCodeRow,
    page: PayPage,
    amount: bigint,
    method: { method: 'CARD' } | { method: 'MOBILE_MONEY'; payerPhone: string },
  ): Promise<CheckoutSessionRow> {
    const now = this.deps.clock.now();
    const session = await tx
      .insertInto('checkout_sessions')
      .values({
        id: newId('cs'),
        code: row.code,
        target_kind: row.kind,
        target_id: row.target_id,
        account_id: row.account_id,
        merchant_user_id: row.merchant_user_id,
        amount: amount.toString(),
        currency: page.target.currency,
        fee: checkoutFee(amount).toString(),
        method: method.method,
        payer_phone: method.method === 'MOBILE_MONEY' ? method.payerPhone : null,
        card_brand: null,
        card_last4: null,
        status: 'OPEN',
        failure_reason: null,
        momo_operation_id: null,
        entry_id: null,
        created_at: now,
        expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS),
        completed_at: null,
        updated_at: now,
        // The link's or invoice's metadata when the payment is made, as Stripe copies it.
        metadata: JSON.stringify(page.target.metadata),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.deps.jobs.schedule(tx, EXPIRE_JOB, { sessionId: session.id }, session.expires_at);
    return session;
  }

  private async mobileMoneyAnswered(tx: Tx, operation: MomoOperationRow, succeeded: boolean): Promise<void> {
    const session = await tx.selectFrom('checkout_sessions').selectAll().where('id', '=', operation.subject_id!).forUpdate().executeTakeFirst();
    if (session?.status !== 'OPEN') return;
    if (succeeded) await this.complete(tx, session);
    else await this.fail(tx, session, operation.reason ?? 'PAYMENT_FAILED');
  }

  /** The money is in: the merchant is credited less the fee, the object is paid, and it is announced. */
  private async complete(tx: Tx, session: CheckoutSessionRow): Promise<CheckoutSessionRow> {
    const inCurrency = currencyOf(session.currency);
    const posted = await this.deps.ledger.movements.collect(tx, {
      rail: session.method,
      wallet: { walletId: await walletIdOf(tx, session.merchant_user_id), ownerId: session.merchant_user_id },
      amount: inCurrency.of(session.amount),
      fee: inCurrency.of(session.fee),
      kind: 'CHECKOUT_PAYMENT',
      description: `Payment ${session.id}`,
      metadata: { checkoutSessionId: session.id },
      reason: 'checkout_payment',
    });
    const now = this.deps.clock.now();
    const completed = await tx
      .updateTable('checkout_sessions')
      .set({ status: 'COMPLETE', entry_id: posted.entryId, completed_at: now, failure_reason: null, updated_at: now })
      .where('id', '=', session.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await tx.updateTable('pay_codes').set({ holder_session_id: null }).where('code', '=', session.code).where('holder_session_id', '=', session.id).execute();
    await tx.updateTable('pay_codes').set({ paid_at: now }).where('code', '=', session.code).where('single_use', '=', true).execute();
    await this.targetOf(session.target_kind).paid(tx, session.target_id, completed);
    const data = await paymentData(completed, inCurrency);
    await recordEvent(tx, this.deps.clock, { type: 'checkout.session.completed', ownerId: session.merchant_user_id, data: { checkoutSession: data } });
    await recordEvent(tx, this.deps.clock, { type: 'payment.completed', ownerId: session.merchant_user_id, data: { payment: data } });
    return completed;
  }

  private async fail(tx: Tx, session: CheckoutSessionRow, reason: string): Promise<CheckoutSessionRow> {
    const failed = await tx
      .updateTable('checkout_sessions')
      .set({ failure_reason: reason, updated_at: this.deps.clock.now() })
      .where('id', '=', session.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.release(tx, failed);
    const inCurrency = currencyOf(session.currency);
    await recordEvent(tx, this.deps.clock, {
      type: 'payment.failed',
      ownerId: session.merchant_user_id,
      data: { payment: { ...(await paymentData(failed, inCurrency)), reason } },
    });
    return failed;
  }

  private async release(tx: Tx, session: CheckoutSessionRow): Promise<void> {
    await tx.updateTable('pay_codes').set({ holder_session_id: null }).where('code', '=', session.code).where('holder_session_id', '=', session.id).execute();
  }
}

export const declineText = (reason: string): string =>
  DECLINE_TEXT[reason as DeclineCode] ?? MOBILE_MONEY_TEXT[reason] ?? 'The payment failed; try again or use another way to pay.';

async function paymentData(session: CheckoutSessionRow, inCurrency: Currency) {
  return {
    id: session.id,
    status: session.status,
    amount: inCurrency.of(BigInt(session.amount)).format(),
    fee: inCurrency.of(BigInt(session.fee)).format(),
    currency: session.currency,
    method: session.method,
    targetType: session.target_kind,
    targetId: session.target_id,
    metadata: session.metadata,
  };
}
