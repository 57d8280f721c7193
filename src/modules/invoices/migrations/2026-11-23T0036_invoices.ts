import { type Kysely, sql } from 'kysely';

// Merchant invoices: numbered per merchant in sequence, line items in minor units, paid on the
// hosted page (a pay code of their own), overdue when the due date passes on the account clock.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE invoice_counters (
      account_id text PRIMARY KEY REFERENCES developer_accounts (id),
      last_number integer NOT NULL
    );

    CREATE TABLE invoices (
      id               text PRIMARY KEY CHECK (id LIKE 'inv\\_%'),
      account_id       text NOT NULL REFERENCES developer_accounts (id),
      merchant_user_id text NOT NULL REFERENCES users (id),
      invoice_number   text NOT NULL,
      code             text NOT NULL UNIQUE REFERENCES pay_codes (code),
      customer_email   text NOT NULL,
      items            jsonb NOT NULL,
      subtotal         bigint NOT NULL CHECK (subtotal > 0),
      currency         char(3) NOT NULL REFERENCES currencies (code),
      status           text NOT NULL CHECK (status IN ('SENT', 'OVERDUE', 'PAID', 'VOID')),
      due_date         date,
      time_zone        text NOT NULL,
      notes            text CHECK (char_length(notes) <= 1000),
      created_at       timestamptz NOT NULL,
      paid_at          timestamptz,
      voided_at        timestamptz,
      updated_at       timestamptz NOT NULL,
      UNIQUE (account_id, invoice_number),
      CONSTRAINT paid_invoices_say_when CHECK ((status = 'PAID') = (paid_at IS NOT NULL)),
      CONSTRAINT void_invoices_say_when CHECK ((status = 'VOID') = (voided_at IS NOT NULL))
    );
    CREATE INDEX invoices_of_account ON invoices (account_id, created_at DESC, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE invoices; DROP TABLE invoice_counters;`.execute(db);
}
