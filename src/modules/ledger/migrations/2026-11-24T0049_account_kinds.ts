import { type Kysely, sql } from 'kysely';

const KINDS_BEFORE = [
  'WALLET',
  'HOLDING',
  'PLATFORM_FEES',
  'MOMO_SETTLEMENT',
  'FX_POSITION',
  'SUSPENSE',
  'SANDBOX_FUNDING',
  'BILLER_SETTLEMENT',
  'LOANS_RECEIVABLE',
  'LOAN_INTEREST',
  'MARKETING',
  'CARD_SETTLEMENT',
];

/**
 * The kinds of ledger account are declared by the modules that keep them (their manifests'
 * `ledgerAccountKinds`) and registered by the migrator, instead of a closed CHECK that every new
 * domain had to rewrite. An account's kind must be registered (a foreign key). The kinds of today
 * are registered here, so existing accounts keep a valid kind until the migrator names their modules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE ledger_account_kinds (
      kind   text PRIMARY KEY CHECK (kind ~ '^[A-Z][A-Z0-9_]{0,39}$'),
      module text NOT NULL
    );
    INSERT INTO ledger_account_kinds (kind, module) VALUES ${sql.join(KINDS_BEFORE.map((kind) => sql`(${sql.lit(kind)}, 'ledger')`))};
    ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_account_kind_registered FOREIGN KEY (kind) REFERENCES ledger_account_kinds (kind);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_account_kind_registered;
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (${sql.join(KINDS_BEFORE.map((kind) => sql.lit(kind)))}));
    DROP TABLE ledger_account_kinds;
  `.execute(db);
}
