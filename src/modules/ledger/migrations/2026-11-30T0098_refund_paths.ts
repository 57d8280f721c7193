import { type Kysely, sql } from 'kysely';

const PATHS_BEFORE: readonly (readonly [path: string, module: string, description: string])[] = [
  ['WALLET_REFUND', 'funding', 'a wallet refund'],
  ['DISPUTE', 'disputes', 'a dispute'],
  ['REVERSAL', 'transfers', "an administrator's reversal"],
  ['PAYMENT_REFUND', 'checkout', 'a payment refund'],
  ['POS_REFUND', 'pos', 'a point-of-sale refund'],
];

/**
 * The ways money of a transaction comes back are declared by the modules that refund (their
 * manifests' `refundPaths`) and registered by the migrator, instead of a closed CHECK and a list in
 * the ledger that every new refundable object had to edit. A claim's path must be registered (a
 * foreign key); its description is how a refusal names it. Today's paths are registered here, so
 * existing claims keep a valid path.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE refund_paths (
      path        text PRIMARY KEY CHECK (path ~ '^[A-Z][A-Z0-9_]{0,39}$'),
      module      text NOT NULL,
      description text NOT NULL CHECK (description <> '')
    );
    INSERT INTO refund_paths (path, module, description) VALUES ${sql.join(
      PATHS_BEFORE.map(([path, module, description]) => sql`(${sql.lit(path)}, ${sql.lit(module)}, ${sql.lit(description)})`),
    )};
    ALTER TABLE refund_claims DROP CONSTRAINT refund_claims_path_check;
    ALTER TABLE refund_claims ADD CONSTRAINT refund_path_registered FOREIGN KEY (path) REFERENCES refund_paths (path);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE refund_claims DROP CONSTRAINT refund_path_registered;
    ALTER TABLE refund_claims ADD CONSTRAINT refund_claims_path_check CHECK (path IN (${sql.join(PATHS_BEFORE.map(([path]) => sql.lit(path)))}));
    DROP TABLE refund_paths;
  `.execute(db);
}
