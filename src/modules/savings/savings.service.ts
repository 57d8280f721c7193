import { modelFromRow } from '../../platform/model-from-row.js';
import { CalendarDate, DecimalNumber, type ModelOf, MoneyAmount, Timestamp } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { type DB, inTransaction, type Tx } from '../../db/database.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError, isDomainError, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { newId } from '../../platform/ids.js';
import { AmountInput, amountsInCurrency, type Currency, currencyOf, CurrencyCode, Money, MoneyDecimal, moneyIn } from '../../platform/money.js';
import { newestFirst, type Page } from '../../platform/pagination.js';
import { fields, parseInput } from '../../platform/validation.js';
import type { KycService } from '../kyc/kyc.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { WalletsService } from '../wallets/wallets.service.js';
import type { SavingsGoalRow } from './savings.tables.js';
import { resource } from '../../platform/resources.js';
import { createdMetadata, MetadataInput, MetadataJson, updateMetadataOf } from '../../platform/metadata.js';

export const CreateSavingsGoalInput = z
  .strictObject({
    name: fields.name('name'),
    targetAmount: AmountInput,
    currency: CurrencyCode,
    targetDate: fields.calendarDate('targetDate').optional(),
    metadata: MetadataInput.optional(),
  })
  .superRefine(amountsInCurrency('currency', ['targetAmount']));

export const GoalMoveInput = z.strictObject({ amount: AmountInput });

/** What an update of a savings goal takes: its metadata. */
export const UpdateSavingsGoalInput = z.strictObject({ metadata: MetadataInput.optional() });

export type SavingsGoalModel = ModelOf<typeof SavingsGoalJson>;

/** savings.* events carry `goal {id, name, currency, targetAmount, savedAmount, metadata}`. */
function goalEventData(goal: Pick<SavingsGoalModel, 'id' | 'name' | 'currency' | 'targetAmount' | 'savedAmount' | 'metadata'>) {
  return {
    id: goal.id,
    name: goal.name,
    currency: goal.currency,
    targetAmount: goal.targetAmount.format(),
    savedAmount: goal.savedAmount.format(),
    metadata: goal.metadata,
  };
}

function progressOf(saved: bigint, target: bigint): string {
  return new MoneyDecimal(saved.toString()).times(100).dividedBy(target.toString()).toDecimalPlaces(2).toFixed(2);
}

export const SavingsGoalJson = resource(
  'SavingsGoal',
  'Money set aside toward a target, held apart from the wallet.',
  z.object({
    id: z.string().describe('sg_…'),
    name: z.string(),
    targetAmount: MoneyAmount,
    savedAmount: MoneyAmount.describe("what the goal's ledger account holds"),
    currency: z.string(),
    progress: DecimalNumber.describe('savedAmount as a percentage of targetAmount, two decimals'),
    targetDate: CalendarDate.nullable().describe('ISO 8601 date'),
    status: z.enum(['ACTIVE', 'COMPLETED', 'CLOSED']),
    createdAt: Timestamp,
    completedAt: Timestamp.nullable().describe('when savedAmount first reached targetAmount'),
    metadata: MetadataJson.describe('your own data on the goal (what it saves for)'),
  }),
);

/** A goal as an idempotent GraphQL mutation stores it for replays: plain JSON. */
export const goalToRecord = (g: SavingsGoalModel) => ({
  ...g,
  targetAmount: g.targetAmount.toColumn(),
  savedAmount: g.savedAmount.toColumn(),
  createdAt: g.createdAt.toISOString(),
  completedAt: g.completedAt?.toISOString() ?? null,
});
export const goalFromRecord = (r: ReturnType<typeof goalToRecord>): SavingsGoalModel => ({
  ...r,
  targetAmount: Money.of(r.targetAmount, r.currency),
  savedAmount: Money.of(r.savedAmount, r.currency),
  createdAt: new Date(r.createdAt),
  completedAt: r.completedAt ? new Date(r.completedAt) : null,
});

/**
 * Savings goals. Each goal holds its money in a ledger holding account of its own, so a deposit
 * and a withdrawal are balanced transfers between the wallet and the goal, and the saved amount is
 * the account's balance. The goal's row is locked for every move, so moves of one goal are
 * serialised; the database keeps the goal and the wallet from going negative. Moving money
 * between a user's wallet and their own goals is not sending it away: KYC transfer limits do not
 * count it, but money coming back to the wallet respects the wallet's maximum balance.
 */
export class SavingsService {
  constructor(private readonly deps: { db: DB; clock: Clock; ledger: LedgerService; wallets: WalletsService; kyc: KycService }) {}

