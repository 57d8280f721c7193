import { sql } from 'kysely';
import { describe, it } from 'vitest';
import { expectEnvelope, useHarness } from './support/harness.js';

/** A database fault during a look-up is a fault (500, logged), never "not found" or a zero balance. */
const ctx = useHarness();

async function withTableGone<T>(table: string, work: () => Promise<T>): Promise<T> {
  await sql`ALTER TABLE ${sql.table(table)} RENAME TO ${sql.table(`${table}_gone`)}`.execute(ctx.h.db);
  try {
    return await work();
  } finally {
    await sql`ALTER TABLE ${sql.table(`${table}_gone`)} RENAME TO ${sql.table(table)}`.execute(ctx.h.db);
  }
}

describe('faults are not swallowed', () => {
  it('answers 500 when the recipient look-up of a transfer fails, and 404 for an unknown recipient', async () => {
    const user = await ctx.h.createUser();
    const body = { recipientId: 'rcp_unknown', amount: 10, sendCurrency: 'GHS', receiveCurrency: 'GHS', speedTier: 'express' };
    expectEnvelope(await ctx.h.rest('POST', '/transactions', { token: user.accessToken, body }), 404, 'NOT_FOUND');
    const faulted = await withTableGone('recipients', () => ctx.h.rest('POST', '/transactions', { token: user.accessToken, body }));
    expectEnvelope(faulted, 500, 'INTERNAL_ERROR');
  });

  it('answers 500 when the fund-in refund look-up fails, and 404 for an unknown fund-in', async () => {
    const user = await ctx.h.createUser();
    expectEnvelope(
      await ctx.h.rest('POST', '/wallets/me/refund', { token: user.accessToken, body: { transactionId: '6a1f4f0e-8d0b-4a36-9a39-0c6a3f1b2c3d' } }),
      404,
      'NOT_FOUND',
    );
    const faulted = await withTableGone('momo_operations', () =>
      ctx.h.rest('POST', '/wallets/me/refund', { token: user.accessToken, body: { transactionId: '6a1f4f0e-8d0b-4a36-9a39-0c6a3f1b2c3d' } }),
    );
    expectEnvelope(faulted, 500, 'INTERNAL_ERROR');
  });
});
