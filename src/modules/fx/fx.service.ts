import { DecimalNumber, MoneyAmount, Timestamp } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { inTransaction, type DB, type Executor } from '../../db/database.js';
import type { FxQuoteRow } from './fx.tables.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { addSeconds, type Clock } from '../../platform/clock.js';
import { DomainError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { PLATFORM_OWNER } from '../../platform/events/stream.js';
import { newId } from '../../platform/ids.js';
import { AmountInput, amountsInCurrency, currencyOf, CurrencyCode, type Money, MoneyDecimal } from '../../platform/money.js';
import { parseInput } from '../../platform/validation.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { FxSettings } from './fx-settings.js';
import { resource } from '../../platform/resources.js';

export const SPEED_TIERS = ['express', 'economy'] as const;
export type SpeedTier = (typeof SPEED_TIERS)[number];

const Speed = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(SPEED_TIERS, { error: 'speed must be express or economy' }));

export const PriceQuery = z.object({
  from: CurrencyCode,
  to: CurrencyCode,
  amount: AmountInput.default('100'),
  speed: Speed.default('express'),
});

export const CreateQuoteInput = z
  .strictObject({
    from: CurrencyCode,
    to: CurrencyCode,
    amount: AmountInput,
    speed: Speed.default('express'),
  })
  .superRefine(amountsInCurrency('from', ['amount']));

/** No currency trades anywhere near a million to the dollar; the column holds 14 integer digits. */
export const MAX_RATE_PER_USD = 1_000_000;

export const SetRateInput = z.strictObject({
  currency: CurrencyCode,
  perUsd: z.union([z.number(), z.string()], { error: 'perUsd is required' }).transform((v, ctx) => {
    const text = String(v);
    if (!/^\d+(\.\d{1,10})?$/.test(text) || Number(text) <= 0 || Number(text) > MAX_RATE_PER_USD) {
      ctx.addIssue({ code: 'custom', message: `perUsd must be a positive decimal of at most ${MAX_RATE_PER_USD.toLocaleString('en')} with at most 10 places` });
      return z.NEVER;
    }
    return text;
  }),
});

/** A priced conversion: what the sender pays and what the recipient gets. */
export interface FxPrice {
  from: string;
  to: string;
  sendAmount: Money;
  fee: Money;
  /** sendAmount + fee. */
  totalCost: Money;
  /** Customer rate (units of `to` per unit of `from`): the mid-market rate less the tier margin, decimal text. */
  exchangeRate: string;
  midMarketRate: string;
  receiveAmount: Money;
  speed: SpeedTier;
}

/** A price as GraphQL's ExchangeRatePrice shows it. */
export type ExchangeRatePriceModel = FxPrice;

export interface StoredFxQuote extends FxPrice {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  status: 'ACTIVE' | 'EXPIRED' | 'USED';
}

/** A quote as GraphQL's FxQuote shows it. */
export type FxQuoteModel = StoredFxQuote;

const RATE_PLACES = 8;

/**
 * Exchange rates, prices and locked quotes. Rates are mid-market against USD; a customer rate is
 * the mid rate less the speed tier's margin; the fee is a percent of the send amount. Every
 * conversion and fee rounds half to even to the currency's minor unit (the one rounding rule).
 */
export class FxService {
  constructor(private readonly deps: { db: DB; clock: Clock; config: { fx: FxSettings }; ledger: LedgerService }) {}

  /** GET /exchange-rates: rate, fee and receive amount for an amount and speed tier. */
  async price(rawQuery: unknown): Promise<FxPrice> {
    const query = parseInput(PriceQuery, rawQuery);
    return this.priceOf(query.from, query.to, query.amount, query.speed);
  }

