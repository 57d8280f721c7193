import { type Kysely, sql } from 'kysely';

// Loans: the sandbox's products, applications and loans, their instalments (the repayment
// schedule, in minor units) and the repayments allocated across them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE loan_products (
      id              text PRIMARY KEY,
      name            text NOT NULL,
      currency        char(3) NOT NULL REFERENCES currencies (code),
      min_amount      bigint NOT NULL CHECK (min_amount > 0),
      max_amount      bigint NOT NULL CHECK (max_amount >= min_amount),
      min_term        integer NOT NULL CHECK (min_term >= 1),
      max_term        integer NOT NULL CHECK (max_term >= min_term),
      annual_rate     numeric(6, 2) NOT NULL CHECK (annual_rate >= 0),
      fee_percent     numeric(5, 2) NOT NULL CHECK (fee_percent >= 0),
      late_fee        bigint NOT NULL CHECK (late_fee >= 0),
      min_score       integer NOT NULL
    );
    INSERT INTO loan_products VALUES
      ('lp_quick_cash_gh', 'Quick Cash', 'GHS', 5000, 200000, 1, 6, 30.00, 2.00, 1000, 580),
      ('lp_salary_advance_gh', 'Salary Advance', 'GHS', 50000, 1000000, 3, 12, 24.00, 1.50, 2500, 670),
      ('lp_sme_capital_gh', 'SME Working Capital', 'GHS', 200000, 5000000, 6, 24, 20.00, 1.00, 5000, 740),
      ('lp_quick_cash_ng', 'Quick Cash Nigeria', 'NGN', 500000, 50000000, 1, 6, 36.00, 2.00, 50000, 580);

    CREATE TABLE loans (
      id               text PRIMARY KEY CHECK (id LIKE 'ln\\_%'),
      user_id          text NOT NULL REFERENCES users (id),
      wallet_id        text NOT NULL REFERENCES wallets (id),
      product_id       text NOT NULL REFERENCES loan_products (id),
      currency         char(3) NOT NULL REFERENCES currencies (code),
      principal        bigint NOT NULL CHECK (principal > 0),
      annual_rate      numeric(6, 2) NOT NULL,
      term_months      integer NOT NULL CHECK (term_months >= 1),
      monthly_payment  bigint NOT NULL,
      fee              bigint NOT NULL CHECK (fee >= 0),
      purpose          text,
      status           text NOT NULL CHECK (status IN ('PENDING_APPROVAL', 'REJECTED', 'ACTIVE', 'OVERDUE', 'PAID_OFF')),
      rejection_reason text,
      applied_at       timestamptz NOT NULL,
      decided_at       timestamptz,
      disbursed_at     timestamptz,
      paid_off_at      timestamptz,
      updated_at       timestamptz NOT NULL,
      CONSTRAINT rejections_say_why CHECK ((status = 'REJECTED') = (rejection_reason IS NOT NULL))
    );
    CREATE INDEX loans_of_user ON loans (user_id, applied_at DESC, id DESC);
    -- One loan at a time: a user with a loan pending, active or overdue cannot open another.
    CREATE UNIQUE INDEX one_open_loan_per_user ON loans (user_id) WHERE status IN ('PENDING_APPROVAL', 'ACTIVE', 'OVERDUE');

    CREATE TABLE loan_instalments (
      loan_id        text NOT NULL REFERENCES loans (id),
      number         integer NOT NULL CHECK (number >= 1),
      due_date       date NOT NULL,
      principal      bigint NOT NULL CHECK (principal >= 0),
      interest       bigint NOT NULL CHECK (interest >= 0),
      late_fee       bigint NOT NULL DEFAULT 0 CHECK (late_fee >= 0),
      paid_principal bigint NOT NULL DEFAULT 0,
      paid_interest  bigint NOT NULL DEFAULT 0,
      paid_fee       bigint NOT NULL DEFAULT 0,
      status         text NOT NULL CHECK (status IN ('DUE', 'OVERDUE', 'PAID')),
      was_overdue    boolean NOT NULL DEFAULT false,
      paid_at        timestamptz,
      PRIMARY KEY (loan_id, number),
      CONSTRAINT never_overpaid CHECK (paid_principal BETWEEN 0 AND principal AND paid_interest BETWEEN 0 AND interest AND paid_fee BETWEEN 0 AND late_fee),
      CONSTRAINT paid_means_paid CHECK ((status = 'PAID') = (paid_principal = principal AND paid_interest = interest AND paid_fee = late_fee))
    );

    CREATE TABLE loan_repayments (
      id          text PRIMARY KEY CHECK (id LIKE 'lr\\_%'),
      loan_id     text NOT NULL REFERENCES loans (id),
      amount      bigint NOT NULL CHECK (amount > 0),
      to_fees     bigint NOT NULL,
      to_interest bigint NOT NULL,
      to_principal bigint NOT NULL,
      entry_id    text NOT NULL,
      created_at  timestamptz NOT NULL,
      CONSTRAINT allocated_in_full CHECK (to_fees + to_interest + to_principal = amount)
    );
    CREATE INDEX loan_repayments_of_loan ON loan_repayments (loan_id, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE loan_repayments; DROP TABLE loan_instalments; DROP TABLE loans; DROP TABLE loan_products;`.execute(db);
}
