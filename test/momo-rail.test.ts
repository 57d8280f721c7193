import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.js';
import type { MomoOperationRow } from '../src/modules/momo/momo.tables.js';
import { SECOND } from '../src/platform/clock.js';
import { useHarness } from './support/harness.js';

// A domain of this test only declares its purposes, as bills or payroll will from their own folder.
declare module '../src/modules/momo/momo.rail.js' {
  interface RailPurposes {
    TEST_BILL: true;
    TEST_UNWIRED: true;
  }
}

const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '5' });

async function start(purpose: 'TEST_BILL' | 'TEST_UNWIRED', subjectId: string, msisdn: string): Promise<MomoOperationRow> {
  const user = await ctx.h.createUser();
  const wallet = await ctx.h.db.selectFrom('wallets').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
  return inTransaction(ctx.h.db, (tx) =>
    ctx.h.services.momo.startOnRail(tx, {
      purpose,
      subjectId,
      kind: 'disbursement.transfer',
      accountId: null,
      userId: user.id,
      walletId: wallet.id,
      amount: 2500n,
      currency: 'GHS',
      msisdn,
      holdEntryId: null,
    }),
  );
}

describe('the mobile money rail', () => {
  it("gives a domain its operation's outcome, once, with its own id, in the completing transaction", async () => {
    const outcomes: { subjectId: string | null; succeeded: boolean; status: string }[] = [];
    ctx.h.services.momo.onRailOutcome('TEST_BILL', async (tx, operation, succeeded) => {
      const current = await tx.selectFrom('momo_operations').select('status').where('id', '=', operation.id).executeTakeFirstOrThrow();
      outcomes.push({ subjectId: operation.subject_id, succeeded, status: current.status });
    });
    expect(() => ctx.h.services.momo.onRailOutcome('TEST_BILL', async () => undefined)).toThrow('has a handler already');
    await start('TEST_BILL', 'bill_paid', '233241234567');
    await start('TEST_BILL', 'bill_refused', '46733123456');
    ctx.h.clock.advance(5 * SECOND);
    await ctx.h.services.jobs.runDue();
    await ctx.h.services.jobs.runDue();
    expect(outcomes.sort((a, b) => String(a.subjectId).localeCompare(String(b.subjectId)))).toEqual([
      { subjectId: 'bill_paid', succeeded: true, status: 'SUCCESSFUL' },
      { subjectId: 'bill_refused', succeeded: false, status: 'FAILED' },
    ]);
  });

  it('keeps an outcome pending when its purpose has no handler, and refuses a malformed purpose in the database', async () => {
    const operation = await start('TEST_UNWIRED', 'bill_unwired', '233241234567');
    ctx.h.clock.advance(5 * SECOND);
    await ctx.h.services.jobs.runDue();
    const row = await ctx.h.db.selectFrom('momo_operations').select('status').where('id', '=', operation.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
    const job = await ctx.h.db
      .selectFrom('jobs')
      .select(['last_error', 'done_at'])
      .where('kind', '=', 'momo.complete')
      .where(sql<boolean>`payload->>'referenceId' = ${operation.id}`)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ last_error: 'no rail outcome handler for TEST_UNWIRED', done_at: null });
    await expect(sql`UPDATE momo_operations SET purpose = 'not a purpose' WHERE id = ${operation.id}`.execute(ctx.h.db)).rejects.toThrow(
      /momo_operations_purpose_check/,
    );
  });
});
