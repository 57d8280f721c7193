import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { SECOND } from '../src/platform/clock.js';
import { expectEnvelope, fieldsOf, useHarness, mutationRefusal } from './support/harness.js';
import { expectFieldRefusals, expectHiddenFromStranger } from './support/kit.js';

const CreatePayrollBatch = graphql(`
  mutation CreatePayrollBatch($i: CreatePayrollBatchInput!) { createPayrollBatch(input: $i) { payrollBatch { id status totalEmployees totalAmount { amount currency } } userErrors { field message code } } }
`);
const ProcessPayrollBatch = graphql(`
  mutation ProcessPayrollBatch($id: ID!) { processPayrollBatch(id: $id) { payrollBatch { status items { processing } employees(first: 5) { edges { node { reference status } } } } userErrors { field message code } } }
`);
const SaveTemplate = graphql(`
  mutation SaveTemplate($i: CreatePayrollTemplateInput!) { createPayrollTemplate(input: $i) { payrollTemplate { id name employees { name amount { amount currency } } } userErrors { field message code } } }
`);
const Templates = graphql(`
  query Templates { payrollTemplates(first: 5) { edges { node { id } } } }
`);
const PayrollBatchById = graphql(`
  query PayrollBatchById($id: ID!) { payrollBatch(id: $id) { id status } }
`);

const CorrectItem = graphql(`
  mutation CorrectItem($b: ID!, $i: ID!, $input: CorrectPayrollItemInput!) { correctPayrollItem(batchId: $b, itemId: $i, input: $input) { item { id name phone status } userErrors { field message code } } }
`);

const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '5' });
const FAILING = '+46733123455'; // transfers fail: NOT_ENOUGH_FUNDS

async function post(path: string, body?: unknown) {
  return ctx.h.rest('POST', path, { token: await ctx.h.signIn(ctx.h.merchant), ...(body === undefined ? {} : { body }) });
}
async function get(path: string) {
  return ctx.h.rest('GET', path, { token: await ctx.h.signIn(ctx.h.merchant) });
}
async function settle() {
  ctx.h.clock.advance(5 * SECOND);
  await ctx.h.services.jobs.runDue();
}

const staff = [
  { name: 'Ama Mensah', phone: '+233241234567', amount: 100, reference: 'NOV-AMA' },
  { name: 'Kojo Asante', phone: '+233241234568', amount: 50 },
  { name: 'Yaw Boateng', phone: FAILING, amount: 20 },
];

