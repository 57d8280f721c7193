import { parseSearchQuery, searchCondition, type SearchableFields } from '../../platform/search-query.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import { modelFromRow } from '../../platform/model-from-row.js';
import { PaymentLinkJson } from './payment-links.json.js';
import { sql } from 'kysely';
import { z } from 'zod';
import { inTransaction, type DB, type Executor, type Tx } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { newId } from '../../platform/ids.js';
import { AmountInput, amountsInCurrency, currencyOf, CurrencyCode, type Money } from '../../platform/money.js';
import { newestFirst, type Page } from '../../platform/pagination.js';
import { fields, parseInput } from '../../platform/validation.js';
import { createdMetadata, MetadataInput, updateMetadataOf } from '../../platform/metadata.js';
import type { CardRule, CheckoutService, PayTarget, PayTargetView } from '../checkout/checkout.service.js';
import type { CheckoutSessionRow } from '../checkout/checkout.tables.js';
import type { DeveloperService } from '../developer/developer.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { PaymentLinkRow } from './payment-links.tables.js';

export const PAYMENT_LINK_KIND = 'PAYMENT_LINK';

export const CreatePaymentLinkInput = z
  .strictObject({
    title: fields.name('title'),
    description: z.string().trim().max(500, 'description must be at most 500 characters').optional(),
    amount: AmountInput.optional(),
    currency: CurrencyCode,
    amountFixed: z.boolean({ error: 'amountFixed must be true (a fixed amount) or false (the payer chooses)' }),
    minAmount: AmountInput.optional(),
    maxAmount: AmountInput.optional(),
    minCardAmount: AmountInput.optional(),
    singleUse: z.boolean({ error: 'singleUse must be true or false' }).optional(),
    expiresAt: z.iso.datetime({ offset: true, error: 'expiresAt must be an ISO 8601 timestamp with a time zone' }).optional(),
    metadata: MetadataInput.optional(),
  })
  .superRefine(amountsInCurrency('currency', ['amount', 'minAmount', 'maxAmount', 'minCardAmount']))
  // A link's own rules run with the fields' rules, so one refusal names everything at fault.
  .superRefine((input, ctx) => {
    if (input.amountFixed === true && input.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'is required when amountFixed is true' });
    if (input.amountFixed === true && (input.minAmount !== undefined || input.maxAmount !== undefined))
      ctx.addIssue({
        code: 'custom',
        path: [input.minAmount !== undefined ? 'minAmount' : 'maxAmount'],
        message: 'only a flexible link (amountFixed false) takes bounds',
      });
  });

/** What a search of payment links reads: the fields of PaymentLinkJson that a merchant looks a link up by, and its metadata. */
export const PAYMENT_LINK_SEARCH: SearchableFields = {
  fields: {
    id: { kind: 'text', column: 'id' },
    title: { kind: 'text', column: 'title' },
    currency: { kind: 'text', column: 'currency' },
    amount: { kind: 'amount', column: 'amount', currencyColumn: 'currency' },
    // The stored status: ACTIVE or INACTIVE (EXPIRED and PAID are read from the clock and the page's payment).
    status: { kind: 'enum', column: 'status', values: ['ACTIVE', 'INACTIVE'] },
    createdAt: { kind: 'date', column: 'created_at' },
    expiresAt: { kind: 'date', column: 'expires_at' },
  },
  metadataColumn: 'metadata',
};

/** What an update of a payment link takes: its metadata, for now. */
export const UpdatePaymentLinkInput = z.strictObject({ metadata: MetadataInput.optional() });

/** A payment link as PaymentLinkJson declares it, with the short code its page is served under. */
export type PaymentLinkModel = ModelOf<typeof PaymentLinkJson> & { code: string };

/**
 * Payment links (the spec's POST /merchants/me/payment-links): a page a merchant shares, paid on
 * the hosted page by card or mobile money. `amountFixed` links take their amount; flexible ones
 * take the payer's, within `minAmount` and `maxAmount` when set (an `amount` given with a flexible
 * link is kept as its suggested amount). Single-use links take one payment. A link is paid until
 * deactivated or past `expiresAt` on the merchant's account clock.
 */