  private async priceOf(from: string, to: string, rawAmount: unknown, speed: SpeedTier): Promise<FxPrice> {
    const toCurrency = currencyOf(to, 'to');
    const sendAmount = currencyOf(from, 'from').parsePositive(rawAmount);
    const rates = await this.deps.db.selectFrom('fx_rates').select(['currency', 'per_usd']).where('currency', 'in', [from, to]).execute();
    const perUsd = new Map(rates.map((r) => [r.currency, new MoneyDecimal(r.per_usd)]));
    const fromRate = perUsd.get(from);
    const toRate = perUsd.get(to);
    if (!fromRate || !toRate)
      throw badRequest(`No rate for ${from} to ${to}.`, [{ field: fromRate ? 'to' : 'from', message: 'no exchange rate for this currency' }]);
    const mid = toRate.dividedBy(fromRate);
    const margin = from === to ? new MoneyDecimal(0) : new MoneyDecimal(this.deps.config.fx.marginPercent[speed]);
    const rate = mid.times(new MoneyDecimal(100).minus(margin)).dividedBy(100).toDecimalPlaces(RATE_PLACES);
    const fee = sendAmount.percent(String(this.deps.config.fx.feePercent[speed]));
    const receiveAmount = sendAmount.convertTo(toCurrency, rate);
    return {
      from,
      to,
      sendAmount,
      fee,
      totalCost: sendAmount.plus(fee),
      exchangeRate: rate.toFixed(RATE_PLACES),
      midMarketRate: mid.toDecimalPlaces(RATE_PLACES).toFixed(RATE_PLACES),
      receiveAmount,
      speed,
    };
  }