  async create(principal: UserPrincipal, rawInput: unknown): Promise<SavingsGoalModel> {
    const input = parseInput(CreateSavingsGoalInput, rawInput);
    const inCurrency = currencyOf(input.currency);
    const target = inCurrency.parsePositive(input.targetAmount, 'targetAmount').minor;
    if (target < inCurrency.unit) {
      throw new DomainError('BAD_REQUEST', 'targetAmount must be at least 1.00', { fields: [{ field: 'targetAmount', message: 'must be at least 1.00' }] });
    }
    const wallet = await this.deps.wallets.walletOf(principal);
    const now = this.deps.clock.now();
    const id = newId('sg');
    await inTransaction(this.deps.db, async (tx) => {
      await tx
        .insertInto('savings_goals')
        .values({
          id,
          user_id: principal.userId,
          wallet_id: wallet.id,
          name: input.name,
          currency: input.currency,
          target_amount: target.toString(),
          target_date: input.targetDate ?? null,
          completed_at: null,
          closed_at: null,
          created_at: now,
          updated_at: now,
          metadata: JSON.stringify(createdMetadata(input.metadata)),
        })
        .execute();
      await this.deps.ledger.openHoldingAccount(tx, id, input.currency);
    });
    return this.get(principal, id);
  }

  async list(principal: UserPrincipal, page: Page): Promise<SavingsGoalModel[]> {
    const rows = await this.deps.db.selectFrom('savings_goals').selectAll().where('user_id', '=', principal.userId).$call(newestFirst(page)).execute();
    return this.models(this.deps.db, rows);
  }

  /** One goal of the signed-in user; another user's goal is not found. */
  async get(principal: UserPrincipal, id: string): Promise<SavingsGoalModel> {
    const [model] = await this.models(this.deps.db, [await this.ownedRow(principal, id)]);
    return model!;
  }

  /** Sets the keys given on a goal's metadata (an empty value unsets one) and announces savings.goal_updated; the row is locked, so two updates merge. */
  async update(principal: UserPrincipal, id: string, rawInput: unknown): Promise<SavingsGoalModel> {
    const input = parseInput(UpdateSavingsGoalInput, rawInput);
    const goal = {
      table: 'savings_goals',
      id,
      owner: { column: 'user_id', id: principal.userId },
      resource: 'Savings goal',
      changes: input.metadata,
      updatedAt: this.deps.clock.now(),
    } as const;
    let updated: SavingsGoalModel | undefined;
    await updateMetadataOf(this.deps.db, goal, async (tx, row) => {
      [updated] = await this.models(tx, [row]);
      await recordEvent(tx, this.deps.clock, { type: 'savings.goal_updated', ownerId: row.user_id, data: { goal: goalEventData(updated!) } });
    });
    return updated!;
  }

  /** Moves money from the wallet into the goal; reaching the target completes the goal (savings.goal_completed). */
  async deposit(principal: UserPrincipal, id: string, rawInput: unknown): Promise<SavingsGoalModel> {
    const input = parseInput(GoalMoveInput, rawInput);
    return this.move(principal, id, input.amount, 'deposit');
  }

  /** Moves money from the goal back to the wallet; more than the goal holds is refused. */
  async withdraw(principal: UserPrincipal, id: string, rawInput: unknown): Promise<SavingsGoalModel> {
    const input = parseInput(GoalMoveInput, rawInput);
    return this.move(principal, id, input.amount, 'withdraw');
  }

  /** Closes an empty goal; a goal that still holds money is refused (withdraw it first). */
  async close(principal: UserPrincipal, id: string): Promise<SavingsGoalModel> {
    const inCurrency = currencyOf((await this.ownedRow(principal, id)).currency);
    await inTransaction(this.deps.db, async (tx) => {
      const goal = await this.lockOwned(tx, principal.userId, id);
      if (goal.status === 'CLOSED') return;
      const saved = (await this.deps.ledger.holdingBalances(tx, [id])).get(id) ?? 0n;
      if (saved !== 0n) {
        throw new DomainError('GOAL_NOT_EMPTY', `The goal still holds ${inCurrency.of(saved).format()} ${goal.currency}: withdraw it first.`);
      }
      const now = this.deps.clock.now();
      await tx.updateTable('savings_goals').set({ status: 'CLOSED', closed_at: now, updated_at: now }).where('id', '=', id).execute();
      await this.deps.ledger.closeHoldingAccount(tx, id);
    });
    return this.get(principal, id);
  }

  private async move(principal: UserPrincipal, id: string, rawAmount: unknown, direction: 'deposit' | 'withdraw'): Promise<SavingsGoalModel> {
    // Everything read from the pool is read before the transaction: a transaction that waited for a
    // second connection while holding one could starve the pool under load.
    const owned = await this.ownedRow(principal, id);
    const inCurrency = currencyOf(owned.currency);
    const amount = inCurrency.parsePositive(rawAmount).minor;
    const walletAccount = await this.deps.ledger.openWalletAccountId(owned.wallet_id, owned.currency);
    await inTransaction(this.deps.db, async (tx) => {
      const goal = await this.lockOwned(tx, principal.userId, id);
      await this.moveLocked(tx, goal, { amount, inCurrency, walletAccount, direction });
    });
    return this.get(principal, id);
  }

