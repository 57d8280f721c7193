import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.js';
import { useHarness } from './support/harness.js';

const ctx = useHarness();

describe('queries inside a transaction', () => {
  it('may not wait for a second pool connection (tests refuse it), and the pool is free again once the transaction ends', async () => {
    const db = ctx.h.db;
    await expect(
      inTransaction(db, async () => {
        await db.selectFrom('users').select('id').execute();
      }),
    ).rejects.toThrow('a query on the pool while this flow holds a transaction');
    // Work started inside a transaction that reaches the pool after the commit is not held to it.
    let later: Promise<unknown> | undefined;
    await inTransaction(db, async (tx) => {
      await tx.selectFrom('users').select('id').execute();
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.selectFrom('users').select('id').execute());
    });
    await expect(later).resolves.toEqual(expect.any(Array));
  });
});
