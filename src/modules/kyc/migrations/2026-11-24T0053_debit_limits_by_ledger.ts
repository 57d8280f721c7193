import { type Kysely, sql } from 'kysely';

/**
 * The ledger asks ledger_apply_debit_limit for every guarded debit it writes: here, the KYC tier's
 * daily and monthly limits as a counter per wallet. Under the counter's row lock it answers the
 * limit the debit would pass (the CHECK constraint's name, nothing written), or, asked to record
 * it, records the debit.
 * The CHECK constraints on wallet_debit_usage stay the guard behind the answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION ledger_apply_debit_limit(guard jsonb, record_it boolean) RETURNS text LANGUAGE plpgsql AS $$
    DECLARE
      usage wallet_debit_usage%ROWTYPE;
      debit_day date := (guard->>'day')::date;
      debit_month date := (guard->>'month')::date;
      amount bigint := (guard->>'amount')::bigint;
      day_limit bigint := (guard->>'day_limit')::bigint;
      month_limit bigint := (guard->>'month_limit')::bigint;
    BEGIN
      SELECT * INTO usage FROM wallet_debit_usage u WHERE u.wallet_id = guard->>'wallet_id' FOR UPDATE;
      IF (CASE WHEN FOUND AND usage.day = debit_day THEN usage.day_total ELSE 0 END) + amount > day_limit THEN
        RETURN 'kyc_daily_limit';
      END IF;
      IF (CASE WHEN FOUND AND usage.month = debit_month THEN usage.month_total ELSE 0 END) + amount > month_limit THEN
        RETURN 'kyc_monthly_limit';
      END IF;
      IF NOT record_it THEN
        RETURN NULL;
      END IF;
      INSERT INTO wallet_debit_usage AS u (wallet_id, day, day_total, month, month_total, day_limit, month_limit)
      VALUES (guard->>'wallet_id', debit_day, amount, debit_month, amount, day_limit, month_limit)
      ON CONFLICT (wallet_id) DO UPDATE SET
        day_total = CASE WHEN u.day = EXCLUDED.day THEN u.day_total + EXCLUDED.day_total ELSE EXCLUDED.day_total END,
        day = EXCLUDED.day,
        month_total = CASE WHEN u.month = EXCLUDED.month THEN u.month_total + EXCLUDED.month_total ELSE EXCLUDED.month_total END,
        month = EXCLUDED.month,
        day_limit = EXCLUDED.day_limit,
        month_limit = EXCLUDED.month_limit;
      RETURN NULL;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION ledger_apply_debit_limit(guard jsonb, record_it boolean) RETURNS text LANGUAGE sql AS $$ SELECT NULL::text $$;`.execute(
    db,
  );
}
