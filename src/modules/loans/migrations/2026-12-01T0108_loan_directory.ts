import { type Kysely, sql } from 'kysely';

/**
 * What other modules may read of a loan and its instalments (the credit score counts a user's
 * repayments), published as views: the loans module's tables stay its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE VIEW loan_directory AS
      SELECT id, user_id, wallet_id, status FROM loans;
    COMMENT ON VIEW loan_directory IS 'What other modules may read of a loan: whose it is and its state.';
    CREATE VIEW loan_instalment_directory AS
      SELECT loan_id, number, due_date, status, was_overdue FROM loan_instalments;
    COMMENT ON VIEW loan_instalment_directory IS 'What other modules may read of a loan''s instalments: when each was due and how it was paid.';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW loan_instalment_directory; DROP VIEW loan_directory`.execute(db);
}
