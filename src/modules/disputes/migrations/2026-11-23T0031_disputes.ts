import { type Kysely, sql } from 'kysely';

// Disputes a user files against a transaction of their own, with the comments of the user and of
// administrators. One open dispute per transaction; a refunded resolution is paid from the
// platform's suspense account (recovering it from the other party is not modelled).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE disputes (
      id                       text PRIMARY KEY CHECK (id LIKE 'dsp\\_%'),
      user_id                  text NOT NULL REFERENCES users (id),
      wallet_id                text NOT NULL REFERENCES wallets (id),
      transaction_id           text NOT NULL,
      transaction_kind         text NOT NULL CHECK (transaction_kind IN ('P2P_TRANSFER', 'REMITTANCE', 'BILL_PAYMENT', 'FUND_IN')),
      amount                   bigint NOT NULL CHECK (amount > 0),
      currency                 char(3) NOT NULL REFERENCES currencies (code),
      reason                   text NOT NULL CHECK (reason IN ('unauthorized', 'duplicate', 'not_received', 'incorrect_amount', 'other')),
      description              text NOT NULL CHECK (char_length(description) BETWEEN 10 AND 1000),
      evidence                 text[] NOT NULL DEFAULT '{}',
      status                   text NOT NULL CHECK (status IN ('OPEN', 'UNDER_REVIEW', 'RESOLVED')),
      priority                 text NOT NULL CHECK (priority IN ('LOW', 'MEDIUM', 'HIGH')),
      resolution               text CHECK (resolution IN ('REFUNDED', 'DECLINED')),
      resolution_note          text,
      refund_entry_id          text,
      expected_resolution_date timestamptz NOT NULL,
      created_at               timestamptz NOT NULL,
      resolved_at              timestamptz,
      updated_at               timestamptz NOT NULL,
      CONSTRAINT resolved_disputes_say_how CHECK ((status = 'RESOLVED') = (resolution IS NOT NULL AND resolved_at IS NOT NULL)),
      CONSTRAINT refunds_have_entries CHECK ((resolution = 'REFUNDED') = (refund_entry_id IS NOT NULL))
    );
    CREATE INDEX disputes_of_user ON disputes (user_id, created_at DESC, id DESC);
    CREATE UNIQUE INDEX one_open_dispute_per_transaction ON disputes (transaction_id) WHERE status <> 'RESOLVED';
    CREATE UNIQUE INDEX one_refund_per_transaction ON disputes (transaction_id) WHERE resolution = 'REFUNDED';

    CREATE TABLE dispute_comments (
      id          text PRIMARY KEY CHECK (id LIKE 'dcm\\_%'),
      dispute_id  text NOT NULL REFERENCES disputes (id),
      author_id   text NOT NULL REFERENCES users (id),
      author_role text NOT NULL CHECK (author_role IN ('USER', 'ADMIN')),
      body        text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
      created_at  timestamptz NOT NULL
    );
    CREATE INDEX dispute_comments_of_dispute ON dispute_comments (dispute_id, created_at, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE dispute_comments; DROP TABLE disputes;`.execute(db);
}
