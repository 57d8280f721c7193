import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { modelFromRow } from '../../platform/model-from-row.js';
import { inTransaction, type DB, type Tx } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { MINUTE } from '../../platform/clock.js';
import { badRequest, DomainError, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { newId } from '../../platform/ids.js';
import type { JobQueue } from '../../platform/jobs.js';
import { AmountInput, currencyOf, CurrencyCode, Money, moneyIn } from '../../platform/money.js';
import { newestFirst, type Page } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import type { KycService } from '../kyc/kyc.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { ScheduleOccurrenceModel, SchedulesService } from '../schedules/schedules.service.js';
import { OwnedSchedules, scheduledFields, ScheduleFields } from '../schedules/schedules.service.js';
import type { ScheduleRow } from '../schedules/schedules.tables.js';
import { type PayoutWallet, WalletPayouts } from '../wallets/wallet-payouts.js';
import type { BillProviderModel, BillsService } from './bills.service.js';
import type { BillPaymentsTable } from './bills.tables.js';
import type { UserDirectory } from '../identity/user-directory.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import { BillPaymentJson, type ScheduledBillPaymentJson } from './bill-payments.json.js';

/**
 * Sandbox account numbers: the last four digits of any biller's account or meter number decide
 * what the biller answers (docs/products/bills.md, "Sandbox bill accounts"); any other number is paid at once.
 */
export const SANDBOX_BILL_ACCOUNTS = {
  /** The biller knows no such customer: refused before any money moves. */
  '0001': 'INVALID_ACCOUNT',
  /** The biller does not answer in time: the payment stays PENDING, its money held, and completes two minutes later. */
  '0002': 'PROVIDER_TIMEOUT',
  /** The biller is down: the payment FAILS and its money returns to the wallet. */
  '0003': 'PROVIDER_DOWN',
} as const;

/** How long a biller that timed out takes to answer after all, on the account's clock. */
export const PROVIDER_LATE_ANSWER_MS = 2 * MINUTE;
export const BILL_SCHEDULE_KIND = 'BILL_PAYMENT';
const PROVIDER_ANSWER_JOB = 'bills.provider-answer' as const;

const billFields = {
  providerId: z.string({ error: 'providerId is required' }).trim().min(1, 'providerId is required').max(64, 'providerId must be at most 64 characters'),
  accountNumber: z
    .string({ error: 'accountNumber is required' })
    .trim()
    .min(1, 'accountNumber is required')
    .max(32, 'accountNumber must be at most 32 characters'),
  amount: AmountInput,
  currency: CurrencyCode,
};

export const PayBillInput = z.strictObject(billFields);
export const ScheduleBillInput = z.strictObject({ ...billFields, ...ScheduleFields });

export type BillPaymentModel = ModelOf<typeof BillPaymentJson> & {
  provider: BillProviderModel;
};

export type ScheduledBillPaymentModel = ModelOf<typeof ScheduledBillPaymentJson> & {
  provider: BillProviderModel;
};

type BillPaymentRow = Selectable<BillPaymentsTable>;

/** A payment checked against its biller before anything is written. */
interface BillOrder {
  provider: BillProviderModel;
  accountNumber: string;
  amount: bigint;
}

/**
 * Paying bills. A payment is checked whole before any money moves (biller, account number,
 * currency, amount within the biller's range, the customer known to the biller); then its amount
 * and fee are held in the ledger, and the biller's answer pays them out (COMPLETED, with a receipt,
 * and a token for prepaid electricity) or returns them (FAILED), each by balanced entries. A biller
 * that times out leaves the payment PENDING, never failed: its status can be read, and a retry with
 * the same Idempotency-Key answers the same payment. Scheduled payments run on the schedules of
 * the schedules module.
 */
export class BillPaymentsService {
  private readonly owned: OwnedSchedules<ScheduledBillPaymentModel>;
  private readonly payouts: WalletPayouts;

  constructor(
    private readonly deps: {
      db: DB;
      clock: AccountClock;
      ledger: LedgerService;
      kyc: KycService;
      jobs: JobQueue;
      bills: BillsService;
      schedules: SchedulesService;
      users: UserDirectory;
    },
  ) {
    this.payouts = new WalletPayouts(deps);
    this.owned = new OwnedSchedules(deps.schedules, deps.db, BILL_SCHEDULE_KIND, 'Scheduled bill payment', (schedules) => this.describeScheduled(schedules));
    deps.schedules.onOccurrence(BILL_SCHEDULE_KIND, {
      run: async (tx, schedule) => ({ reference: (await this.payScheduled(tx, schedule)).id }),
      skipped: (tx, schedule, date, error) =>
        recordEvent(tx, this.deps.clock, {
          type: 'bill_payment.schedule_skipped',
          ownerId: schedule.user_id,
          data: { scheduledPayment: { id: schedule.id }, date, reason: error.code, message: error.message },
        }).then(() => undefined),
    });
  }

  async pay(principal: UserPrincipal, rawInput: unknown): Promise<BillPaymentModel> {
    const order = await this.checkOrder(parseInput(PayBillInput, rawInput));
    const row = await inTransaction(this.deps.db, (tx) => this.payIn(tx, principal.userId, order, null));
    return this.model(row);
  }

  async history(principal: UserPrincipal, page: Page): Promise<BillPaymentModel[]> {
    const rows = await this.deps.db.selectFrom('bill_payments').selectAll().where('user_id', '=', principal.userId).$call(newestFirst(page)).execute();
    return Promise.all(rows.map((row) => this.model(row)));
  }

  async get(principal: UserPrincipal, id: string): Promise<BillPaymentModel> {
    const row = await this.deps.db.selectFrom('bill_payments').selectAll().where('id', '=', id).where('user_id', '=', principal.userId).executeTakeFirst();
    if (!row) throw notFound('Bill payment');
    return this.model(row);
  }

  /** The late answer of a biller that timed out: the held payment completes. */
  async providerAnswered(tx: Tx, paymentId: string): Promise<void> {
    const row = await tx.selectFrom('bill_payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
    if (row?.status !== 'PENDING') return;
    await this.complete(tx, row, await this.deps.bills.provider(row.provider_id));
  }

  async schedule(principal: UserPrincipal, rawInput: unknown): Promise<ScheduledBillPaymentModel> {
    const input = parseInput(ScheduleBillInput, rawInput);
    const order = await this.checkOrder(input);
    const country = await this.deps.users.countryOf(this.deps.db, principal.userId);
    const id = newId('bsc');
    await inTransaction(this.deps.db, async (tx) => {
      await this.deps.schedules.create(tx, {
        id,
        kind: BILL_SCHEDULE_KIND,
        userId: principal.userId,
        frequency: input.frequency,
        startDate: input.startDate,
        timeZone: input.timeZone,
        country,
      });
      await tx
        .insertInto('bill_schedules')
        .values({
          id,
          user_id: principal.userId,
          provider_id: order.provider.id,
          account_number: order.accountNumber,
          currency: order.provider.currency,
          amount: order.amount.toString(),
          created_at: this.deps.clock.now(),
        })
        .execute();
    });
    return this.scheduled(principal, id);
  }

  scheduledPayments(principal: UserPrincipal, page: Page): Promise<ScheduledBillPaymentModel[]> {
    return this.owned.list(principal.userId, page);
  }

  scheduled(principal: UserPrincipal, id: string): Promise<ScheduledBillPaymentModel> {
    return this.owned.get(principal.userId, id);
  }

  pauseScheduled(principal: UserPrincipal, id: string): Promise<ScheduledBillPaymentModel> {
    return this.owned.pause(principal.userId, id);
  }

  resumeScheduled(principal: UserPrincipal, id: string): Promise<ScheduledBillPaymentModel> {
    return this.owned.resume(principal.userId, id);
  }

  /** The next `count` payment dates, every calendar rule applied. */
  upcoming(principal: UserPrincipal, id: string, count: unknown): Promise<string[]> {
    return this.owned.upcoming(principal.userId, id, count);
  }

  /** The latest `count` dates that came due, paid or skipped. */
  pastOccurrences(principal: UserPrincipal, id: string, count: unknown): Promise<ScheduleOccurrenceModel[]> {
    return this.owned.past(principal.userId, id, count);
  }

  private async payScheduled(tx: Tx, schedule: ScheduleRow): Promise<BillPaymentRow> {
    const details = await tx.selectFrom('bill_schedules').selectAll().where('id', '=', schedule.id).executeTakeFirstOrThrow();
    const provider = await this.deps.bills.provider(details.provider_id);
    return this.payIn(tx, schedule.user_id, { provider, accountNumber: details.account_number, amount: BigInt(details.amount) }, schedule.id);
  }

  /** Everything the biller would refuse, refused before a row or a posting is written. */
  private async checkOrder(input: z.output<typeof PayBillInput>): Promise<BillOrder> {
    const provider = await this.deps.bills.provider(input.providerId);
    this.deps.bills.checkAccountNumber(provider, input.accountNumber);
    if (input.currency !== provider.currency)
      throw badRequest(`Invalid request: currency: ${provider.name} is paid in ${provider.currency}`, [
        { field: 'currency', message: `must be ${provider.currency}, the biller's currency` },
      ]);
    const amount = currencyOf(provider.currency).parsePositive(input.amount).minor;
    const range = (money: Money) => money.format();
    if (provider.amountType === 'FIXED' && amount !== provider.minAmount.minor)
      throw badRequest(`Invalid request: amount: ${provider.name} costs exactly ${range(provider.minAmount)}`, [
        { field: 'amount', message: `must be exactly ${range(provider.minAmount)}` },
      ]);
    if (amount < provider.minAmount.minor || amount > provider.maxAmount.minor)
      throw badRequest(`Invalid request: amount: ${provider.name} takes ${range(provider.minAmount)} to ${range(provider.maxAmount)}`, [
        { field: 'amount', message: `must be ${range(provider.minAmount)} to ${range(provider.maxAmount)}` },
      ]);
    if (sandboxAnswer(input.accountNumber) === 'INVALID_ACCOUNT')
      throw new DomainError('BILL_ACCOUNT_INVALID', `${provider.name} has no customer with ${provider.accountLabel} ${input.accountNumber}.`, {
        fields: [{ field: 'accountNumber', message: `unknown to ${provider.name}` }],
      });
    return { provider, accountNumber: input.accountNumber, amount };
  }

  /** Holds the amount and fee, then lets the biller answer; every read and write in `tx`. */
  private async payIn(tx: Tx, userId: string, order: BillOrder, scheduleId: string | null): Promise<BillPaymentRow> {
    const { provider } = order;
    const user = await tx
      .selectFrom('user_directory')
      .innerJoin('wallet_directory', 'wallet_directory.user_id', 'user_directory.id')
      .select(['wallet_directory.id as wallet_id', 'user_directory.kyc_tier'])
      .where('user_directory.id', '=', userId)
      .executeTakeFirstOrThrow();
    const total = order.amount + provider.fee.minor;
    const guards = await this.deps.kyc.guardDebit({ userId, walletId: user.wallet_id, amount: Money.of(total, provider.currency), tier: user.kyc_tier }, tx);
    const id = newId('bpy');
    const now = this.deps.clock.now();
    const row = await tx
      .insertInto('bill_payments')
      .values({
        id,
        user_id: userId,
        wallet_id: user.wallet_id,
        provider_id: provider.id,
        account_number: order.accountNumber,
        currency: provider.currency,
        amount: order.amount.toString(),
        fee: provider.fee.toColumn(),
        status: 'PENDING',
        failure_reason: null,
        receipt_number: null,
        token: null,
        schedule_id: scheduleId,
        created_at: now,
        updated_at: now,
        paid_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Held on the wallet (with the KYC limits) until the biller answers: at once for most, later for a slow one.
    await this.payouts.hold(
      tx,
      { walletId: user.wallet_id, userId, currency: provider.currency },
      { amount: total, purpose: 'BILL_PAYMENT', subjectId: id, reason: 'bill_payment', guards },
    );
    const answer = sandboxAnswer(order.accountNumber);
    if (answer === 'PROVIDER_DOWN') return this.fail(tx, row, provider, 'PROVIDER_UNAVAILABLE');
    if (answer === 'PROVIDER_TIMEOUT') {
      await this.deps.jobs.schedule(tx, PROVIDER_ANSWER_JOB, { paymentId: id }, new Date(now.getTime() + PROVIDER_LATE_ANSWER_MS));
      return row;
    }
    return this.complete(tx, row, provider);
  }

  /** The biller accepted: the held money is theirs (the fee the platform's), with a receipt and a token where the biller issues one. */
  private async complete(tx: Tx, row: BillPaymentRow, provider: BillProviderModel): Promise<BillPaymentRow> {
    await this.payouts.paid(tx, this.payer(row), row.id, {
      kind: 'BILL_PAYMENT',
      description: `${provider.name} ${row.account_number}`,
      metadata: { billPaymentId: row.id },
      reason: 'bill_payment',
      destination: { settlement: 'BILLER_SETTLEMENT', fee: Money.of(BigInt(row.fee), row.currency) },
    });
    return this.completed(tx, row, provider);
  }

  private async completed(tx: Tx, row: BillPaymentRow, provider: BillProviderModel): Promise<BillPaymentRow> {
    const now = this.deps.clock.now();
    const completed = await tx
      .updateTable('bill_payments')
      .set({ status: 'COMPLETED', receipt_number: receiptNumber(), token: provider.issuesToken ? prepaidToken() : null, paid_at: now, updated_at: now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordEvent(tx, this.deps.clock, { type: 'bill_payment.completed', ownerId: row.user_id, data: { billPayment: eventData(completed, provider) } });
    return completed;
  }

  /** The biller refused: the hold is released, and nothing left the wallet. */
  private async fail(tx: Tx, row: BillPaymentRow, provider: BillProviderModel, reason: string): Promise<BillPaymentRow> {
    await this.payouts.failed(tx, this.payer(row), row.id, 'bill_payment_returned');
    const failed = await tx
      .updateTable('bill_payments')
      .set({ status: 'FAILED', failure_reason: reason, updated_at: this.deps.clock.now() })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordEvent(tx, this.deps.clock, { type: 'bill_payment.failed', ownerId: row.user_id, data: { billPayment: eventData(failed, provider) } });
    return failed;
  }

  private payer(row: BillPaymentRow): PayoutWallet {
    return { walletId: row.wallet_id, userId: row.user_id, currency: row.currency };
  }

  private async model(row: BillPaymentRow): Promise<BillPaymentModel> {
    const provider = await this.deps.bills.provider(row.provider_id);
    return {
      ...modelFromRow(BillPaymentJson, row, { providerId: provider.id, providerName: provider.name, scheduledPaymentId: row.schedule_id }),
      provider,
    };
  }

  /** Scheduled payments as models: each schedule with what it pays. */
  private async describeScheduled(schedules: ScheduleRow[]): Promise<ScheduledBillPaymentModel[]> {
    if (schedules.length === 0) return [];
    const rows = await this.deps.db
      .selectFrom('bill_schedules')
      .selectAll()
      .where(
        'id',
        'in',
        schedules.map((s) => s.id),
      )
      .execute();
    const details = new Map(rows.map((r) => [r.id, r]));
    return Promise.all(
      schedules.map(async (schedule) => {
        const row = details.get(schedule.id)!;
        const provider = await this.deps.bills.provider(row.provider_id);
        return {
          id: row.id,
          provider,
          providerId: provider.id,
          providerName: provider.name,
          accountNumber: row.account_number,
          amount: moneyIn(row, row.amount),
          currency: row.currency,
          ...scheduledFields(schedule),
          nextPaymentDate: schedule.next_run_date,
          createdAt: schedule.created_at,
        };
      }),
    );
  }
}

function sandboxAnswer(accountNumber: string): (typeof SANDBOX_BILL_ACCOUNTS)[keyof typeof SANDBOX_BILL_ACCOUNTS] | undefined {
  return SANDBOX_BILL_ACCOUNTS[accountNumber.slice(-4) as keyof typeof SANDBOX_BILL_ACCOUNTS];
}

function digits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join('');
}

function receiptNumber(): string {
  return `RCP${digits(12)}`;
}

/** A 20-digit prepaid electricity token, in groups of four as meters take it. */
function prepaidToken(): string {
  return digits(20).replace(/(\d{4})(?=\d)/g, '$1-');
}

function eventData(row: BillPaymentRow, provider: BillProviderModel) {
  return {
    id: row.id,
    providerId: provider.id,
    accountNumber: row.account_number,
    amount: currencyOf(provider.currency).of(BigInt(row.amount)).format(),
    fee: currencyOf(provider.currency).of(BigInt(row.fee)).format(),
    currency: row.currency,
    status: row.status,
    ...(row.status === 'FAILED' ? { failureReason: row.failure_reason } : { receiptNumber: row.receipt_number, token: row.token }),
    scheduledPaymentId: row.schedule_id,
  };
}
