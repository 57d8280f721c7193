import { type Kysely, sql } from 'kysely';

// Referral codes (one per user), the referrals made with them, and the rewards paid for them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE referral_codes (
      user_id    text PRIMARY KEY REFERENCES users (id),
      code       text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{8}$'),
      created_at timestamptz NOT NULL
    );

    CREATE TABLE referrals (
      id                text PRIMARY KEY CHECK (id LIKE 'rfl\\_%'),
      referrer_user_id  text NOT NULL REFERENCES users (id),
      referred_user_id  text NOT NULL UNIQUE REFERENCES users (id),
      code              text NOT NULL,
      status            text NOT NULL CHECK (status IN ('PENDING', 'QUALIFIED', 'COMPLETED', 'REJECTED', 'REVERSED')),
      status_reason     text,
      referred_phone    text NOT NULL,
      qualifying_ref    text,
      reward_amount     bigint NOT NULL CHECK (reward_amount > 0),
      reward_currency   char(3) NOT NULL REFERENCES currencies (code),
      reward_entry_id   text,
      created_at        timestamptz NOT NULL,
      qualified_at      timestamptz,
      completed_at      timestamptz,
      updated_at        timestamptz NOT NULL,
      CONSTRAINT completed_referrals_were_paid CHECK ((status = 'COMPLETED') = (reward_entry_id IS NOT NULL AND completed_at IS NOT NULL)),
      CONSTRAINT refusals_say_why CHECK ((status IN ('REJECTED', 'REVERSED')) = (status_reason IS NOT NULL))
    );
    CREATE INDEX referrals_of_referrer ON referrals (referrer_user_id, created_at DESC, id DESC);
    -- A phone number earns its referrer one reward, ever: a second account on it earns nothing.
    CREATE UNIQUE INDEX one_reward_per_phone ON referrals (referred_phone) WHERE status IN ('QUALIFIED', 'COMPLETED');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE referrals; DROP TABLE referral_codes;`.execute(db);
}