/** Why the hosted page of a link in this status takes no money (a paid single-use link: the checkout says). */
const UNAVAILABLE: Record<PaymentLinkModel['status'], string | null> = {
  ACTIVE: null,
  PAID: null,
  INACTIVE: 'This payment link was deactivated by the merchant.',
  EXPIRED: 'This payment link has expired.',
};

/** A link's card minimum, as its page shows and applies it: mobile money is not bound by it. */
function cardMinimum(least: Money): CardRule {
  const text = `at least ${least.format()} by card`;
  return { hint: `by card at least ${least.format()}`, refusal: (amount) => (amount.minor < least.minor ? text : null) };
}

/** Payment links, and their pages' side of checkout: a link is a PayTarget (checkout reads, titles and marks it paid). */
export class PaymentLinksService implements PayTarget {
  constructor(private readonly deps: { db: DB; clock: AccountClock; ledger: LedgerService; checkout: CheckoutService; developer: DeveloperService }) {}

  async create(principal: UserPrincipal, rawInput: unknown): Promise<PaymentLinkModel> {
    const input = parseInput(CreatePaymentLinkInput, rawInput);
    const account = await this.deps.developer.accountOf(principal);
    const inCurrency = currencyOf(input.currency);
    const amount = input.amount === undefined ? null : inCurrency.parsePositive(input.amount).minor;
    const min = input.minAmount === undefined ? null : inCurrency.parsePositive(input.minAmount, 'minAmount').minor;
    const max = input.maxAmount === undefined ? null : inCurrency.parsePositive(input.maxAmount, 'maxAmount').minor;
    const minCard = input.minCardAmount === undefined ? null : inCurrency.parsePositive(input.minCardAmount, 'minCardAmount').minor;
    if (min !== null && max !== null && max < min)
      throw badRequest('Invalid request: maxAmount: below minAmount', [{ field: 'maxAmount', message: 'must be at least minAmount' }]);
    const now = this.deps.clock.now();
    if (input.expiresAt && new Date(input.expiresAt) <= now)
      throw badRequest('Invalid request: expiresAt: must be in the future', [{ field: 'expiresAt', message: `must be after ${now.toISOString()}` }]);
    const id = newId('plink');
    await inTransaction(this.deps.db, async (tx) => {
      const code = await this.deps.checkout.createCode(tx, {
        kind: PAYMENT_LINK_KIND,
        targetId: id,
        accountId: account.id,
        merchantUserId: principal.userId,
        singleUse: input.singleUse ?? false,
      });
      await tx
        .insertInto('payment_links')
        .values({
          id,
          account_id: account.id,
          merchant_user_id: principal.userId,
          code,
          title: input.title,
          description: input.description || null,
          currency: input.currency,
          amount_fixed: input.amountFixed,
          amount: amount?.toString() ?? null,
          min_amount: min?.toString() ?? null,
          max_amount: max?.toString() ?? null,
          min_card_amount: minCard?.toString() ?? null,
          single_use: input.singleUse ?? false,
          status: 'ACTIVE',
          expires_at: input.expiresAt ? new Date(input.expiresAt) : null,
          created_at: now,
          deactivated_at: null,
          metadata: JSON.stringify(createdMetadata(input.metadata)),
        })
        .execute();
    });
    return this.get(principal, id);
  }

  /** The merchant's links, newest first; those a search query (Stripe's language) finds, when one is given. */
  async list(principal: UserPrincipal, page: Page, search?: string): Promise<PaymentLinkModel[]> {
    const account = await this.deps.developer.accountOf(principal);
    let query = this.deps.db.selectFrom('payment_links').selectAll().where('account_id', '=', account.id);
    if (search !== undefined) query = query.where(searchCondition(parseSearchQuery(search), PAYMENT_LINK_SEARCH));
    const rows = await query.$call(newestFirst(page)).execute();
    return Promise.all(rows.map((row) => this.model(this.deps.db, row)));
  }

