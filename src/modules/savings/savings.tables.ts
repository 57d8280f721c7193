import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    savings_goals: SavingsGoalsTable;
    savings_plans: SavingsPlansTable;
  }
}

export type SavingsGoalStatus = 'ACTIVE' | 'COMPLETED' | 'CLOSED';

export interface SavingsGoalsTable {
  id: string;
  user_id: string;
  wallet_id: string;
  name: string;
  currency: string;
  /** Minor units, int8 as text. */
  target_amount: ColumnType<string, string, never>;
  /** A date (YYYY-MM-DD), kept as text. */
  target_date: ColumnType<string | null, string | null, never>;
  status: Generated<SavingsGoalStatus>;
  completed_at: Date | null;
  closed_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type SavingsGoalRow = Selectable<SavingsGoalsTable>;

export interface SavingsPlansTable {
  id: string;
  user_id: string;
  goal_id: string;
  /** Minor units of the goal's currency, int8 as text. */
  amount: ColumnType<string, string, never>;
  created_at: Timestamp;
}
