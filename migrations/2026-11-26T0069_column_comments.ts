import { type Kysely, sql } from 'kysely';

/**
 * What a column means, where the column is declared: the table types are generated from the
 * database (scripts/table-types.ts), and kysely-codegen writes each column's comment above it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    COMMENT ON COLUMN events.xid IS 'The writing transaction''s id (xid8, as text).';
    COMMENT ON COLUMN events.body IS 'The webhook body, compact, exactly as delivered and as subscribers receive it.';
    COMMENT ON COLUMN idempotency_keys.response_body IS 'The first answer''s exact JSON text, replayed byte for byte.';
    COMMENT ON COLUMN idempotency_keys.owner IS 'The server process that holds the key in progress (instance-liveness.ts); null once abandoned.';
    COMMENT ON COLUMN idempotency_keys.attempt IS 'Which run of the request holds it: a recovered key runs again as the next attempt.';
    COMMENT ON COLUMN idempotency_keys.changed IS 'A transaction of the request committed a change (marked inside that transaction).';
    COMMENT ON COLUMN sandbox_clocks.advancing_to IS 'Where the running advance is going, while it runs.';
    COMMENT ON COLUMN fx_rates.per_usd IS 'numeric as text: never a float.';
    COMMENT ON COLUMN phone_verifications.phone IS 'The number the code was sent to: a code proves only that number.';
    COMMENT ON COLUMN loan_products.annual_rate IS 'Percent a year, numeric as text.';
    COMMENT ON COLUMN referrals.paying_phone IS 'The number that paid the qualifying fund-in.';
    COMMENT ON COLUMN schedules.id IS 'The id of the domain object the schedule drives (a savings plan, a scheduled bill payment).';
    COMMENT ON COLUMN schedules.next_run_date IS 'The next occurrence''s local date while ACTIVE; null otherwise.';
    COMMENT ON COLUMN schedule_occurrences.reference IS 'What the occurrence made (a ledger entry, a bill payment), when it ran.';
    COMMENT ON COLUMN schedule_occurrences.reason IS 'Why it was skipped: an error code (INSUFFICIENT_FUNDS, KYC_LIMIT_EXCEEDED, …).';
    COMMENT ON COLUMN webhook_deliveries.endpoint_id IS 'Null for a callback, which goes to callback_url and is signed with the account''s callback secret.';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    COMMENT ON COLUMN events.xid IS NULL;
    COMMENT ON COLUMN events.body IS NULL;
    COMMENT ON COLUMN idempotency_keys.response_body IS NULL;
    COMMENT ON COLUMN idempotency_keys.owner IS NULL;
    COMMENT ON COLUMN idempotency_keys.attempt IS NULL;
    COMMENT ON COLUMN idempotency_keys.changed IS NULL;
    COMMENT ON COLUMN sandbox_clocks.advancing_to IS NULL;
    COMMENT ON COLUMN fx_rates.per_usd IS NULL;
    COMMENT ON COLUMN phone_verifications.phone IS NULL;
    COMMENT ON COLUMN loan_products.annual_rate IS NULL;
    COMMENT ON COLUMN referrals.paying_phone IS NULL;
    COMMENT ON COLUMN schedules.id IS NULL;
    COMMENT ON COLUMN schedules.next_run_date IS NULL;
    COMMENT ON COLUMN schedule_occurrences.reference IS NULL;
    COMMENT ON COLUMN schedule_occurrences.reason IS NULL;
    COMMENT ON COLUMN webhook_deliveries.endpoint_id IS NULL;
  `.execute(db);
}
