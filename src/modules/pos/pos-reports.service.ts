import { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { currencyOf, CurrencyCode, Money } from '../../platform/money.js';
import { fields, parseInput } from '../../platform/validation.js';
import type { DeveloperService } from '../developer/developer.service.js';
import { defaultTimeZone, localDate } from '../schedules/schedule-rules.js';
import { POS_METHODS } from './pos.service.js';
import type { UserDirectory } from '../identity/user-directory.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import type { DailyReportJson } from './pos.json.js';

export const ReportQuery = z.strictObject({
  date: fields.calendarDate('date').optional(),
  currency: CurrencyCode.optional(),
});

export type PosDailyReportModel = ModelOf<typeof DailyReportJson>;

/** The point of sale's daily takings, by payment method, in the merchant's time zone. */
export class PosReportsService {
  constructor(private readonly deps: { db: DB; clock: AccountClock; developer: DeveloperService; users: UserDirectory }) {}

  /** The day's takings in the merchant's time zone: completed sales on the day, refunds (negative) on the day they happened. */
  async dailyReport(principal: UserPrincipal, rawQuery: unknown): Promise<PosDailyReportModel> {
    const query = parseInput(ReportQuery, rawQuery);
    const account = await this.deps.developer.accountOf(principal);
    const country = await this.deps.users.countryOf(this.deps.db, principal.userId);
    const timeZone = defaultTimeZone(country);
    const date = query.date ?? localDate(this.deps.clock.now(), timeZone);
    const currency = query.currency ?? 'GHS';
    const sales = await this.deps.db
      .selectFrom('pos_sales')
      .select(['payment_method', (eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.sum<string>('subtotal').as('gross')])
      .where('account_id', '=', account.id)
      .where('local_date', '=', date)
      .where('currency', '=', currency)
      .where('status', '=', 'COMPLETED')
      .groupBy('payment_method')
      .execute();
    const refunds = await this.deps.db
      .selectFrom('pos_refunds')
      .innerJoin('pos_sales', 'pos_sales.id', 'pos_refunds.sale_id')
      .select(['pos_sales.payment_method', (eb) => eb.fn.sum<string>('pos_refunds.amount').as('total')])
      .where('pos_refunds.account_id', '=', account.id)
      .where('pos_refunds.local_date', '=', date)
      .where('pos_sales.currency', '=', currency)
      .where('pos_refunds.status', '=', 'SUCCEEDED')
      .groupBy('pos_sales.payment_method')
      .execute();
    const inCurrency = currencyOf(currency);
    const byMethod = POS_METHODS.map((method) => {
      const s = sales.find((r) => r.payment_method === method);
      const gross = inCurrency.of(s?.gross ?? '0');
      const refunded = inCurrency.of(refunds.find((r) => r.payment_method === method)?.total ?? '0');
      return { method, sales: Number(s?.n ?? 0), gross, refunds: refunded.negated(), net: gross.minus(refunded) };
    });
    const sum = (pick: (m: (typeof byMethod)[number]) => Money) => Money.sum(byMethod.map(pick), inCurrency);
    return {
      date,
      timeZone,
      currency,
      sales: byMethod.reduce((n, m) => n + m.sales, 0),
      gross: sum((m) => m.gross),
      refunds: sum((m) => m.refunds),
      net: sum((m) => m.net),
      byMethod,
    };
  }
}
