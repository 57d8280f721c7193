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
// The crossings left are listed below, each with what moving it waits for. A new crossing fails
// here; so does a listed one that no longer happens, so the list only shrinks.
const CROSSINGS_LEFT: Record<string, string> = {
  'bills → wallets': 'the wallet of a scheduled payment, joined in one statement',
  'checkout → developer_accounts': "the merchant's name on the hosted page",
  'checkout → momo_operations': "a payment's mobile money leg, joined in the payments list",
  'checkout → refund_records': 'what a payment has refunded, joined in its list',
  'credit → ledger_accounts': "the score's inputs, read in one statement",
  'credit → loan_instalments': "the score's inputs, read in one statement",
  'credit → loans': "the score's inputs, read in one statement",
  'credit → postings': "the score's inputs, read in one statement",
  'credit → wallets': "the score's inputs, read in one statement",
  'disputes → bill_payments': 'what a dispute is about, looked up by its kind',
  'disputes → journal_entries': 'the ledger entry a dispute names',
  'disputes → ledger_accounts': 'the ledger entry a dispute names',
  'disputes → momo_operations': 'what a dispute is about, looked up by its kind',
  'disputes → postings': 'the ledger entry a dispute names',
  'disputes → transfers': 'what a dispute is about, looked up by its kind',
  'disputes → wallets': 'what a dispute is about, looked up by its kind',
  'identity → wallets': "a user's wallet id, read with the user",
  'kyc → currencies': "a tier's maximum converted into an account's currency, in the ledger's call (kyc/sql/limits.sql)",
  'kyc → fx_rates': "a tier's maximum converted into an account's currency, in the ledger's call (kyc/sql/limits.sql)",
  'kyc → ledger_accounts': "a wallet's balances against a tier's maximum",
  'kyc → wallets': "a wallet's balances against a tier's maximum",
  'ledger → wallets': 'the wallet an account belongs to, joined in the money trace',
  'loans → wallets': "the borrower's wallet",
  'momo → api_users': "an API user's account, when the rail is called with MTN's credentials",
  'payment-links → pay_codes': "a link's page code, joined in its list",
  'referrals → momo_operations': "the referred user's first paying number",
  'secret-keys → developer_accounts': 'the account a key belongs to, read with the key',
  'transfers → wallets': "the sender's wallet",
  'wallets → journal_entries': "a wallet's history, read from the ledger in one statement",
  'wallets → ledger_accounts': "a wallet's balances and history, read from the ledger in one statement",
  'wallets → postings': "a wallet's history, read from the ledger in one statement",
  'webhooks → developer_accounts': "the callback secret and the owner's email, read with the deliveries they sign",
};

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
    expect([...published]).toEqual(['user_directory']);
  });

  it("are written by no other module: another module's write goes through the owner's service", () => {
    const writes = [...crossings()].filter(([, { writes }]) => writes).map(([key]) => key);
    expect(writes).toEqual([]);
  });

  it('are read by another module only where the list of crossings left says so, and every listed crossing still happens', () => {
    const found = [...crossings().keys()].sort();
    expect(found).toEqual(Object.keys(CROSSINGS_LEFT).sort());
  });
});
