import { describe, expect, it } from 'vitest';
import { compiledOnce } from '../src/db/compiled-once.js';
import { useHarness } from './support/harness.js';

const ctx = useHarness();

describe('queries compiled once', () => {
  it('bind each call’s value to the one compiled text, on the pool or in a transaction', async () => {
    const [a, b] = [await ctx.h.createUser(), await ctx.h.createUser()];
    const emailOf = compiledOnce((id) => ctx.h.db.selectFrom('users').select('email').where('id', '=', id));
    expect(await emailOf(ctx.h.db, a.id)).toEqual([{ email: a.email }]);
    expect(await emailOf(ctx.h.db, b.id)).toEqual([{ email: b.email }]);
    await ctx.h.db.transaction().execute(async (tx) => expect(await emailOf(tx, a.id)).toEqual([{ email: a.email }]));
    expect(await emailOf(ctx.h.db, 'usr_nobody')).toEqual([]);
  });

  it('refuse a query that does not use its value exactly once', async () => {
    const twice = compiledOnce((id) => ctx.h.db.selectFrom('users').select('email').where('id', '=', id).where('email', '=', id));
    await expect(twice(ctx.h.db, 'x')).rejects.toThrow('exactly once');
    const never = compiledOnce(() => ctx.h.db.selectFrom('users').select('email').where('id', '=', 'usr_fixed'));
    await expect(never(ctx.h.db, 'x')).rejects.toThrow('exactly once');
  });
});
