import { sql } from 'kysely';
import { sqlDefinitions } from '../../src/app/sql-definitions.js';
import type { DB } from '../../src/db/database.js';

/** What the modules' definition files declare: each function with its body (the text between its dollar quotes), each trigger with its table, and the file of each. */
export function declared(definitions = sqlDefinitions()) {
  const functions = new Map<string, { file: string; body: string }[]>();
  const triggers = new Map<string, { file: string; table: string }[]>();
  for (const { file, text } of definitions) {
    for (const m of text.matchAll(/CREATE OR REPLACE FUNCTION (\w+)\([\s\S]*?AS \$\$([\s\S]*?)\$\$;/g))
      functions.set(m[1]!, [...(functions.get(m[1]!) ?? []), { file, body: m[2]! }]);
    for (const m of text.matchAll(/CREATE OR REPLACE TRIGGER (\w+)[\s\S]*? ON (\w+)/g))
      triggers.set(`${m[2]}.${m[1]}`, [...(triggers.get(`${m[2]}.${m[1]}`) ?? []), { file, table: m[2]! }]);
  }
  return { functions, triggers };
}

/** The functions the modules' definition files own in the database (the ledger's and limits', named ledger_… or refund_…, and the webhooks' fan-out, webhook_…), with their bodies. */
export async function liveFunctions(db: DB): Promise<Map<string, string>> {
  const { rows } = await sql<{ name: string; body: string }>`
    SELECT proname AS name, prosrc AS body FROM pg_proc
    WHERE pronamespace = 'public'::regnamespace AND (proname LIKE 'ledger\\_%' OR proname LIKE 'refund\\_%' OR proname LIKE 'webhook\\_%')`.execute(db);
  return new Map(rows.map((r) => [r.name, r.body]));
}

/** Every trigger, as table.name, on the given tables. */
export async function liveTriggers(db: DB, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT tgrelid::regclass::text || '.' || tgname AS name FROM pg_trigger
    WHERE NOT tgisinternal AND tgrelid::regclass::text = ANY (${tables})`.execute(db);
  return rows.map((r) => r.name).sort();
}
