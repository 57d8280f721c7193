import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A module's tables are its own: another module reaches them through the owner's service, so the
// owner can change a column, an index or a rule without finding every reader first. This test reads
// each module's code (its migrations aside; its SQL definitions in sql/ included) for the tables it
// names in queries (Kysely's builders and SQL text alike) and compares them with the tables each module declares in its
// <module>.tables.ts. The platform's tables (events, jobs, idempotency keys, outboxes, …) are
// shared by design and not counted. A view a module publishes for the others (its type named
// …View, as identity's user_directory) is theirs to read, never to write.
//
// No module reads another's table: each reads what the owner publishes as a view, and a new
// crossing fails here.

const MODULES_DIR = path.join('src', 'modules');
const folders = readdirSync(MODULES_DIR);

/** Each module's code and SQL definitions outside its migrations (a migration creates and alters its own tables and may move data once). */
function moduleSources(folder: string): string[] {
  return readdirSync(path.join(MODULES_DIR, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && (entry.name.endsWith('.ts') || entry.name.endsWith('.sql')) && !entry.parentPath.includes(`${path.sep}migrations`))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
}

/** The tables (and views) a <module>.tables.ts declares in its `interface Database` block, and whether each is a view published for the other modules. */
function declaredTables(source: string): { table: string; published: boolean }[] {
  const block = /interface Database \{([\s\S]*?)\n {2}\}/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^\s+(\w+): (\w+);/gm)].map((m) => ({ table: m[1]!, published: m[2]!.endsWith('View') }));
}

const owners = new Map<string, string>();
const published = new Set<string>();
for (const folder of folders)
  for (const source of moduleSources(folder).filter((s) => s.includes("declare module '../../db/tables.js'")))
    for (const { table, published: isView } of declaredTables(source)) {
      owners.set(table, folder);
      if (isView) published.add(table);
    }

/** Every (module, table) pair where the table is another module's, with whether the module writes it. */
function crossings(): Map<string, { writes: boolean }> {
  const found = new Map<string, { writes: boolean }>();
  const note = (folder: string, table: string, writes: boolean) => {
    const owner = owners.get(table);
    if (owner === undefined || owner === folder || (published.has(table) && !writes)) return;
    const key = `${folder} → ${table}`;
    found.set(key, { writes: writes || (found.get(key)?.writes ?? false) });
  };
  for (const folder of folders)
    for (const source of moduleSources(folder)) {
      for (const [, call, table] of source.matchAll(/\b(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin)\(\s*'(\w+)/g))
        note(folder, table!, ['insertInto', 'updateTable', 'deleteFrom', 'mergeInto'].includes(call!));
      for (const [, keyword, table] of source.matchAll(/\b(FROM|JOIN|UPDATE|INTO)\s+(\w+)/g)) note(folder, table!, keyword === 'UPDATE' || keyword === 'INTO');
      // updateMetadataOf(…, { table: 'x', … }) writes the table it is given.
      for (const [, table] of source.matchAll(/\btable: '(\w+)'/g)) note(folder, table!, true);
    }
  return found;
}

describe("a module's tables", () => {
  it('are declared by one module each', () => {
    expect(owners.size).toBeGreaterThan(50);
    expect(owners.get('users')).toBe('identity');
    expect(owners.get('ledger_accounts')).toBe('ledger');
    expect([...published].sort()).toEqual([
      'account_balances',
      'api_user_directory',
      'bill_payment_directory',
      'callback_signing_secrets',
      'currency_directory',
      'developer_account_directory',
      'fx_rate_directory',
      'loan_directory',
      'loan_instalment_directory',
      'momo_operation_directory',
      'pay_code_directory',
      'posting_history',
      'refund_totals',
      'transfer_directory',
      'user_directory',
      'wallet_directory',
    ]);
  });

  it("are written by no other module: another module's write goes through the owner's service", () => {
    const writes = [...crossings()].filter(([, { writes }]) => writes).map(([key]) => key);
    expect(writes).toEqual([]);
  });

  it('are read by no other module: another module reads the views the owner publishes', () => {
    expect([...crossings().keys()]).toEqual([]);
  });
});