  /** POST /fx/quotes: the price, locked for the configured window. */
  async createQuote(principal: UserPrincipal, rawInput: unknown): Promise<StoredFxQuote> {
    const input = parseInput(CreateQuoteInput, rawInput);
    const price = await this.priceOf(input.from, input.to, input.amount, input.speed);
    const now = this.deps.clock.now();
    const row = await this.deps.db
      .insertInto('fx_quotes')
      .values({
        id: newId('qt'),
        user_id: principal.userId,
        from_currency: price.from,
        to_currency: price.to,
        send_amount: price.sendAmount.toColumn(),
        fee: price.fee.toColumn(),
        rate: price.exchangeRate,
        mid_rate: price.midMarketRate,
        receive_amount: price.receiveAmount.toColumn(),
        speed: price.speed,
        created_at: now,
        expires_at: addSeconds(now, this.deps.config.fx.quoteTtlSeconds),
        used_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.toModel(row);
  }

  /** GET /fx/quotes/{id}: the caller's quote with its status; another user's is not found. */
  async quote(principal: UserPrincipal, id: string, executor: Executor = this.deps.db): Promise<StoredFxQuote> {
    const row = await executor.selectFrom('fx_quotes').selectAll().where('id', '=', id).where('user_id', '=', principal.userId).executeTakeFirst();
    if (!row) throw notFound('Quote');
    return this.toModel(row);
  }

  /**
   * Uses a locked quote once, for a transfer of the same currencies and amount: its rate is then
   * guaranteed. Expired (QUOTE_EXPIRED), used (QUOTE_USED) and foreign (NOT_FOUND) quotes are refused.
   */
  async redeemQuote(
    principal: UserPrincipal,
    id: string,
    expected: { from: string; to: string; sendAmount: Money; speed: SpeedTier },
    executor: Executor = this.deps.db,
  ): Promise<StoredFxQuote> {
    const quote = await this.quote(principal, id, executor);
    if (quote.status === 'EXPIRED')
      throw new DomainError('QUOTE_EXPIRED', `Quote ${id} expired at ${quote.expiresAt.toISOString()}; ask for a new one.`, {
        fields: [{ field: 'quoteId', message: 'expired' }],
      });
    if (quote.status === 'USED')
      throw new DomainError('QUOTE_USED', `Quote ${id} was already used.`, { fields: [{ field: 'quoteId', message: 'already used' }] });
    if (quote.from !== expected.from || quote.to !== expected.to || !quote.sendAmount.equals(expected.sendAmount) || quote.speed !== expected.speed) {
      throw badRequest('The quote is for other currencies, amount or speed.', [{ field: 'quoteId', message: 'does not match the transfer' }]);
    }
    // On the caller's transaction: a transfer that fails leaves its quote unused.
    const claimed = await executor
      .updateTable('fx_quotes')
      .set({ used_at: this.deps.clock.now() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) throw new DomainError('QUOTE_USED', `Quote ${id} was already used.`, { fields: [{ field: 'quoteId', message: 'already used' }] });
    return { ...quote, usedAt: this.deps.clock.now(), status: 'USED' };
  }

  /** An amount at the mid-market rate (no margin, no fee): what limits measure in GHS. */
  async convertAtMid(amount: Money, to: string, executor: Executor = this.deps.db): Promise<Money> {
    const from = amount.code;
    if (from === to) return amount;
    const rates = await executor.selectFrom('fx_rates').select(['currency', 'per_usd']).where('currency', 'in', [from, to]).execute();
    const perUsd = new Map(rates.map((r) => [r.currency, new MoneyDecimal(r.per_usd)]));
    const fromRate = perUsd.get(from);
    const toRate = perUsd.get(to);
    if (!fromRate || !toRate) throw badRequest(`No rate for ${from} to ${to}.`, [{ field: 'currency', message: 'no exchange rate for this currency' }]);
    return amount.convertTo(currencyOf(to), toRate.dividedBy(fromRate));
  }

  /** Mid rates of every currency against USD. */
  async rates(): Promise<{ currency: string; perUsd: string; updatedAt: Date }[]> {
    const rows = await this.deps.db.selectFrom('fx_rates').selectAll().orderBy('currency').execute();
    return rows.map((r) => ({ currency: r.currency, perUsd: new MoneyDecimal(r.per_usd).toFixed(), updatedAt: r.updated_at }));
  }

  /** Admin: sets a currency's rate against USD; a change past the threshold emits rate.updated. */
  async setRate(
    principal: UserPrincipal,
    rawInput: unknown,
  ): Promise<{ currency: string; perUsd: string; previousPerUsd: string; changePercent: string; announced: boolean }> {
    if (principal.role !== 'ADMIN') throw forbidden('Only an administrator can set exchange rates.');
    const input = parseInput(SetRateInput, rawInput);
    if (input.currency === 'USD') throw badRequest('USD is the base of every rate.', [{ field: 'currency', message: 'USD is the base' }]);
    currencyOf(input.currency);
    const now = this.deps.clock.now();
    return inTransaction(this.deps.db, async (tx) => {
      const previous = await tx.selectFrom('fx_rates').select('per_usd').where('currency', '=', input.currency).forUpdate().executeTakeFirst();
      await tx
        .insertInto('fx_rates')
        .values({ currency: input.currency, per_usd: input.perUsd, updated_at: now })
        .onConflict((oc) => oc.column('currency').doUpdateSet({ per_usd: input.perUsd, updated_at: now }))
        .execute();
      const before = new MoneyDecimal(previous?.per_usd ?? input.perUsd);
      const after = new MoneyDecimal(input.perUsd);
      const change = after.minus(before).dividedBy(before).times(100).toDecimalPlaces(4);
      const announced = previous !== undefined && change.abs().greaterThanOrEqualTo(this.deps.config.fx.eventThresholdPercent) && !change.isZero();
      if (announced) {
        await recordEvent(tx, this.deps.clock, {
          type: 'rate.updated',
          ownerId: PLATFORM_OWNER,
          data: { currency: input.currency, base: 'USD', previousRate: before.toFixed(), rate: after.toFixed(), changePercent: change.toFixed() },
        });
      }
      return { currency: input.currency, perUsd: after.toFixed(), previousPerUsd: before.toFixed(), changePercent: change.toFixed(), announced };
    });
  }

  private toModel(row: FxQuoteRow): StoredFxQuote {
    const now = this.deps.clock.now();
    const from = currencyOf(row.from_currency);
    return {
      id: row.id,
      from: row.from_currency,
      to: row.to_currency,
      sendAmount: from.of(row.send_amount),
      fee: from.of(row.fee),
      totalCost: from.of(row.send_amount).plus(from.of(row.fee)),
      exchangeRate: new MoneyDecimal(row.rate).toFixed(RATE_PLACES),
      midMarketRate: new MoneyDecimal(row.mid_rate).toFixed(RATE_PLACES),
      receiveAmount: currencyOf(row.to_currency).of(row.receive_amount),
      speed: row.speed,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
      status: row.used_at ? 'USED' : row.expires_at <= now ? 'EXPIRED' : 'ACTIVE',
    };
  }
}

/** REST shape: amounts as JSON numbers in major units, rates as numbers. */
export const PriceJson = resource(
  'ExchangeRate',
  'The rate of one currency pair.',
  z.object({
    from: z.string(),
    to: z.string(),
    speed: z.enum(SPEED_TIERS),
    sendAmount: MoneyAmount,
    fee: MoneyAmount,
    totalCost: MoneyAmount.describe('sendAmount + fee'),
    exchangeRate: DecimalNumber.describe('mid-market rate less the tier margin'),
    midMarketRate: DecimalNumber,
    receiveAmount: MoneyAmount,
  }),
);

export const QuoteJson = resource(
  'FxQuote',
  'A quote to convert an amount between currencies at a rate held until it expires.',
  PriceJson.extend({
    id: z.string().describe('qt_…'),
    status: z.enum(['ACTIVE', 'EXPIRED', 'USED']),
    createdAt: Timestamp,
    expiresAt: Timestamp,
  }),
);