  /**
   * A plan's deposit, in the plan occurrence's transaction: every read goes through it. A closed
   * goal ends the plan; a wallet short of money is the occurrence's skip (INSUFFICIENT_FUNDS).
   */
  async depositFromPlan(tx: Tx, userId: string, goalId: string, amount: bigint): Promise<{ entryId: string } | { goalClosed: true }> {
    const goal = await this.lockOwned(tx, userId, goalId);
    if (goal.status === 'CLOSED') return { goalClosed: true };
    const inCurrency = currencyOf(goal.currency);
    const walletAccount = await this.deps.ledger.openWalletAccountId(goal.wallet_id, goal.currency, 'currency', tx);
    return { entryId: await this.moveLocked(tx, goal, { amount, inCurrency, walletAccount, direction: 'deposit' }) };
  }

  /** One move between wallet and goal, the goal's row already locked; returns the ledger entry. */
  private async moveLocked(
    tx: Tx,
    goal: SavingsGoalRow,
    move: { amount: bigint; inCurrency: Currency; walletAccount: string; direction: 'deposit' | 'withdraw' },
  ): Promise<string> {
    const { amount, inCurrency, walletAccount, direction } = move;
    if (goal.status === 'CLOSED') throw new DomainError('GOAL_CLOSED', 'This savings goal is closed.');
    const deposit = direction === 'deposit';
    let posted: { entryId: string };
    try {
      posted = await this.deps.ledger.movements.moveWithHolding(tx, {
        wallet: { walletId: goal.wallet_id, ownerId: goal.user_id, accountId: walletAccount },
        holderRef: goal.id,
        amount: Money.of(amount, goal.currency),
        direction,
        kind: deposit ? 'SAVINGS_DEPOSIT' : 'SAVINGS_WITHDRAWAL',
        description: `${deposit ? 'Saved towards' : 'Withdrawn from'} ${goal.name}`,
        metadata: { goalId: goal.id },
        reason: deposit ? 'savings_deposit' : 'savings_withdrawal',
      });
    } catch (error) {
      if (direction === 'withdraw' && isDomainError(error) && error.code === 'INSUFFICIENT_FUNDS') {
        throw new DomainError('INSUFFICIENT_FUNDS', 'The goal holds less than this amount.', {
          fields: [{ field: 'amount', message: 'exceeds the saved amount' }],
        });
      }
      throw error;
    }
    if (direction === 'deposit' && goal.status === 'ACTIVE') await this.completeIfReached(tx, goal, inCurrency);
    return posted.entryId;
  }

  /** The first deposit that reaches the target completes the goal and announces it. */
  private async completeIfReached(tx: Tx, goal: SavingsGoalRow, inCurrency: Currency): Promise<void> {
    const saved = (await this.deps.ledger.holdingBalances(tx, [goal.id])).get(goal.id) ?? 0n;
    const target = BigInt(goal.target_amount);
    if (saved < target) return;
    const now = this.deps.clock.now();
    await tx.updateTable('savings_goals').set({ status: 'COMPLETED', completed_at: now, updated_at: now }).where('id', '=', goal.id).execute();
    const reached = { ...goal, targetAmount: inCurrency.of(target), savedAmount: inCurrency.of(saved) };
    await recordEvent(tx, this.deps.clock, { type: 'savings.goal_completed', ownerId: goal.user_id, data: { goal: goalEventData(reached) } });
  }

  /** A goal of the signed-in user; another user's goal is not found. */
  private async ownedRow(principal: UserPrincipal, id: string): Promise<SavingsGoalRow> {
    const row = await this.deps.db.selectFrom('savings_goals').selectAll().where('id', '=', id).where('user_id', '=', principal.userId).executeTakeFirst();
    if (!row) throw notFound('Savings goal');
    return row;
  }

  private async lockOwned(tx: Tx, userId: string, id: string): Promise<SavingsGoalRow> {
    const goal = await tx.selectFrom('savings_goals').selectAll().where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!goal) throw notFound('Savings goal');
    return goal;
  }

  private async models(executor: DB | Tx, rows: SavingsGoalRow[]): Promise<SavingsGoalModel[]> {
    const saved = await this.deps.ledger.holdingBalances(
      executor,
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const savedMinor = saved.get(r.id) ?? 0n;
      return modelFromRow(SavingsGoalJson, r, { savedAmount: moneyIn(r, savedMinor), progress: progressOf(savedMinor, BigInt(r.target_amount)) });
    });
  }
}
