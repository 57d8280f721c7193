import { type Kysely, sql } from 'kysely';

// Domains declare their rail purposes in their own folder (momo.rail.ts): the column checks the
// shape of a purpose, no longer a list every new domain would edit. subject_id carries the domain's
// own id to its outcome handler.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE momo_operations DROP CONSTRAINT momo_operations_purpose_check;
    ALTER TABLE momo_operations ADD CONSTRAINT momo_operations_purpose_check CHECK (purpose ~ '^[A-Z][A-Z0-9_]{1,39}$');
    ALTER TABLE momo_operations ADD COLUMN subject_id text;
    CREATE INDEX momo_operations_subject ON momo_operations (purpose, subject_id) WHERE subject_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX momo_operations_subject;
    ALTER TABLE momo_operations DROP COLUMN subject_id;
    ALTER TABLE momo_operations DROP CONSTRAINT momo_operations_purpose_check;
    ALTER TABLE momo_operations ADD CONSTRAINT momo_operations_purpose_check CHECK (purpose IN ('API', 'FUND_IN', 'CASH_OUT', 'REFUND', 'REMITTANCE'));
  `.execute(db);
}
