import { describe, expect, it } from 'vitest';
import { SECOND } from '../src/platform/clock.js';
import { expectEnvelope, useHarness, userErrorsOf } from './support/harness.js';

// A merchant ties a payroll batch to its pay period or cost centre: the batch takes metadata at
// creation, is updated with a POST to it on REST and GraphQL, and its events carry the metadata,
// so the merchant's handler of payroll.batch_settled finds its period without a call back.

const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '1' });

describe('metadata on a payroll batch', () => {
  it('is set at creation, updated by its merchant alone on REST and GraphQL, and carried by its events to the settlement', async () => {
    const developer = await ctx.h.createDeveloper();
    const as = { token: developer.merchant.accessToken, key: developer.subscriptionKey };
    await ctx.h.fund(developer.merchant, 'GHS', '500.00');
    const created = await ctx.h.rest('POST', '/payroll/batches', {
      ...as,
      body: {
        name: 'November',
        currency: 'GHS',
        employees: [{ name: 'Ama Mensah', phone: '+233241234567', amount: 100 }],
        metadata: { period: '2026-11', costCentre: 'ops' },
      },
    });
    expectEnvelope(created, 200, 'SUCCESS');
    expect(created.body.data.metadata).toEqual({ period: '2026-11', costCentre: 'ops' });
    const id = created.body.data.id;

    const updated = await ctx.h.rest('POST', `/payroll/batches/${id}`, { ...as, body: { metadata: { costCentre: '', approvedBy: 'kofi' } } });
    expectEnvelope(updated, 200, 'SUCCESS');
    expect(updated.body.data).toMatchObject({ id, status: 'DRAFT', metadata: { period: '2026-11', approvedBy: 'kofi' } });
    const viaGraphql = await ctx.h.gql(
      'mutation($input: UpdatePayrollBatchInput!) { updatePayrollBatch(input: $input) { payrollBatch { metadata { key value } } userErrors { field code } } }',
      { input: { id, metadata: [{ key: 'approvedBy', value: 'esi' }] } },
      { token: as.token },
    );
    expect(viaGraphql.body.data.updatePayrollBatch).toEqual({
      payrollBatch: {
        metadata: [
          { key: 'approvedBy', value: 'esi' },
          { key: 'period', value: '2026-11' },
        ],
      },
      userErrors: [],
    });

    const other = await ctx.h.createDeveloper();
    const refused = await ctx.h.rest('POST', `/payroll/batches/${id}`, {
      token: other.merchant.accessToken,
      key: other.subscriptionKey,
      body: { metadata: { period: 'mine' } },
    });
    expectEnvelope(refused, 404, 'NOT_FOUND');
    const refusedViaGraphql = await ctx.h.gql(
      'mutation($input: UpdatePayrollBatchInput!) { updatePayrollBatch(input: $input) { payrollBatch { id } userErrors { field code } } }',
      { input: { id, metadata: [{ key: 'period', value: 'mine' }] } },
      { token: other.merchant.accessToken },
    );
    expect(userErrorsOf(refusedViaGraphql.body)).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })]);

    expectEnvelope(await ctx.h.rest('POST', `/payroll/batches/${id}/process`, as), 200, 'SUCCESS');
    await ctx.h.services.jobs.runDue();
    ctx.h.clock.advance(2 * SECOND);
    await ctx.h.services.jobs.runDue();
    const events = await ctx.h.db
      .selectFrom('events')
      .select(['type', 'data'])
      .where('owner_id', '=', developer.merchant.id)
      .where('type', 'in', ['payroll.batch_updated', 'payroll.batch_settled'])
      .orderBy('seq')
      .execute();
    const expected = { period: '2026-11', approvedBy: 'esi' };
    expect(events.map((e) => [e.type, (e.data as { batch: { metadata: unknown } }).batch.metadata])).toEqual([
      ['payroll.batch_updated', { period: '2026-11', approvedBy: 'kofi' }],
      ['payroll.batch_updated', expected],
      ['payroll.batch_settled', expected],
    ]);
  });
});
