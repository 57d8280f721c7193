import { type Kysely, sql } from 'kysely';

/**
 * Which text of each module's SQL definition files (src/modules/<module>/sql/*.sql) the database
 * was last given, by its SHA-256, so the migrator applies a file again only when it changed
 * (src/app/sql-definitions.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sql_definitions (
      file       text PRIMARY KEY,
      sha256     text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      applied_at timestamptz NOT NULL DEFAULT now()
    );
    COMMENT ON TABLE sql_definitions IS 'The text of each module''s SQL definition file the database was last given (src/app/sql-definitions.ts).';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sql_definitions`.execute(db);
}