describe('payroll', () => {
  it('holds the total and fees at once, pays each employee, returns what failed, and retries it under the same reference', async () => {
    await ctx.h.fund(ctx.h.merchant, 'GHS', '1000.00');
    const created = await post('/payroll/batches', { name: 'November', currency: 'GHS', employees: staff });
    expectEnvelope(created, 200, 'SUCCESS');
    expect(created.body.data).toMatchObject({ status: 'DRAFT', totalEmployees: 3, totalAmount: 170, totalFees: 1.7, currency: 'GHS' });
    const id = created.body.data.id;
    const before = await ctx.h.balanceOf(ctx.h.merchant, 'GHS');
    const processing = await post(`/payroll/batches/${id}/process`);
    expect(processing.body.data).toMatchObject({ status: 'PROCESSING', items: { processing: 3 } });
    // Each item's amount and fee held at once: no longer available, still in the balance.
    expect(await ctx.h.availableOf(ctx.h.merchant, 'GHS')).toBe(before - 17_170n);
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(before);
    expectEnvelope(await post(`/payroll/batches/${id}/process`), 409, 'BATCH_ALREADY_PROCESSED');
    await settle();
    const settled = await get(`/payroll/batches/${id}`);
    expect(settled.body.data).toMatchObject({ status: 'PARTIALLY_COMPLETED', items: { succeeded: 2, failed: 1, processing: 0 } });
    // The paid items left the wallet; the failed item's hold was released, so its amount and fee never did.
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(before - 17_170n + 2_020n);
    expect(await ctx.h.availableOf(ctx.h.merchant, 'GHS')).toBe(before - 17_170n + 2_020n);
    const items = (await get(`/payroll/batches/${id}/items`)).body.data.items;
    expect(items.map((i: any) => [i.reference, i.status, i.failureReason])).toEqual([
      ['NOV-AMA', 'SUCCEEDED', null],
      [`${id}-2`, 'SUCCEEDED', null],
      [`${id}-3`, 'FAILED', 'NOT_ENOUGH_FUNDS'],
    ]);
    const event = await ctx.h.db
      .selectFrom('events')
      .select('data')
      .where('owner_id', '=', ctx.h.merchant.id)
      .where('type', '=', 'payroll.batch_settled')
      .execute();
    expect(event.at(-1)?.data).toMatchObject({ batch: { id, status: 'PARTIALLY_COMPLETED' }, succeeded: 2, failed: 1 });
    const operations = await ctx.h.db
      .selectFrom('momo_operations')
      .select('external_id')
      .where('purpose', '=', 'PAYROLL')
      .where('party_id', '=', FAILING.slice(1))
      .execute();
    expect(operations.map((o) => o.external_id)).toEqual([`${id}-3`]);

    const retried = await post(`/payroll/batches/${id}/retry`);
    expect(retried.body.data).toMatchObject({ status: 'PROCESSING', items: { processing: 1, succeeded: 2 } });
    await settle();
    const again = await ctx.h.db
      .selectFrom('momo_operations')
      .select('external_id')
      .where('purpose', '=', 'PAYROLL')
      .where('party_id', '=', FAILING.slice(1))
      .execute();
    expect(again.map((o) => o.external_id)).toEqual([`${id}-3`, `${id}-3`]);
    expect((await get(`/payroll/batches/${id}/items`)).body.data.items[2]).toMatchObject({ status: 'FAILED', attempts: 2 });
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(before - 17_170n + 2_020n);
    expectEnvelope(await post(`/payroll/batches/${id}/retry`), 200, 'SUCCESS');
    await settle();
    await ctx.h.expectReconciled();
  });

  it("settles the answers that fall due together in one transaction, and a fault in one of them stays that item's own", async () => {
    await ctx.h.fund(ctx.h.merchant, 'GHS', '1000.00');
    const employees = Array.from({ length: 6 }, (_, i) => ({ name: `Employee ${i + 1}`, phone: `+2332412000${String(i).padStart(2, '0')}`, amount: 10 }));
    const created = await post('/payroll/batches', { name: 'Together', currency: 'GHS', employees });
    const id = created.body.data.id;
    const before = await ctx.h.balanceOf(ctx.h.merchant, 'GHS');
    expectEnvelope(await post(`/payroll/batches/${id}/process`), 200, 'SUCCESS');
    // The fourth item's hold cannot be found (its subject mislaid): settling that item fails.
    const items = await ctx.h.db.selectFrom('payroll_items').select(['id', 'position']).where('batch_id', '=', id).orderBy('position').execute();
    const broken = items[3]!.id;
    await ctx.h.db
      .updateTable('ledger_holds')
      .set({ subject_id: `mislaid-${broken}` })
      .where('subject_id', '=', broken)
      .execute();
    await settle();
    const statuses = await ctx.h.db.selectFrom('payroll_items').select('status').where('batch_id', '=', id).orderBy('position').execute();
    expect(statuses.map((i) => i.status)).toEqual(['SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED', 'PROCESSING', 'SUCCEEDED', 'SUCCEEDED']);
    // The others' answers settled (each on its own once their group failed), the broken one waits to be retried with its error.
    const job = await ctx.h.db
      .selectFrom('jobs')
      .select(['done_at', 'last_error'])
      .where('kind', '=', 'momo.complete')
      .where(sql<boolean>`payload->>'referenceId' = (SELECT momo_operation_id FROM payroll_items WHERE id = ${broken})`)
      .executeTakeFirstOrThrow();
    expect(job.done_at).toBeNull();
    expect(job.last_error).toMatch(/no pending hold for pi_/);
    expect((await get(`/payroll/batches/${id}`)).body.data).toMatchObject({ status: 'PROCESSING', items: { succeeded: 5, processing: 1 } });
    // Five payouts left the wallet; the sixth is still held.
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(before - 5n * 1_010n);
    expect(await ctx.h.availableOf(ctx.h.merchant, 'GHS')).toBe(before - 6n * 1_010n);
    // Its hold found again, the job's retry settles it and the batch.
    await ctx.h.db.updateTable('ledger_holds').set({ subject_id: broken }).where('subject_id', '=', `mislaid-${broken}`).execute();
    ctx.h.clock.advance(2 * SECOND);
    await ctx.h.services.jobs.runDue();
    expect((await get(`/payroll/batches/${id}`)).body.data).toMatchObject({ status: 'COMPLETED', items: { succeeded: 6 } });
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(before - 6n * 1_010n);
    await ctx.h.expectReconciled();
  });

  it("settles a batch's answers due together in one transaction", async () => {
    await ctx.h.fund(ctx.h.merchant, 'GHS', '1000.00');
    const employees = Array.from({ length: 4 }, (_, i) => ({ name: `Employee ${i + 1}`, phone: `+2332413000${String(i).padStart(2, '0')}`, amount: 5 }));
    const id = (await post('/payroll/batches', { name: 'One transaction', currency: 'GHS', employees })).body.data.id;
    expectEnvelope(await post(`/payroll/batches/${id}/process`), 200, 'SUCCESS');
    await settle();
    expect((await get(`/payroll/batches/${id}`)).body.data).toMatchObject({ status: 'COMPLETED', items: { succeeded: 4 } });
    // One transaction: its entries share one transaction id (xmin), and their debits were written in one call.
    const { rows } = await sql<{ transactions: string; entries: string }>`
      SELECT count(DISTINCT xmin::text) AS transactions, count(*) AS entries FROM journal_entries WHERE kind = 'PAYROLL_PAID' AND metadata->>'payrollBatchId' = ${id}`.execute(
      ctx.h.db,
    );
    expect(rows[0]).toEqual({ transactions: '1', entries: '4' });
    await ctx.h.expectReconciled();
  });

  it('pays a retry once the fails-once number failed, and pays a failed item at its corrected number (REST and GraphQL)', async () => {
    await ctx.h.fund(ctx.h.merchant, 'GHS', '1000.00');
    const created = await post('/payroll/batches', {
      name: 'December',
      currency: 'GHS',
      employees: [
        { name: 'Esi Ofori', phone: '+46733123464', amount: 10 },
        { name: 'Kwame Typo', phone: FAILING, amount: 20 },
      ],
    });
    const id = created.body.data.id;
    await post(`/payroll/batches/${id}/process`);
    await settle();
    const failed = (await get(`/payroll/batches/${id}/items`)).body.data.items;
    expect(failed.map((i: any) => [i.status, i.failureReason])).toEqual([
      ['FAILED', 'INTERNAL_PROCESSING_ERROR'],
      ['FAILED', 'NOT_ENOUGH_FUNDS'],
    ]);
    // The mistyped number is corrected before the retry; a paid or pending item cannot be.
    const corrected = await post(`/payroll/batches/${id}/items/${failed[1].id}/correct`, { phone: '+233241230000', name: 'Kwame Mensah' });
    expectEnvelope(corrected, 200, 'SUCCESS');
    expect(corrected.body.data).toMatchObject({ phone: '+233241230000', name: 'Kwame Mensah', status: 'FAILED' });
    expect(fieldsOf((await post(`/payroll/batches/${id}/items/${failed[1].id}/correct`, {})).body)).toEqual(['phone']);
    expectEnvelope(await post(`/payroll/batches/${id}/items/pi_nothing/correct`, { name: 'X' }), 404, 'NOT_FOUND');
    expectEnvelope(await post(`/payroll/batches/${id}/retry`), 200, 'SUCCESS');
    await settle();
    const paid = (await get(`/payroll/batches/${id}/items`)).body.data.items;
    expect(paid.map((i: any) => [i.status, i.attempts])).toEqual([
      ['SUCCEEDED', 2],
      ['SUCCEEDED', 2],
    ]);
    const numbers = await ctx.h.db.selectFrom('momo_operations').select('party_id').where('external_id', '=', `${id}-2`).orderBy('created_at').execute();
    expect(numbers.map((n) => n.party_id)).toEqual([FAILING.slice(1), '233241230000']);
    expectEnvelope(await post(`/payroll/batches/${id}/items/${paid[0].id}/correct`, { name: 'Esi' }), 409, 'ITEM_NOT_FAILED');
    const gql = await ctx.h.gql(CorrectItem, { b: id, i: paid[1].id, input: { name: 'K. Mensah' } }, { token: await ctx.h.signIn(ctx.h.merchant) });
    expect(mutationRefusal(gql.body).code).toBe('ITEM_NOT_FAILED');
    await ctx.h.expectReconciled();
  });

  it('refuses a batch the wallet cannot cover before any payout, and lets one of two concurrent processes win', async () => {
    const poor = await post('/payroll/batches', { name: 'Too big', currency: 'GHS', employees: [{ name: 'Esi', phone: '+233241234569', amount: 1_000_000 }] });
    expectEnvelope(await post(`/payroll/batches/${poor.body.data.id}/process`), 409, 'INSUFFICIENT_FUNDS');
    expect((await get(`/payroll/batches/${poor.body.data.id}`)).body.data).toMatchObject({ status: 'DRAFT', items: { pending: 1 } });

    await ctx.h.fund(ctx.h.merchant, 'GHS', '100.00');
    const batch = await post('/payroll/batches', { name: 'Race', currency: 'GHS', employees: staff.slice(0, 1) });
    const token = await ctx.h.signIn(ctx.h.merchant);
    const both = await Promise.all([1, 2].map(() => ctx.h.rest('POST', `/payroll/batches/${batch.body.data.id}/process`, { token })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    await settle();
    expect((await get(`/payroll/batches/${batch.body.data.id}`)).body.data.status).toBe('COMPLETED');
    await ctx.h.expectReconciled();
  });

  it('fills a batch from a template, and refuses bad input at its boundaries', async () => {
    const template = await post('/payroll/templates', { name: 'Shop staff', currency: 'GHS', employees: staff.slice(0, 2) });
    expectEnvelope(template, 200, 'SUCCESS');
    expect((await get('/payroll/templates')).body.data.items[0].id).toBe(template.body.data.id);
    const fromTemplate = await post('/payroll/batches', { name: 'December', currency: 'GHS', templateId: template.body.data.id });
    expect(fromTemplate.body.data).toMatchObject({ templateId: template.body.data.id, totalEmployees: 2, totalAmount: 150 });
    // A template with an empty list is the template; with employees, the template's come first, then the listed ones.
    const emptyList = await post('/payroll/batches', { name: 'December', currency: 'GHS', templateId: template.body.data.id, employees: [] });
    expect(emptyList.body.data).toMatchObject({ totalEmployees: 2, totalAmount: 150 });
    const extra = { name: 'Efua Owusu', phone: '+233241234569', amount: 25, reference: 'DEC-EFUA' };
    const merged = await post('/payroll/batches', { name: 'December', currency: 'GHS', templateId: template.body.data.id, employees: [extra] });
    expect(merged.body.data).toMatchObject({ totalEmployees: 3, totalAmount: 175 });
    const mergedItems = (await get(`/payroll/batches/${merged.body.data.id}/items`)).body.data.items;
    expect(mergedItems.map((i: { reference: string }) => i.reference)).toEqual(['NOV-AMA', `${merged.body.data.id}-2`, 'DEC-EFUA']);
    // The same reference in the template and the list is a conflict, named.
    const clash = await post('/payroll/batches', {
      name: 'x',
      currency: 'GHS',
      templateId: template.body.data.id,
      employees: [{ ...extra, reference: 'NOV-AMA' }],
    });
    expectEnvelope(clash, 400, 'BAD_REQUEST');
    expect(fieldsOf(clash.body)).toEqual(['employees']);
    const unknown = await post('/payroll/batches', { name: 'x', currency: 'GHS', templateId: 'ptpl_nothing' });
    expectEnvelope(unknown, 404, 'NOT_FOUND');
    expect(fieldsOf(unknown.body)).toEqual(['templateId']);
    const one = (more: object) => ({ name: 'Jan', currency: 'GHS', employees: [{ ...staff[0], ...more }] });
    await expectFieldRefusals<Record<string, unknown>>(
      [
        [one({ phone: '0241234567' }), 'employees.0.phone'],
        [one({ amount: 0 }), 'employees.0.amount'],
        [one({ amount: -5 }), 'employees.0.amount'],
        [one({ name: '' }), 'employees.0.name'],
        [one({ reference: 'has spaces' }), 'employees.0.reference'],
        [{ name: 'Jan', currency: 'GHS', employees: [] }, 'employees'],
        [{ name: 'Jan', currency: 'GHS', employees: Array.from({ length: 5001 }, () => staff[0]) }, 'employees'],
        [{ name: 'Jan', currency: 'GHX', employees: staff }, 'currency'],
        [{ ...one({}), bonus: true }, 'bonus'],
      ],
      { rest: async (body) => post('/payroll/batches', body) },
    );
    const user = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('POST', '/payroll/batches', { token: user.accessToken, body: one({}) }), 403, 'FORBIDDEN');
    const other = await ctx.h.createDeveloper();
    await expectHiddenFromStranger({
      rest: [
        () => ctx.h.rest('GET', `/payroll/batches/${fromTemplate.body.data.id}`, { key: other.subscriptionKey, token: other.merchant.accessToken }),
        () => ctx.h.rest('POST', `/payroll/batches/${fromTemplate.body.data.id}/process`, { key: other.subscriptionKey, token: other.merchant.accessToken }),
      ],
      gql: [() => ctx.h.gql(PayrollBatchById, { id: fromTemplate.body.data.id }, { key: other.subscriptionKey, token: other.merchant.accessToken })],
    });
  });

  it('answers on GraphQL too', async () => {
    await ctx.h.fund(ctx.h.merchant, 'GHS', '50.00');
    const token = await ctx.h.signIn(ctx.h.merchant);
    const created = await ctx.h.gql(
      CreatePayrollBatch,
      { i: { name: 'Bonus', currency: 'GHS', employees: [{ name: 'Ama', phone: '+233241234567', amount: '10.00', reference: 'BONUS-1' }] } },
      { token },
    );
    expect(created.body.data.createPayrollBatch.payrollBatch).toMatchObject({
      status: 'DRAFT',
      totalEmployees: 1,
      totalAmount: { amount: '10.00', currency: 'GHS' },
    });
    const processed = await ctx.h.gql(ProcessPayrollBatch, { id: created.body.data.createPayrollBatch.payrollBatch!.id }, { token });
    const template = await ctx.h.gql(
      SaveTemplate,
      { i: { name: 'Core', currency: 'GHS', employees: [{ name: 'Ama', phone: '+233241234567', amount: '12.50' }] } },
      { token },
    );
    expect(template.body.data.createPayrollTemplate.payrollTemplate).toMatchObject({
      name: 'Core',
      employees: [{ name: 'Ama', amount: { amount: '12.50', currency: 'GHS' } }],
    });
    const listed = await ctx.h.gql(Templates, {}, { token });
    expect(listed.body.data.payrollTemplates.edges.map((e) => e.node.id)).toContain(template.body.data.createPayrollTemplate.payrollTemplate!.id);
    expect(processed.body.data.processPayrollBatch.payrollBatch).toMatchObject({
      status: 'PROCESSING',
      items: { processing: 1 },
      employees: { edges: [{ node: { reference: 'BONUS-1', status: 'PROCESSING' } }] },
    });
  });
  it('answers payouts due together as it would one by one, in the order they were made: of five to the fails-once number, the first fails and the others are paid', async () => {
    // An account of its own: the number fails once per account.
    const developer = await ctx.h.createDeveloper();
    const as = { token: developer.merchant.accessToken, key: developer.subscriptionKey };
    await ctx.h.fund(developer.merchant, 'GHS', '1000.00');
    const employees = Array.from({ length: 5 }, (_, i) => ({ name: `Try ${i + 1}`, phone: '+46733123464', amount: 10 }));
    const id = (await ctx.h.rest('POST', '/payroll/batches', { ...as, body: { name: 'Twice', currency: 'GHS', employees } })).body.data.id;
    expectEnvelope(await ctx.h.rest('POST', `/payroll/batches/${id}/process`, as), 200, 'SUCCESS');
    await settle();
    const items = (await ctx.h.rest('GET', `/payroll/batches/${id}/items`, as)).body.data.items;
    expect(items.map((i: any) => [i.name, i.status, i.failureReason])).toEqual([
      ['Try 1', 'FAILED', 'INTERNAL_PROCESSING_ERROR'],
      ...['Try 2', 'Try 3', 'Try 4', 'Try 5'].map((name) => [name, 'SUCCEEDED', null]),
    ]);
  });
});
