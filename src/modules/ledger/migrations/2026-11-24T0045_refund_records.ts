import { type Kysely, sql } from 'kysely';

// One record per refunded transaction, whatever path refunds it (a wallet refund, a dispute, an
// administrator's reversal, a payment or POS refund). Each path claims its amount in the
// transaction that moves the money; the trigger adds it to the record under the record's row lock
// and the CHECK keeps the total at or below the original amount, so two paths (or two racing
// requests of one path) can never refund more than was paid. A claim whose money never left (the
// payout failed) is released and stops counting. The trigger is sql/refunds.sql's, applied by the
// migrator after the migrations; the records this migration fills count their claims themselves.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE refund_records (
      transaction_id text PRIMARY KEY,
      currency       char(3) NOT NULL REFERENCES currencies (code),
      amount         bigint NOT NULL CHECK (amount > 0),
      refunded       bigint NOT NULL DEFAULT 0,
      CONSTRAINT refunded_at_most_once CHECK (refunded >= 0 AND refunded <= amount)
    );

    CREATE TABLE refund_claims (
      id             text PRIMARY KEY,
      transaction_id text NOT NULL REFERENCES refund_records (transaction_id),
      path           text NOT NULL CHECK (path IN ('WALLET_REFUND', 'DISPUTE', 'REVERSAL', 'PAYMENT_REFUND', 'POS_REFUND')),
      amount         bigint NOT NULL CHECK (amount > 0),
      released       boolean NOT NULL DEFAULT false,
      created_at     timestamptz NOT NULL,
      released_at    timestamptz,
      CONSTRAINT released_claims_say_when CHECK (released = (released_at IS NOT NULL))
    );
    CREATE INDEX refund_claims_of_transaction ON refund_claims (transaction_id, created_at);
  `.execute(db);
  // What each path refunded before this record existed. A transaction that two paths refunded
  // before the guard keeps a record at what they claimed together, so nothing more comes back.
  await sql`
    CREATE TEMPORARY TABLE earlier_refunds ON COMMIT DROP AS
      SELECT o.id::text AS claim_id, o.refers_to::text AS transaction_id, o.currency, f.amount AS original, o.amount, 'WALLET_REFUND' AS path, o.created_at
        FROM momo_operations o JOIN momo_operations f ON f.id = o.refers_to
        WHERE o.purpose = 'REFUND' AND o.status <> 'FAILED'
      UNION ALL
      SELECT d.id, d.transaction_id, d.currency, d.amount, d.amount, 'DISPUTE', d.resolved_at FROM disputes d WHERE d.resolution = 'REFUNDED'
      UNION ALL
      SELECT 'rcl_' || t.id, t.id, t.send_currency, t.send_amount + t.fee, t.send_amount + t.fee, 'REVERSAL', t.updated_at FROM transfers t WHERE t.status = 'REVERSED'
      UNION ALL
      SELECT r.id, r.session_id, r.currency, s.amount, r.amount, 'PAYMENT_REFUND', r.created_at
        FROM payment_refunds r JOIN checkout_sessions s ON s.id = r.session_id WHERE r.status <> 'FAILED'
      UNION ALL
      SELECT r.id, r.sale_id, s.currency, s.subtotal, r.amount, 'POS_REFUND', r.created_at
        FROM pos_refunds r JOIN pos_sales s ON s.id = r.sale_id WHERE r.status <> 'FAILED';
    INSERT INTO refund_records (transaction_id, currency, amount, refunded)
      SELECT transaction_id, min(currency), greatest(max(original), sum(amount)), sum(amount) FROM earlier_refunds GROUP BY transaction_id;
    INSERT INTO refund_claims (id, transaction_id, path, amount, created_at)
      SELECT claim_id, transaction_id, path, amount, created_at FROM earlier_refunds;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE refund_claims; DROP TABLE refund_records; DROP FUNCTION IF EXISTS refund_claims_count();`.execute(db);
}
