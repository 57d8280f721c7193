import { type Kysely, sql } from 'kysely';

// Bill payments and scheduled bill payments. A payment's amount and fee are held in its own ledger
// holding account (holder_ref = its id) until the biller answers: then paid out to the biller's
// settlement and the fees account, or returned to the wallet. A scheduled payment is a schedule
// (the schedules table, same id) with what to pay.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE bill_schedules (
      id             text PRIMARY KEY REFERENCES schedules (id) CHECK (id LIKE 'bsc\\_%'),
      user_id        text NOT NULL REFERENCES users (id),
      provider_id    text NOT NULL REFERENCES bill_providers (id),
      account_number text NOT NULL,
      currency       char(3) NOT NULL REFERENCES currencies (code),
      amount         bigint NOT NULL CHECK (amount > 0),
      created_at     timestamptz NOT NULL
    );
    CREATE INDEX bill_schedules_of_user ON bill_schedules (user_id, created_at DESC, id DESC);

    CREATE TABLE bill_payments (
      id             text PRIMARY KEY CHECK (id LIKE 'bpy\\_%'),
      user_id        text NOT NULL REFERENCES users (id),
      wallet_id      text NOT NULL REFERENCES wallets (id),
      provider_id    text NOT NULL REFERENCES bill_providers (id),
      account_number text NOT NULL,
      currency       char(3) NOT NULL REFERENCES currencies (code),
      amount         bigint NOT NULL CHECK (amount > 0),
      fee            bigint NOT NULL CHECK (fee >= 0),
      status         text NOT NULL CHECK (status IN ('PENDING', 'COMPLETED', 'FAILED')),
      failure_reason text,
      receipt_number text UNIQUE,
      token          text,
      schedule_id    text REFERENCES bill_schedules (id),
      created_at     timestamptz NOT NULL,
      updated_at     timestamptz NOT NULL,
      paid_at        timestamptz,
      CONSTRAINT completed_payments_have_receipts CHECK ((status = 'COMPLETED') = (receipt_number IS NOT NULL AND paid_at IS NOT NULL)),
      CONSTRAINT failed_payments_say_why CHECK ((status = 'FAILED') = (failure_reason IS NOT NULL))
    );
    CREATE INDEX bill_payments_of_user ON bill_payments (user_id, created_at DESC, id DESC);

    -- A water bill can be settled to the pesewa: the spec's least bill amount, 0.01.
    UPDATE bill_providers SET min_amount = 1 WHERE id = 'bp_gwcl';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE bill_payments; DROP TABLE bill_schedules; UPDATE bill_providers SET min_amount = 100 WHERE id = 'bp_gwcl';`.execute(db);
}