  async get(principal: UserPrincipal, id: string): Promise<PaymentLinkModel> {
    const account = await this.deps.developer.accountOf(principal);
    const row = await this.deps.db.selectFrom('payment_links').selectAll().where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
    if (!row) throw notFound('Payment link');
    return this.model(this.deps.db, row);
  }

  /** Sets the keys given (an empty value unsets one) and announces payment_link.updated; the row is locked, so two updates merge. */
  async update(principal: UserPrincipal, id: string, rawInput: unknown): Promise<PaymentLinkModel> {
    const input = parseInput(UpdatePaymentLinkInput, rawInput);
    const account = await this.deps.developer.accountOf(principal);
    const link = { table: 'payment_links', id, owner: { column: 'account_id', id: account.id }, resource: 'Payment link', changes: input.metadata } as const;
    await updateMetadataOf(this.deps.db, link, (tx, row) =>
      recordEvent(tx, this.deps.clock, {
        type: 'payment_link.updated',
        ownerId: row.merchant_user_id,
        data: { paymentLink: { id: row.id, title: row.title, url: this.deps.checkout.urlOf(row.code), metadata: row.metadata } },
      }),
    );
    return this.get(principal, id);
  }

  /** Deactivating: the page takes no more money; deactivating twice changes nothing. */
  async deactivate(principal: UserPrincipal, id: string): Promise<PaymentLinkModel> {
    const account = await this.deps.developer.accountOf(principal);
    const now = this.deps.clock.now();
    const updated = await this.deps.db
      .updateTable('payment_links')
      .set({ status: 'INACTIVE', deactivated_at: sql`coalesce(deactivated_at, ${now})` })
      .where('id', '=', id)
      .where('account_id', '=', account.id)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw notFound('Payment link');
    return this.get(principal, id);
  }

  /** The hosted page reads the link's model, as the API answers it. */
  async view(executor: Executor, id: string): Promise<PayTargetView> {
    const link = await this.model(executor, await executor.selectFrom('payment_links').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
    return {
      ...link,
      amount: link.amountFixed ? link.amount : null,
      suggestedAmount: link.amountFixed ? null : link.amount,
      cardRule: link.minCardAmount && cardMinimum(link.minCardAmount),
      unavailable: UNAVAILABLE[link.status],
    };
  }

  async titles(executor: Executor, ids: readonly string[]): Promise<Map<string, string>> {
    const rows = ids.length ? await executor.selectFrom('payment_links').select(['id', 'title']).where('id', 'in', ids).execute() : [];
    return new Map(rows.map((r) => [r.id, r.title]));
  }

  /** Paid on its page: counted, and a single-use link closed, in the payment's transaction. */
  async paid(tx: Tx, id: string, session: CheckoutSessionRow): Promise<void> {
    const link = await tx
      .updateTable('payment_links')
      .set((eb) => ({ payments_count: eb('payments_count', '+', 1), amount_collected: sql`amount_collected + ${session.amount}::bigint` }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const inCurrency = currencyOf(link.currency);
    await recordEvent(tx, this.deps.clock, {
      type: 'payment_link.paid',
      ownerId: link.merchant_user_id,
      data: {
        paymentLink: { id: link.id, title: link.title, url: this.deps.checkout.urlOf(link.code), metadata: link.metadata },
        payment: {
          id: session.id,
          amount: inCurrency.of(BigInt(session.amount)).format(),
          currency: session.currency,
          method: session.method,
          metadata: session.metadata,
        },
      },
    });
  }

  private async model(executor: Executor, row: PaymentLinkRow): Promise<PaymentLinkModel> {
    const code = await executor.selectFrom('pay_code_directory').select('paid_at').where('code', '=', row.code).executeTakeFirstOrThrow();
    const expired = row.expires_at !== null && row.expires_at <= this.deps.clock.now();
    return {
      ...modelFromRow(PaymentLinkJson, row, {
        url: this.deps.checkout.urlOf(row.code),
        status: row.status === 'INACTIVE' ? 'INACTIVE' : row.single_use && code.paid_at ? 'PAID' : expired ? 'EXPIRED' : 'ACTIVE',
      }),
      code: row.code,
    };
  }
}
