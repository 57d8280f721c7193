import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { declaredRefundPaths } from '../src/app/migrator.js';
import { inTransaction } from '../src/db/database.js';
import { useHarness } from './support/harness.js';

// The ways money of a transaction comes back are declared by the modules that refund, in their
// manifests; the migrator registers them and the database refuses a claim by any other path. A new
// refundable object declares its path in its own folder and edits nothing in the ledger.

const ctx = useHarness();

describe('refund paths', () => {
  it('are registered from the manifests, each by the module that refunds, with how a refusal names it', async () => {
    const declared = declaredRefundPaths();
    expect(declared.get('DISPUTE')).toEqual({ module: 'disputes', description: 'a dispute' });
    expect(declared.get('POS_REFUND')).toEqual({ module: 'pos', description: 'a point-of-sale refund' });
    expect(declared.get('PAYMENT_REFUND')?.module).toBe('checkout');
    const registered = await ctx.h.db.selectFrom('refund_paths').selectAll().orderBy('path').execute();
    expect(registered).toEqual(
      [...declared].map(([path, { module, description }]) => ({ path, module, description })).sort((a, b) => (a.path < b.path ? -1 : 1)),
    );
    // Every claim the platform holds is by a declared path.
    const used = await ctx.h.db.selectFrom('refund_claims').select('path').distinct().execute();
    for (const { path } of used) expect(declared.has(path)).toBe(true);
  });

  it('a claim by a path no module declared is refused by the database', async () => {
    await sql`INSERT INTO refund_records (transaction_id, currency, amount) VALUES ('je_undeclared_path', 'GHS', 100)`.execute(ctx.h.db);
    await expect(
      sql`INSERT INTO refund_claims (id, transaction_id, path, amount, created_at) VALUES ('rcl_undeclared', 'je_undeclared_path', 'UNDECLARED_PATH', 100, now())`.execute(
        ctx.h.db,
      ),
    ).rejects.toThrow(/refund_path_registered/);
  });

  it('a refusal names the path that refunded, as its module declared it', async () => {
    const { refunds } = ctx.h.services.ledger;
    const id = randomUUID();
    const claim = { transactionId: `je_${id}`, currency: 'GHS', originalAmount: 1_000n, amount: 1_000n } as const;
    await inTransaction(ctx.h.db, (tx) => refunds.claim(tx, { ...claim, claimId: `dsp_${id}`, path: 'DISPUTE' }));
    await expect(inTransaction(ctx.h.db, (tx) => refunds.claim(tx, { ...claim, claimId: `rcl_${id}`, path: 'POS_REFUND' }))).rejects.toMatchObject({
      code: 'ALREADY_REFUNDED',
      message: expect.stringContaining(`already refunded by a dispute (dsp_${id})`),
    });
  });
});
