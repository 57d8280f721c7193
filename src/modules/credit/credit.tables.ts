import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType } from 'kysely';

declare module '../../db/tables.js' {
  interface Database {
    credit_score_history: CreditScoreHistoryTable;
  }
}

export interface CreditScoreHistoryTable extends Omit<Tables['credit_score_history'], 'factors'> {
  factors: ColumnType<CreditFactor[], string, never>;
}

/** One reason a score is what it is: what it is about, and how many points it adds or takes. */
export interface CreditFactor {
  code: string;
  points: number;
  description: string;
}
