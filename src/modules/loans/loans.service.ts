import { modelFromRow } from '../../platform/model-from-row.js';
import { z } from 'zod';
import { inTransaction, orInstead, type DB, type Executor, type Tx, uniqueViolation } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { SECOND } from '../../platform/clock.js';
import { badRequest, DomainError, isDomainError, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { newId } from '../../platform/ids.js';
import type { JobQueue } from '../../platform/jobs.js';
import { AmountInput, currencyOf, CurrencyCode, Money, moneyIn, percentOf } from '../../platform/money.js';
import { keysetOrder, type Page } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import type { CreditService } from '../credit/credit.service.js';
import { type CreditGrade, gradeOf } from '../credit/credit-model.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { addDays, defaultTimeZone, localDate, occurrenceDate, startOfLocalDay } from '../schedules/schedule-rules.js';
import { amortize, monthlyPayment } from './amortization.js';
import type { InstalmentRow, LoanRow, LoanStatus } from './loans.tables.js';
import type { UserDirectory } from '../identity/user-directory.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import { type EligibilityJson, InstalmentJson, LoanJson, LoanProductJson, RepaymentJson } from './loans.json.js';

/** How long the sandbox underwriter takes to decide, on the account's clock. */
export const UNDERWRITING_DELAY_MS = 60 * SECOND;
const UNDERWRITE_JOB = 'loans.underwrite' as const;
const OVERDUE_JOB = 'loans.instalment-overdue' as const;

/** The share of a product's maximum each grade may borrow. */
const BORROWING_SHARE: Record<CreditGrade, number> = { A: 1, B: 0.75, C: 0.5, D: 0.25, E: 0 };

export const ApplyLoanInput = z.strictObject({
  productId: z.string({ error: 'productId is required' }).trim().min(1, 'productId is required').max(64, 'productId must be at most 64 characters'),
  amount: AmountInput,
  currency: CurrencyCode,
  termMonths: z
    .number({ error: 'termMonths must be a whole number of months' })
    .int('termMonths must be a whole number of months')
    .min(1, 'termMonths must be at least 1')
    .max(360, 'termMonths must be at most 360'),
  purpose: z.string().trim().min(1, 'purpose must be 1-200 characters').max(200, 'purpose must be 1-200 characters').optional(),
});

export const RepayLoanInput = z.strictObject({ amount: AmountInput });

export type LoanProductModel = ModelOf<typeof LoanProductJson>;

export type InstalmentModel = ModelOf<typeof InstalmentJson>;

export type LoanRepaymentModel = ModelOf<typeof RepaymentJson>;

export type LoanModel = ModelOf<typeof LoanJson> & {
  product: LoanProductModel;
};

/** What a user may borrow, as EligibilityJson declares it, with each product's model beside its id (for GraphQL). */
export type EligibilityModel = Omit<ModelOf<typeof EligibilityJson>, 'grade' | 'products'> & {
  grade: CreditGrade;
  products: ProductEligibilityModel[];
};
export type ProductEligibilityModel = ModelOf<typeof EligibilityJson>['products'][number] & { product: LoanProductModel };

const OPEN: LoanStatus[] = ['PENDING_APPROVAL', 'ACTIVE', 'OVERDUE'];

const remainingOf = (i: InstalmentRow) => ({
  fees: BigInt(i.late_fee) - BigInt(i.paid_fee),
  interest: BigInt(i.interest) - BigInt(i.paid_interest),
  principal: BigInt(i.principal) - BigInt(i.paid_principal),
});

/**
 * Loans. An application waits for the sandbox underwriter (a minute on the account's clock), which
 * approves it when the borrower is eligible for the amount (credit score, one open loan at a time)
 * and disburses it into the wallet less the product's fee, against the loans-receivable account;
 * or rejects it with the reason. Instalments follow the annuity schedule (amortization.ts) monthly
 * from the disbursement date; an instalment unpaid at the end of its due date becomes OVERDUE with
 * the product's late fee. Repayments pay the oldest instalment first: late fees, then interest,
 * then principal; more than is owed is refused.
 */
export class LoansService {
  private productCache: LoanProductModel[] | undefined;

  constructor(private readonly deps: { db: DB; clock: AccountClock; ledger: LedgerService; credit: CreditService; jobs: JobQueue; users: UserDirectory }) {}

  async products(): Promise<LoanProductModel[]> {
    if (this.productCache) return this.productCache;
    const rows = await this.deps.db.selectFrom('loan_products').selectAll().orderBy('currency').orderBy('min_amount').execute();
    this.productCache = await Promise.all(
      rows.map(async (r) =>
        modelFromRow(LoanProductJson, r, { minTermMonths: r.min_term, maxTermMonths: r.max_term, interestRate: r.annual_rate, feePercent: r.fee_percent }),
      ),
    );
    return this.productCache;
  }

  async product(id: string, field = 'productId'): Promise<LoanProductModel> {
    const found = (await this.products()).find((p) => p.id === id);
    if (!found) throw new DomainError('NOT_FOUND', `No loan product ${id}.`, { fields: [{ field, message: 'not a product of GET /loans/products' }] });
    return found;
  }

  async eligibility(principal: UserPrincipal): Promise<EligibilityModel> {
    return this.eligibilityOf(this.deps.db, principal.userId);
  }

  async apply(principal: UserPrincipal, rawInput: unknown): Promise<LoanModel> {
    const input = parseInput(ApplyLoanInput, rawInput);
    const product = await this.product(input.productId);
    if (input.currency !== product.currency)
      throw badRequest(`Invalid request: currency: ${product.name} lends ${product.currency}`, [{ field: 'currency', message: `must be ${product.currency}` }]);
    const amount = currencyOf(product.currency).parsePositive(input.amount).minor;
    if (amount < product.minAmount.minor || amount > product.maxAmount.minor)
      throw badRequest(`Invalid request: amount: ${product.name} lends ${product.minAmount.format()} to ${product.maxAmount.format()}`, [
        { field: 'amount', message: `must be ${product.minAmount.format()} to ${product.maxAmount.format()}` },
      ]);
    if (input.termMonths < product.minTermMonths || input.termMonths > product.maxTermMonths)
      throw badRequest(`Invalid request: termMonths: ${product.name} runs ${product.minTermMonths} to ${product.maxTermMonths} months`, [
        { field: 'termMonths', message: `must be ${product.minTermMonths} to ${product.maxTermMonths}` },
      ]);
    const wallet = await this.deps.db.selectFrom('wallet_directory').select('id').where('user_id', '=', principal.userId).executeTakeFirst();
    if (!wallet) throw notFound('Wallet');
    // Refused before anything is decided when the wallet could not hold the disbursement now.
    await this.deps.ledger.openWalletAccount(this.deps.db, wallet.id, product.currency);
    await this.deps.ledger.assertCanReceive(this.deps.db, wallet.id, product.currency, amount - feeOf(amount, product));
    const id = newId('ln');
    const now = this.deps.clock.now();
    try {
      await inTransaction(this.deps.db, async (tx) => {
        await tx
          .insertInto('loans')
          .values({
            id,
            user_id: principal.userId,
            wallet_id: wallet.id,
            product_id: product.id,
            currency: product.currency,
            principal: amount.toString(),
            annual_rate: product.interestRate,
            term_months: input.termMonths,
            monthly_payment: monthlyPayment(amount, product.interestRate, input.termMonths).toString(),
            fee: feeOf(amount, product).toString(),
            purpose: input.purpose ?? null,
            status: 'PENDING_APPROVAL',
            rejection_reason: null,
            applied_at: now,
            decided_at: null,
            disbursed_at: null,
            paid_off_at: null,
            updated_at: now,
          })
          .execute();
        await this.deps.jobs.schedule(tx, UNDERWRITE_JOB, { loanId: id }, new Date(now.getTime() + UNDERWRITING_DELAY_MS));
      });
    } catch (error) {
      if (uniqueViolation(error) === 'one_open_loan_per_user')
        throw new DomainError('LOAN_ALREADY_OPEN', 'You have a loan pending, active or overdue: repay it before applying for another.');
      throw error;
    }
    return this.get(principal, id);
  }

  async list(principal: UserPrincipal, page: Page): Promise<LoanModel[]> {
    const rows = await this.deps.db
      .selectFrom('loans')
      .selectAll()
      .where('user_id', '=', principal.userId)
      .$call(
        keysetOrder<LoanModel>(page, 'desc', [
          { column: 'applied_at', kind: 'instant', valueOf: (loan) => loan.appliedAt },
          { column: 'id', kind: 'text', valueOf: (loan) => loan.id },
        ]),
      )
      .execute();
    return Promise.all(rows.map((row) => this.model(this.deps.db, row)));
  }

  /** One repayment of one of the signed-in user's loans, as its loan shows it. */
  async repayment(principal: UserPrincipal, id: string): Promise<LoanRepaymentModel> {
    const row = await this.deps.db
      .selectFrom('loan_repayments')
      .innerJoin('loans', 'loans.id', 'loan_repayments.loan_id')
      .select('loans.id as loan_id')
      .where('loan_repayments.id', '=', id)
      .where('loans.user_id', '=', principal.userId)
      .executeTakeFirst();
    const repayment = row && (await this.get(principal, row.loan_id)).repayments.find((r) => r.id === id);
    if (!repayment) throw notFound('Loan repayment');
    return repayment;
  }

  async get(principal: UserPrincipal, id: string): Promise<LoanModel> {
    const row = await this.deps.db.selectFrom('loans').selectAll().where('id', '=', id).where('user_id', '=', principal.userId).executeTakeFirst();
    if (!row) throw notFound('Loan');
    return this.model(this.deps.db, row);
  }

  /** The underwriter's decision (a job on the account's clock): disbursed, or rejected with the reason. */
  async underwrite(tx: Tx, loanId: string): Promise<void> {
    const loan = await tx.selectFrom('loans').selectAll().where('id', '=', loanId).forUpdate().executeTakeFirst();
    if (loan?.status !== 'PENDING_APPROVAL') return;
    const product = await this.product(loan.product_id);
    const eligibility = await this.eligibilityOf(tx, loan.user_id, loan.id);
    const forProduct = eligibility.products.find((p) => p.product.id === product.id)!;
    const now = this.deps.clock.now();
    const principal = BigInt(loan.principal);
    const reason = !forProduct.eligible ? forProduct.reasons[0]! : principal > forProduct.maxAmount.minor ? 'AMOUNT_OVER_LIMIT' : undefined;
    if (reason) {
      await this.reject(tx, loan, product, reason, now);
      return;
    }
    // The wallet may have filled since the application: the ledger refuses the disbursement, and
    // the loan is rejected for it instead of failing the underwriting job.
    await orInstead(
      tx,
      () => this.disburse(tx, loan, product, now),
      (error) => isDomainError(error) && error.code === 'KYC_LIMIT_EXCEEDED',
      () => this.reject(tx, loan, product, 'WALLET_AT_MAXIMUM_BALANCE', now),
    );
  }

  private async reject(tx: Tx, loan: LoanRow, product: LoanProductModel, reason: string, now: Date): Promise<void> {
    const rejected = await tx
      .updateTable('loans')
      .set({ status: 'REJECTED', rejection_reason: reason, decided_at: now, updated_at: now })
      .where('id', '=', loan.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordEvent(tx, this.deps.clock, { type: 'loan.rejected', ownerId: loan.user_id, data: { loan: loanEventData(rejected, product), reason } });
  }

  /** An instalment still unpaid when its due date has passed: overdue, with the product's late fee, once. */
  async markOverdue(tx: Tx, loanId: string, number: number): Promise<void> {
    const loan = await tx.selectFrom('loans').selectAll().where('id', '=', loanId).forUpdate().executeTakeFirst();
    if (!loan || (loan.status !== 'ACTIVE' && loan.status !== 'OVERDUE')) return;
    const product = await this.product(loan.product_id);
    const marked = await tx
      .updateTable('loan_instalments')
      .set({ status: 'OVERDUE', was_overdue: true, late_fee: product.lateFee.toColumn() })
      .where('loan_id', '=', loanId)
      .where('number', '=', number)
      .where('status', '=', 'DUE')
      .returning(['number', 'due_date'])
      .executeTakeFirst();
    if (!marked) return;
    const now = this.deps.clock.now();
    const overdue = await tx.updateTable('loans').set({ status: 'OVERDUE', updated_at: now }).where('id', '=', loanId).returningAll().executeTakeFirstOrThrow();
    await recordEvent(tx, this.deps.clock, {
      type: 'loan.overdue',
      ownerId: loan.user_id,
      data: {
        loan: loanEventData(overdue, product),
        instalment: { number: marked.number, dueDate: marked.due_date, lateFee: product.lateFee.format() },
      },
    });
    await this.deps.credit.refresh(tx, loan.user_id);
  }

  /**
   * A repayment from the wallet, under the loan's row lock: the oldest instalment first, and in
   * each its late fee, then interest, then principal. More than the loan still owes is refused
   * (409 OVERPAYMENT), so two concurrent repayments can never overpay.
   */
  async repay(principal: UserPrincipal, id: string, rawInput: unknown): Promise<LoanModel> {
    const input = parseInput(RepayLoanInput, rawInput);
    const owned = await this.deps.db
      .selectFrom('loans')
      .select(['currency', 'wallet_id', 'product_id'])
      .where('id', '=', id)
      .where('user_id', '=', principal.userId)
      .executeTakeFirst();
    if (!owned) throw notFound('Loan');
    const product = await this.product(owned.product_id);
    const amount = currencyOf(product.currency).parsePositive(input.amount).minor;
    await inTransaction(this.deps.db, async (tx) => {
      const loan = await tx.selectFrom('loans').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
      if (loan.status !== 'ACTIVE' && loan.status !== 'OVERDUE')
        throw new DomainError('LOAN_NOT_REPAYABLE', `This loan is ${loan.status}: only an ACTIVE or OVERDUE loan takes repayments.`);
      const instalments = await tx
        .selectFrom('loan_instalments')
        .selectAll()
        .where('loan_id', '=', id)
        .where('status', '<>', 'PAID')
        .orderBy('number')
        .execute();
      const owed = instalments.reduce((sum, i) => {
        const r = remainingOf(i);
        return sum + r.fees + r.interest + r.principal;
      }, 0n);
      if (amount > owed)
        throw new DomainError('OVERPAYMENT', `This loan owes ${currencyOf(product.currency).of(owed).format()} ${loan.currency}; pay at most that.`, {
          fields: [{ field: 'amount', message: `must be at most ${currencyOf(product.currency).of(owed).format()}, what the loan still owes` }],
        });
      const now = this.deps.clock.now();
      let left = amount;
      const allocated = { fees: 0n, interest: 0n, principal: 0n };
      for (const instalment of instalments) {
        if (left === 0n) break;
        const r = remainingOf(instalment);
        const toFees = min(left, r.fees);
        left -= toFees;
        const toInterest = min(left, r.interest);
        left -= toInterest;
        const toPrincipal = min(left, r.principal);
        left -= toPrincipal;
        allocated.fees += toFees;
        allocated.interest += toInterest;
        allocated.principal += toPrincipal;
        const paidInFull = toFees === r.fees && toInterest === r.interest && toPrincipal === r.principal;
        await tx
          .updateTable('loan_instalments')
          .set({
            paid_fee: (BigInt(instalment.paid_fee) + toFees).toString(),
            paid_interest: (BigInt(instalment.paid_interest) + toInterest).toString(),
            paid_principal: (BigInt(instalment.paid_principal) + toPrincipal).toString(),
            ...(paidInFull ? { status: 'PAID' as const, paid_at: now } : {}),
          })
          .where('loan_id', '=', id)
          .where('number', '=', instalment.number)
          .execute();
      }
      const repaymentId = newId('lr');
      // Refused whole, the instalments' updates with it, if the wallet cannot pay (or has no account in the loan's currency).
      const posted = await this.deps.ledger.movements.repayLoan(tx, {
        wallet: { walletId: loan.wallet_id, ownerId: loan.user_id },
        allocation: {
          principal: Money.of(allocated.principal, loan.currency),
          interest: Money.of(allocated.interest, loan.currency),
          fees: Money.of(allocated.fees, loan.currency),
        },
        kind: 'LOAN_REPAYMENT',
        description: `Repayment of loan ${id}`,
        metadata: { loanId: id, repaymentId },
        reason: 'loan_repayment',
      });
      await tx
        .insertInto('loan_repayments')
        .values({
          id: repaymentId,
          loan_id: id,
          amount: amount.toString(),
          to_fees: allocated.fees.toString(),
          to_interest: allocated.interest.toString(),
          to_principal: allocated.principal.toString(),
          entry_id: posted.entryId,
          created_at: now,
        })
        .execute();
      const stillOwed = await tx.selectFrom('loan_instalments').select('status').where('loan_id', '=', id).where('status', '<>', 'PAID').execute();
      const status: LoanStatus = stillOwed.length === 0 ? 'PAID_OFF' : stillOwed.some((i) => i.status === 'OVERDUE') ? 'OVERDUE' : 'ACTIVE';
      const updated = await tx
        .updateTable('loans')
        .set({ status, updated_at: now, ...(status === 'PAID_OFF' ? { paid_off_at: now } : {}) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const major = (n: bigint) => currencyOf(product.currency).of(n).format();
      await recordEvent(tx, this.deps.clock, {
        type: 'loan.repayment_received',
        ownerId: loan.user_id,
        data: {
          loan: loanEventData(updated, product),
          repayment: {
            id: repaymentId,
            amount: major(amount),
            toFees: major(allocated.fees),
            toInterest: major(allocated.interest),
            toPrincipal: major(allocated.principal),
          },
        },
      });
      if (status === 'PAID_OFF')
        await recordEvent(tx, this.deps.clock, { type: 'loan.paid_off', ownerId: loan.user_id, data: { loan: loanEventData(updated, product) } });
      await this.deps.credit.refresh(tx, loan.user_id);
    });
    return this.get(principal, id);
  }

  /** Approved: the instalments are set from today, the money goes to the wallet less the fee, and each due date is watched. */
  private async disburse(tx: Tx, loan: LoanRow, product: LoanProductModel, now: Date): Promise<void> {
    const principal = BigInt(loan.principal);
    const fee = BigInt(loan.fee);
    const country = await this.deps.users.countryOf(tx, loan.user_id);
    const zone = defaultTimeZone(country);
    const today = localDate(now, zone);
    const planned = amortize(principal, loan.annual_rate, loan.term_months);
    await tx
      .insertInto('loan_instalments')
      .values(
        planned.map((i) => ({
          loan_id: loan.id,
          number: i.number,
          due_date: occurrenceDate('MONTHLY', today, i.number),
          principal: i.principal.toString(),
          interest: i.interest.toString(),
          status: 'DUE' as const,
        })),
      )
      .execute();
    await this.deps.ledger.movements.disburseLoan(tx, {
      wallet: { walletId: loan.wallet_id, ownerId: loan.user_id },
      principal: Money.of(principal, loan.currency),
      fee: Money.of(fee, loan.currency),
      kind: 'LOAN_DISBURSEMENT',
      description: `Loan ${loan.id}: ${product.name}`,
      metadata: { loanId: loan.id },
      reason: 'loan_disbursement',
    });
    const active = await tx
      .updateTable('loans')
      .set({ status: 'ACTIVE', decided_at: now, disbursed_at: now, updated_at: now })
      .where('id', '=', loan.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const i of planned) {
      const due = occurrenceDate('MONTHLY', today, i.number);
      await this.deps.jobs.schedule(tx, OVERDUE_JOB, { loanId: loan.id, number: i.number }, startOfLocalDay(addDays(due, 1), zone));
    }
    await recordEvent(tx, this.deps.clock, {
      type: 'loan.disbursed',
      ownerId: loan.user_id,
      data: {
        loan: loanEventData(active, product),
        disbursedAmount: currencyOf(product.currency)
          .of(principal - fee)
          .format(),
        fee: currencyOf(product.currency).of(fee).format(),
      },
    });
  }

  /**
   * Whether the user may borrow each product now: the product's minimum score, no other open loan
   * (`ignoringLoan`: the application being decided), and up to the share of the product's maximum
   * their grade allows.
   */
  private async eligibilityOf(executor: Executor, userId: string, ignoringLoan?: string): Promise<EligibilityModel> {
    const credit = await this.deps.credit.refresh(executor, userId);
    let open = executor.selectFrom('loans').select(['id', 'status']).where('user_id', '=', userId).where('status', 'in', OPEN);
    if (ignoringLoan) open = open.where('id', '<>', ignoringLoan);
    const openLoans = await open.execute();
    const common: string[] = [];
    if (openLoans.some((l) => l.status === 'OVERDUE')) common.push('LOAN_OVERDUE');
    else if (openLoans.length > 0) common.push('LOAN_ALREADY_OPEN');
    const grade = gradeOf(credit.score);
    const products = (await this.products()).map((product): ProductEligibilityModel => {
      const reasons = [...common];
      if (credit.score < product.minScore) reasons.push('SCORE_BELOW_PRODUCT_MINIMUM');
      const share = BigInt(Math.round(BORROWING_SHARE[grade] * 100));
      const unit = currencyOf(product.currency).unit;
      const cap = ((product.maxAmount.minor * share) / 100n / unit) * unit;
      if (reasons.length === 0 && cap < product.minAmount.minor) reasons.push('GRADE_LIMIT_BELOW_PRODUCT_MINIMUM');
      const eligible = reasons.length === 0;
      return {
        product,
        productId: product.id,
        name: product.name,
        currency: product.currency,
        eligible,
        maxAmount: moneyIn(product, eligible ? cap : 0n),
        reasons,
      };
    });
    const eligible = products.some((p) => p.eligible);
    return { eligible, score: credit.score, grade, reasons: eligible ? [] : [...new Set(products.flatMap((p) => p.reasons))], products };
  }

  private async model(executor: Executor, row: LoanRow): Promise<LoanModel> {
    const product = await this.product(row.product_id);
    const instalments = await executor.selectFrom('loan_instalments').selectAll().where('loan_id', '=', row.id).orderBy('number').execute();
    const repayments = await executor.selectFrom('loan_repayments').selectAll().where('loan_id', '=', row.id).orderBy('created_at').orderBy('id').execute();
    const outstanding = { fees: 0n, interest: 0n, principal: 0n, total: 0n };
    for (const i of instalments) {
      const r = remainingOf(i);
      outstanding.fees += r.fees;
      outstanding.interest += r.interest;
      outstanding.principal += r.principal;
    }
    outstanding.total = outstanding.fees + outstanding.interest + outstanding.principal;
    const money = (minor: bigint | string) => moneyIn(row, minor);
    const inLoanCurrency = <Row extends object>(part: Row) => ({ ...part, currency: row.currency });
    return {
      ...modelFromRow(LoanJson, row, {
        productName: product.name,
        principalAmount: money(row.principal),
        interestRate: row.annual_rate,
        outstanding: {
          fees: money(outstanding.fees),
          interest: money(outstanding.interest),
          principal: money(outstanding.principal),
          total: money(outstanding.total),
        },
        // An instalment's and a repayment's amounts are in the loan's currency, which their rows do not repeat.
        schedule: instalments.map((i) =>
          modelFromRow(InstalmentJson, inLoanCurrency(i), {
            amountDue: money(BigInt(i.principal) + BigInt(i.interest) + BigInt(i.late_fee)),
            amountPaid: money(BigInt(i.paid_fee) + BigInt(i.paid_interest) + BigInt(i.paid_principal)),
          }),
        ),
        repayments: repayments.map((r) => modelFromRow(RepaymentJson, inLoanCurrency(r), {})),
      }),
      product,
    };
  }
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** The product's fee on an amount, rounded half up to the minor unit; taken from the disbursement. */
function feeOf(amount: bigint, product: LoanProductModel): bigint {
  return percentOf(amount, product.feePercent, 'HALF_UP');
}

function loanEventData(row: LoanRow, product: LoanProductModel) {
  return {
    id: row.id,
    productId: row.product_id,
    status: row.status,
    principalAmount: currencyOf(product.currency).of(BigInt(row.principal)).format(),
    currency: row.currency,
  };
}
