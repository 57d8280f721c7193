import { type Kysely, sql } from 'kysely';

// Payroll: saved employee lists (templates), batches and their items. Processing a batch holds its
// total plus fees in a holding account of the batch at once, then pays each item by a mobile money
// disbursement under its own reference.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payroll_templates (
      id               text PRIMARY KEY CHECK (id LIKE 'ptpl\\_%'),
      account_id       text NOT NULL REFERENCES developer_accounts (id),
      name             text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      currency         char(3) NOT NULL REFERENCES currencies (code),
      employees        jsonb NOT NULL,
      created_at       timestamptz NOT NULL
    );
    CREATE INDEX payroll_templates_of_account ON payroll_templates (account_id, created_at DESC, id DESC);

    CREATE TABLE payroll_batches (
      id               text PRIMARY KEY CHECK (id LIKE 'pb\\_%'),
      account_id       text NOT NULL REFERENCES developer_accounts (id),
      merchant_user_id text NOT NULL REFERENCES users (id),
      name             text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      currency         char(3) NOT NULL REFERENCES currencies (code),
      template_id      text REFERENCES payroll_templates (id),
      status           text NOT NULL CHECK (status IN ('DRAFT', 'PROCESSING', 'COMPLETED', 'PARTIALLY_COMPLETED', 'FAILED')),
      total_employees  integer NOT NULL CHECK (total_employees >= 1),
      total_amount     bigint NOT NULL CHECK (total_amount > 0),
      total_fees       bigint NOT NULL CHECK (total_fees >= 0),
      items_open       integer NOT NULL DEFAULT 0 CHECK (items_open >= 0),
      created_at       timestamptz NOT NULL,
      processed_at     timestamptz,
      completed_at     timestamptz,
      updated_at       timestamptz NOT NULL
    );
    CREATE INDEX payroll_batches_of_account ON payroll_batches (account_id, created_at DESC, id DESC);

    CREATE TABLE payroll_items (
      id                text PRIMARY KEY CHECK (id LIKE 'pi\\_%'),
      batch_id          text NOT NULL REFERENCES payroll_batches (id),
      position          integer NOT NULL,
      name              text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      phone             text NOT NULL CHECK (phone ~ '^\\+[1-9][0-9]{6,14}$'),
      amount            bigint NOT NULL CHECK (amount > 0),
      fee               bigint NOT NULL CHECK (fee >= 0),
      reference         text NOT NULL,
      status            text NOT NULL CHECK (status IN ('PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED')),
      failure_reason    text,
      momo_operation_id text,
      attempts          integer NOT NULL DEFAULT 0,
      updated_at        timestamptz NOT NULL,
      UNIQUE (batch_id, position),
      UNIQUE (batch_id, reference),
      CONSTRAINT failed_items_say_why CHECK ((status = 'FAILED') = (failure_reason IS NOT NULL))
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE payroll_items; DROP TABLE payroll_batches; DROP TABLE payroll_templates;`.execute(db);
}
