import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { declaredLedgerAccountKinds } from '../src/app/migrator.js';
import { useHarness } from './support/harness.js';

// Modules declare the kinds of ledger account they keep in their manifests; the migrator registers
// them and the database refuses an account of any other kind. Adding a domain edits no CHECK.

const ctx = useHarness();

describe('ledger account kinds', () => {
  it('are registered from the manifests, each by the module that keeps it', async () => {
    const declared = declaredLedgerAccountKinds();
    expect(declared.get('WALLET')).toBe('ledger');
    expect(declared.get('MOMO_SETTLEMENT')).toBe('momo');
    expect(declared.get('LOANS_RECEIVABLE')).toBe('loans');
    expect(declared.get('CARD_SETTLEMENT')).toBe('checkout');
    const byKind = (a: { kind: string }, b: { kind: string }) => (a.kind < b.kind ? -1 : 1);
    const registered = await ctx.h.db.selectFrom('ledger_account_kinds').selectAll().execute();
    expect(registered.sort(byKind)).toEqual([...declared].map(([kind, module]) => ({ kind, module })).sort(byKind));
    // Every account the platform holds is of a declared kind.
    const used = await ctx.h.db.selectFrom('ledger_accounts').select('kind').distinct().execute();
    for (const { kind } of used) expect(declared.has(kind)).toBe(true);
  });

  it('an account of a kind no module declared is refused by the database', async () => {
    await expect(
      sql`INSERT INTO ledger_accounts (id, kind, wallet_id, currency, balance, created_at) VALUES ('la_undeclared', 'UNDECLARED_KIND', NULL, 'GHS', NULL, now())`.execute(
        ctx.h.db,
      ),
    ).rejects.toThrow(/ledger_account_kind_registered/);
  });
});
