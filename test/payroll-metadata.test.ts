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

describe('metadata on a payroll item', () => {
  it("is set per employee (kept by a template and copied onto its batches' items), updated with a POST to the item, and announced, the merchant alone", async () => {
    const developer = await ctx.h.createDeveloper();
    const as = { token: developer.merchant.accessToken, key: developer.subscriptionKey };
    const template = await ctx.h.rest('POST', '/payroll/templates', {
      ...as,
      body: { name: 'Shop staff', currency: 'GHS', employees: [{ name: 'Ama Mensah', phone: '+233241234567', amount: 100, metadata: { employeeNo: 'E-1' } }] },
    });
    expectEnvelope(template, 200, 'SUCCESS');
    expect(template.body.data.employees[0].metadata).toEqual({ employeeNo: 'E-1' });
    const created = await ctx.h.rest('POST', '/payroll/batches', {
      ...as,
      body: {
        name: 'December',
        currency: 'GHS',
        templateId: template.body.data.id,
        employees: [{ name: 'Kofi Boateng', phone: '+233241234568', amount: 50, metadata: { employeeNo: 'E-2', empty: '' } }],
      },
    });
    expectEnvelope(created, 200, 'SUCCESS');
    const batchId = created.body.data.id;
    const items = (await ctx.h.rest('GET', `/payroll/batches/${batchId}/items`, as)).body.data.items as { id: string; metadata: unknown }[];
    expect(items.map((item) => item.metadata)).toEqual([{ employeeNo: 'E-1' }, { employeeNo: 'E-2' }]);

    const updated = await ctx.h.rest('POST', `/payroll/batches/${batchId}/items/${items[1]!.id}`, { ...as, body: { metadata: { costCentre: 'bar' } } });
    expectEnvelope(updated, 200, 'SUCCESS');
    expect(updated.body.data).toMatchObject({ id: items[1]!.id, metadata: { employeeNo: 'E-2', costCentre: 'bar' } });
    const viaGraphql = await ctx.h.gql(
      'mutation($input: UpdatePayrollItemInput!) { updatePayrollItem(input: $input) { payrollItem { metadata { key value } } userErrors { field code } } }',
      { input: { batchId, itemId: items[1]!.id, metadata: [{ key: 'employeeNo', value: '' }] } },
      { token: as.token },
    );
    expect(viaGraphql.body.data.updatePayrollItem).toEqual({ payrollItem: { metadata: [{ key: 'costCentre', value: 'bar' }] }, userErrors: [] });
    // The template keeps its own: an item's change is the item's.
    expect((await ctx.h.rest('GET', '/payroll/templates', as)).body.data.items[0].employees[0].metadata).toEqual({ employeeNo: 'E-1' });
    const badEntry = await ctx.h.gql(
      'mutation($input: CreatePayrollBatchInput!) { createPayrollBatch(input: $input) { payrollBatch { id } userErrors { field code } } }',
      {
        input: { name: 'Bad', currency: 'GHS', employees: [{ name: 'Esi', phone: '+233241234569', amount: '5.00', metadata: [{ key: 'a[0]', value: 'x' }] }] },
      },
      { token: as.token },
    );
    expect(userErrorsOf(badEntry.body).map((e) => (e.field ?? []).join('.'))).toEqual([expect.stringMatching(/^input\.employees\.0\.metadata/)]);

    const events = await ctx.h.db
      .selectFrom('events')
      .select('data')
      .where('owner_id', '=', developer.merchant.id)
      .where('type', '=', 'payroll.item_updated')
      .orderBy('seq')
      .execute();
    expect(events.map((e) => (e.data as { item: { batchId: string; metadata: unknown } }).item)).toEqual([
      expect.objectContaining({ batchId, metadata: { employeeNo: 'E-2', costCentre: 'bar' } }),
      expect.objectContaining({ batchId, metadata: { costCentre: 'bar' } }),
    ]);

    const other = await ctx.h.createDeveloper();
    expectEnvelope(
      await ctx.h.rest('POST', `/payroll/batches/${batchId}/items/${items[0]!.id}`, {
        token: other.merchant.accessToken,
        key: other.subscriptionKey,
        body: { metadata: { x: '1' } },
      }),
      404,
      'NOT_FOUND',
    );
    // An item of another batch of the same merchant is not found under this one.
    const second = await ctx.h.rest('POST', '/payroll/batches', { ...as, body: { name: 'Other', currency: 'GHS', templateId: template.body.data.id } });
    expectEnvelope(
      await ctx.h.rest('POST', `/payroll/batches/${second.body.data.id}/items/${items[0]!.id}`, { ...as, body: { metadata: { x: '1' } } }),
      404,
      'NOT_FOUND',
    );
  });
});
