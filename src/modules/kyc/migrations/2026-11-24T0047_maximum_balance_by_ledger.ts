import { type Kysely, sql } from 'kysely';

/**
 * The most a wallet account may hold is its owner's KYC tier's maximum balance (kept in GHS minor
 * units), converted at the mid rate into the account's currency and rounded to its minor unit; the
 * ledger's posting trigger asks this for every credit, whoever posts it. Accounts that are not a
 * wallet's, and currencies without a rate, have no cap here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- PL/pgSQL, not SQL: the posting trigger calls it for every credit, and PL/pgSQL keeps the
    -- query's plan for the session where a SQL function would plan it again on every call.
    CREATE OR REPLACE FUNCTION ledger_credit_cap(account text) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
    BEGIN
      RETURN (
        SELECT round(t.max_balance::numeric / 10::numeric ^ limit_currency.exponent * (rate.per_usd / limit_rate.per_usd) * 10::numeric ^ c.exponent)::bigint
        FROM ledger_accounts a
        JOIN wallets w ON w.id = a.wallet_id
        JOIN users u ON u.id = w.user_id
        JOIN kyc_tiers t ON t.level = u.kyc_tier
        JOIN currencies c ON c.code = a.currency
        JOIN currencies limit_currency ON limit_currency.code = 'GHS'
        JOIN fx_rates rate ON rate.currency = a.currency
        JOIN fx_rates limit_rate ON limit_rate.currency = 'GHS'
        WHERE a.id = account AND a.kind = 'WALLET'
      );
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION ledger_credit_cap(account text) RETURNS bigint LANGUAGE sql STABLE AS $$ SELECT NULL::bigint $$;`.execute(db);
}
