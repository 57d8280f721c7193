import { type Kysely, sql } from 'kysely';

/**
 * Every payment attempt on a hosted page, anonymous as they are: which page, from which client
 * address, with which card (a keyed fingerprint, never the number) or payer number, and whether
 * the card was declined. The throttles count them (pay-throttle.ts); a page whose attempts a
 * card tester drives answers 429 instead of telling approved cards from declined ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pay_attempts (
      id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      code             text NOT NULL,
      client_address   text NOT NULL,
      method           text NOT NULL CHECK (method IN ('CARD', 'MOBILE_MONEY')),
      card_fingerprint text,
      payer_phone      text,
      declined         boolean NOT NULL DEFAULT false,
      created_at       timestamptz NOT NULL,
      CONSTRAINT card_attempts_name_the_card CHECK ((method = 'CARD') = (card_fingerprint IS NOT NULL))
    );
    CREATE INDEX pay_attempts_by_code ON pay_attempts (code, created_at);
    CREATE INDEX pay_attempts_by_address ON pay_attempts (client_address, created_at);
    CREATE INDEX pay_attempts_by_card ON pay_attempts (card_fingerprint, created_at) WHERE card_fingerprint IS NOT NULL;
    CREATE INDEX pay_attempts_by_payer ON pay_attempts (payer_phone, created_at) WHERE payer_phone IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE pay_attempts`.execute(db);
}
