import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { MetadataColumn } from '../../platform/metadata.js';

declare module '../../db/tables.js' {
  interface Database {
    savings_goals: SavingsGoalsTable;
    savings_plans: SavingsPlansTable;
  }
}

export type SavingsGoalStatus = 'ACTIVE' | 'COMPLETED' | 'CLOSED';

export interface SavingsGoalsTable extends Omit<Tables['savings_goals'], 'target_amount' | 'target_date' | 'status' | 'metadata'> {
  metadata: MetadataColumn;
  /** Minor units, int8 as text. */
  target_amount: ColumnType<string, string, never>;
  /** A date (YYYY-MM-DD), kept as text. */
  target_date: ColumnType<string | null, string | null, never>;
  status: Generated<SavingsGoalStatus>;
}

export type SavingsGoalRow = Selectable<SavingsGoalsTable>;

export interface SavingsPlansTable extends Omit<Tables['savings_plans'], 'amount'> {
  /** Minor units of the goal's currency, int8 as text. */
  amount: ColumnType<string, string, never>;
}
