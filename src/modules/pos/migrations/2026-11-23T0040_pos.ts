import { type Kysely, sql } from 'kysely';

// Point of sale: a merchant's catalog, sales with receipt numbers in sequence per merchant, their
// refunds, and the sandbox's SMS outbox (receipts sent to customers' phones are kept, not sent).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pos_catalog_items (
      id          text PRIMARY KEY CHECK (id LIKE 'pci\\_%'),
      account_id  text NOT NULL REFERENCES developer_accounts (id),
      description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 200),
      sku         text CHECK (char_length(sku) BETWEEN 1 AND 64),
      unit_price  bigint NOT NULL CHECK (unit_price >= 0),
      currency    char(3) NOT NULL REFERENCES currencies (code),
      status      text NOT NULL CHECK (status IN ('ACTIVE', 'ARCHIVED')),
      created_at  timestamptz NOT NULL,
      updated_at  timestamptz NOT NULL
    );
    CREATE INDEX pos_catalog_of_account ON pos_catalog_items (account_id, created_at DESC, id DESC);

    CREATE TABLE pos_counters (
      account_id   text PRIMARY KEY REFERENCES developer_accounts (id),
      last_receipt integer NOT NULL
    );

    CREATE TABLE pos_sales (
      id                text PRIMARY KEY CHECK (id LIKE 'sale\\_%'),
      account_id        text NOT NULL REFERENCES developer_accounts (id),
      merchant_user_id  text NOT NULL REFERENCES users (id),
      receipt_number    text NOT NULL,
      items             jsonb NOT NULL,
      subtotal          bigint NOT NULL CHECK (subtotal > 0),
      currency          char(3) NOT NULL REFERENCES currencies (code),
      payment_method    text NOT NULL CHECK (payment_method IN ('momo', 'card', 'cash')),
      status            text NOT NULL CHECK (status IN ('PENDING', 'COMPLETED', 'FAILED')),
      customer_phone    text,
      card_last4        text,
      failure_reason    text,
      momo_operation_id text,
      local_date        date NOT NULL,
      time_zone         text NOT NULL,
      created_at        timestamptz NOT NULL,
      completed_at      timestamptz,
      UNIQUE (account_id, receipt_number),
      CONSTRAINT failed_sales_say_why CHECK ((status = 'FAILED') = (failure_reason IS NOT NULL))
    );
    CREATE INDEX pos_sales_of_account ON pos_sales (account_id, local_date, created_at DESC);

    CREATE TABLE pos_refunds (
      id                text PRIMARY KEY CHECK (id LIKE 'posrf\\_%'),
      sale_id           text NOT NULL REFERENCES pos_sales (id),
      account_id        text NOT NULL,
      amount            bigint NOT NULL CHECK (amount > 0),
      lines             jsonb,
      status            text NOT NULL CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
      failure_reason    text,
      momo_operation_id text,
      local_date        date NOT NULL,
      created_at        timestamptz NOT NULL,
      completed_at      timestamptz
    );
    CREATE INDEX pos_refunds_of_sale ON pos_refunds (sale_id, created_at);
    CREATE INDEX pos_refunds_of_account ON pos_refunds (account_id, local_date);

    CREATE TABLE sms_outbox (
      id         text PRIMARY KEY CHECK (id LIKE 'sms\\_%'),
      account_id text NOT NULL REFERENCES developer_accounts (id),
      to_phone   text NOT NULL,
      body       text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX sms_outbox_of_account ON sms_outbox (account_id, created_at DESC, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sms_outbox; DROP TABLE pos_refunds; DROP TABLE pos_sales; DROP TABLE pos_counters; DROP TABLE pos_catalog_items;`.execute(db);
}
