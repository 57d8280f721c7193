import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    credit_score_history: CreditScoreHistoryTable;
  }
}

export interface CreditScoreHistoryTable {
  id: Generated<string>;
  user_id: string;
  score: number;
  grade: string;
  factors: ColumnType<CreditFactor[], string, never>;
  computed_at: Timestamp;
}

/** One reason a score is what it is: what it is about, and how many points it adds or takes. */
export interface CreditFactor {
  code: string;
  points: number;
  description: string;
}
