import { type Kysely, sql } from 'kysely';

// Refunds of payments taken on the hosted page, back to the method that paid: at once for a card,
// by a mobile money disbursement to the payer's number otherwise (its amount held in suspense
// until the rail answers). A payment's refunds that did not fail never exceed what it took.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payment_refunds (
      id                text PRIMARY KEY CHECK (id LIKE 'rf\\_%'),
      session_id        text NOT NULL REFERENCES checkout_sessions (id),
      account_id        text NOT NULL,
      amount            bigint NOT NULL CHECK (amount > 0),
      currency          char(3) NOT NULL,
      method            text NOT NULL CHECK (method IN ('CARD', 'MOBILE_MONEY')),
      status            text NOT NULL CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
      reason            text CHECK (char_length(reason) <= 500),
      failure_reason    text,
      momo_operation_id text,
      created_at        timestamptz NOT NULL,
      completed_at      timestamptz,
      CONSTRAINT failed_refunds_say_why CHECK ((status = 'FAILED') = (failure_reason IS NOT NULL))
    );
    CREATE INDEX payment_refunds_of_session ON payment_refunds (session_id, created_at, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE payment_refunds`.execute(db);
}
