import { graphql } from '../src/generated/documents/index.js';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECOND } from '../src/platform/clock.js';
import { COLLECTION_OUTCOMES, TRANSFER_OUTCOMES } from '../src/rails/mobile-money.js';
import { expectEnvelope, fieldsOf, useHarness, mutationRefusal } from './support/harness.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const StartMobileMoneyOperation = graphql(`
  mutation StartMobileMoneyOperation($i: MobileMoneyOperationInput!) { startMobileMoneyOperation(input: $i) { mobileMoneyOperation { referenceId status product operation partyRole partyId amount } userErrors { field message code } } }
`);
const MobileMoneyOperation = graphql(`
  query MobileMoneyOperation($r: String!) { mobileMoneyOperation(kind: "disbursement.transfer", referenceId: $r) { status reason } }
`);
const StartMobileMoneyOperationReference = graphql(`
  mutation StartMobileMoneyOperationReference($i: MobileMoneyOperationInput!) { startMobileMoneyOperation(input: $i) { mobileMoneyOperation { referenceId } userErrors { field message code } } }
`);

const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '5' });
let basic: { user: string; password: string };

beforeAll(async () => {
  const apiUserId = randomUUID();
  await ctx.h.rest('POST', '/v1_0/apiuser', { body: { providerCallbackHost: 'example.com' }, headers: { 'X-Reference-Id': apiUserId } });
  const key = await ctx.h.rest('POST', `/v1_0/apiuser/${apiUserId}/apikey`);
  basic = { user: apiUserId, password: key.body.data.apiKey };
});

function send(
  path: string,
  body: Record<string, unknown>,
  options: { referenceId?: string | null; method?: string; auth?: { token?: string; basic?: typeof basic; key?: string } } = {},
) {
  const referenceId = options.referenceId === undefined ? randomUUID() : options.referenceId;
  const headers: Record<string, string> = referenceId === null ? {} : { 'X-Reference-Id': referenceId };
  const auth = options.auth ?? { basic };
  return ctx.h
    .rest(options.method ?? 'POST', path, {
      body,
      headers,
      ...(auth.basic ? { basic: auth.basic } : {}),
      ...(auth.token ? { token: auth.token } : {}),
      ...(auth.key ? { key: auth.key } : {}),
    })
    .then((r) => ({ ...r, referenceId }));
}

const payerBody = (msisdn: string, extra: Record<string, unknown> = {}) => ({
  amount: '100',
  currency: 'EUR',
  payer: { partyIdType: 'MSISDN', partyId: msisdn },
  externalId: 'order-1',
  payerMessage: 'pay',
  payeeNote: 'thanks',
  ...extra,
});
const payeeBody = (msisdn: string, extra: Record<string, unknown> = {}) => ({
  amount: '25.50',
  currency: 'EUR',
  payee: { partyIdType: 'MSISDN', partyId: msisdn },
  externalId: 'payout-1',
  ...extra,
});

async function settle(seconds = 5) {
  ctx.h.clock.advance(seconds * SECOND);
  await ctx.h.services.jobs.runDue();
}

describe('collection: request to pay', () => {
  it('answers 202, stays PENDING, then succeeds after the sandbox delay', async () => {
    const created = await send('/collection/payment/request', payerBody('233241234567'));
    expectEnvelope(created, 202, 'SUCCESS');
    expect(created.body.data).toEqual({ referenceId: created.referenceId, status: 'PENDING' });
    const pending = await ctx.h.rest('GET', `/collection/payment/request/${created.referenceId}/status`, { basic });
    expect(pending.body.data).toMatchObject({
      status: 'PENDING',
      amount: '100.00',
      currency: 'EUR',
      payer: { partyIdType: 'MSISDN', partyId: '233241234567' },
      externalId: 'order-1',
    });
    await settle(4);
    expect((await ctx.h.rest('GET', `/collection/payment/request/${created.referenceId}/status`, { basic })).body.data.status).toBe('PENDING');
    await settle(1);
    const done = await ctx.h.rest('GET', `/collection/payment/request/${created.referenceId}/status`, { basic });
    expect(done.body.data).toMatchObject({ status: 'SUCCESSFUL', financialTransactionId: expect.stringMatching(/^\d+$/) });
  });

  it('follows the sandbox test numbers', async () => {
    const created = await Promise.all(
      Object.keys(COLLECTION_OUTCOMES).map(async (msisdn) => ({ msisdn, result: await send('/collection/payment/request', payerBody(msisdn)) })),
    );
    await settle(5);
    for (const { msisdn, result } of created) {
      const status = (await ctx.h.rest('GET', `/collection/payment/request/${result.referenceId}/status`, { basic })).body.data;
      const expected = COLLECTION_OUTCOMES[msisdn]!;
      if (msisdn === '46733123453' || msisdn === '46733123454') expect(status.status).toBe('PENDING');
      else expect([status.status, status.reason]).toEqual(['FAILED', (expected as { reason: string }).reason]);
    }
    await settle(55);
    const byNumber = Object.fromEntries(
      await Promise.all(
        created.map(async ({ msisdn, result }) => [
          msisdn,
          (await ctx.h.rest('GET', `/collection/payment/request/${result.referenceId}/status`, { basic })).body.data.status,
        ]),
      ),
    );
    expect(byNumber['46733123454']).toBe('SUCCESSFUL');
    expect(byNumber['46733123453']).toBe('PENDING');
    expect(byNumber['46733123455']).toBe('FAILED');
  });
});

describe('disbursement and remittance transfers', () => {
  it('follow the transfer test numbers', async () => {
    const created = await Promise.all(
      Object.keys(TRANSFER_OUTCOMES).map(async (msisdn) => ({ msisdn, result: await send('/disbursement/transfer', payeeBody(msisdn)) })),
    );
    await settle(5);
    for (const { msisdn, result } of created) {
      const status = (await ctx.h.rest('GET', `/disbursement/transfer/${result.referenceId}/status`, { basic })).body.data;
      const expected = TRANSFER_OUTCOMES[msisdn]!;
      if (expected.status === 'FAILED') expect([status.status, status.reason]).toEqual(['FAILED', expected.reason]);
      else expect(status.status).toBe('PENDING');
    }
    const reasons = created
      .map(({ msisdn }) => TRANSFER_OUTCOMES[msisdn])
      .filter((o) => o?.status === 'FAILED')
      .map((o) => (o as { reason: string }).reason);
    expect(reasons).toEqual(expect.arrayContaining(['NOT_ENOUGH_FUNDS', 'PAYER_LIMIT_REACHED', 'PAYEE_NOT_FOUND']));
  });

  it('cover deposit, remittance transfer and cash transfer, each with its own status route', async () => {
    for (const [path, status] of [
      ['/disbursement/deposit', '/disbursement/deposit'],
      ['/remittance/transfer', '/remittance/transfer'],
      ['/remittance/cash/transfer', '/remittance/cash/transfer'],
    ]) {
      const created = await send(path!, payeeBody('233201112223'));
      expectEnvelope(created, 202, 'SUCCESS');
      await settle(5);
      const read = await ctx.h.rest('GET', `${status}/${created.referenceId}/status`, { basic });
      expect(read.body.data).toMatchObject({ status: 'SUCCESSFUL', payee: { partyId: '233201112223' }, amount: '25.50' });
      // Another operation's status route does not show it.
      expectEnvelope(await ctx.h.rest('GET', `/disbursement/refund/${created.referenceId}/status`, { basic }), 404, 'NOT_FOUND');
    }
  });
});

describe('X-Reference-Id and input', () => {
  it('must be a UUID, and a reused one is 409 RESOURCE_ALREADY_EXIST, also concurrently', async () => {
    const missing = await send('/collection/payment', payerBody('233241234567'), { referenceId: null });
    expectEnvelope(missing, 400, 'BAD_REQUEST');
    expect(fieldsOf(missing.body)).toEqual(['X-Reference-Id']);
    expect(fieldsOf((await send('/collection/payment', payerBody('233241234567'), { referenceId: 'abc' })).body)).toEqual(['X-Reference-Id']);
    const referenceId = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => send('/collection/payment', payerBody('233241234567'), { referenceId })));
    expect(results.map((r) => r.status).sort()).toEqual([202, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.details.code).toBe('RESOURCE_ALREADY_EXIST');
  });

  it('validates the body with the fields at fault', async () => {
    for (const [body, field] of [
      [payerBody('233241234567', { amount: 100 }), 'amount'],
      [payerBody('233241234567', { amount: '1.234' }), 'amount'],
      [payerBody('+233241234567'), 'payer.partyId'],
      [payerBody('233241234567', { currency: 'XYZ' }), 'currency'],
      [{ ...payerBody('233241234567'), payer: { partyIdType: 'IBAN', partyId: 'x' } }, 'payer.partyIdType'],
      [payerBody('233241234567', { payerMessage: 'x'.repeat(161) }), 'payerMessage'],
    ] as const) {
      const result = await send('/collection/payment/request', body);
      expectEnvelope(result, 400, 'BAD_REQUEST');
      expect(fieldsOf(result.body)).toEqual([field]);
    }
    // A transfer names the payee: a payer body lacks it, and its payer is named as an unknown field.
    expect(fieldsOf((await send('/disbursement/transfer', payerBody('233241234567'))).body)).toEqual(['payee', 'payer']);
    const misspelt = await send('/collection/payment/request', payerBody('233241234567', { payer_message: 'hi' }));
    expectEnvelope(misspelt, 400, 'BAD_REQUEST');
    expect(misspelt.body.details.fields).toEqual([{ field: 'payer_message', message: 'is not a known field' }]);
  });
});

describe('authentication and ownership', () => {
  it('takes HTTP Basic or a bearer token of the same product only', async () => {
    expectEnvelope(await send('/collection/payment/request', payerBody('233241234567'), { auth: {} }), 401, 'UNAUTHORIZED');
    expectEnvelope(
      await send('/collection/payment/request', payerBody('233241234567'), { auth: { basic: { ...basic, password: 'f'.repeat(32) } } }),
      401,
      'UNAUTHORIZED',
    );
    const token = (await ctx.h.rest('POST', '/collection/token/', { basic })).body.data.access_token;
    expectEnvelope(await send('/collection/payment/request', payerBody('233241234567'), { auth: { token } }), 202, 'SUCCESS');
    expectEnvelope(await send('/disbursement/transfer', payeeBody('233241234567'), { auth: { token } }), 401, 'UNAUTHORIZED');
    const userToken = (await ctx.h.createUser()).accessToken;
    expectEnvelope(await send('/collection/payment/request', payerBody('233241234567'), { auth: { token: userToken } }), 401, 'UNAUTHORIZED');
  });

  it("does not show another account's operation", async () => {
    const created = await send('/collection/payment/request', payerBody('233241234567'));
    const other = await ctx.h.createDeveloper();
    const apiUserId = randomUUID();
    await ctx.h.rest('POST', '/v1_0/apiuser', {
      key: other.productKeys.collection,
      body: { providerCallbackHost: 'example.com' },
      headers: { 'X-Reference-Id': apiUserId },
    });
    const otherKey = (await ctx.h.rest('POST', `/v1_0/apiuser/${apiUserId}/apikey`, { key: other.productKeys.collection })).body.data.apiKey;
    const read = await ctx.h.rest('GET', `/collection/payment/request/${created.referenceId}/status`, {
      key: other.productKeys.collection,
      basic: { user: apiUserId, password: otherKey },
    });
    expectEnvelope(read, 404, 'NOT_FOUND');
  });
});

describe('invoices, pre-approvals and refunds', () => {
  it('cancels a pending invoice or pre-approval, and refuses once completed', async () => {
    const invoice = await send('/collection/invoice', payerBody('46733123453'));
    const cancelled = await ctx.h.rest('DELETE', `/collection/invoice/${invoice.referenceId}/cancel`, { basic });
    expect(cancelled.body.data.status).toBe('CANCELLED');
    const preapproval = await send('/collection/preapproval', {
      currency: 'EUR',
      payer: { partyIdType: 'MSISDN', partyId: '233241234567' },
      payerMessage: 'subscription',
    });
    expectEnvelope(preapproval, 202, 'SUCCESS');
    await settle(5);
    const status = await ctx.h.rest('GET', `/collection/preapproval/${preapproval.referenceId}/status`, { basic });
    expect(status.body.data).toMatchObject({ status: 'SUCCESSFUL' });
    expect(status.body.data).not.toHaveProperty('amount');
    expectEnvelope(await ctx.h.rest('DELETE', `/collection/preapproval/${preapproval.referenceId}/cancel`, { basic }), 409, 'NOT_PENDING');
  });

  it('refunds only a successful collection, up to its amount', async () => {
    const payment = await send('/collection/payment', payerBody('233241234567'));
    const early = await send('/disbursement/refund', payeeBody('233241234567', { referenceIdToRefund: payment.referenceId }));
    expectEnvelope(early, 409, 'NOT_PENDING');
    await settle(5);
    expect(
      fieldsOf((await send('/disbursement/refund', payeeBody('233241234567', { amount: '100.01', referenceIdToRefund: payment.referenceId }))).body),
    ).toEqual(['amount']);
    expect(fieldsOf((await send('/disbursement/refund', payeeBody('233241234567', { referenceIdToRefund: randomUUID() }))).body)).toEqual([
      'referenceIdToRefund',
    ]);
    expectEnvelope(await send('/disbursement/refund', payeeBody('233241234567', { referenceIdToRefund: payment.referenceId })), 202, 'SUCCESS');
  });
});

describe('GraphQL counterpart', () => {
  it("starts, reads and cancels operations for the merchant's account", async () => {
    const token = await ctx.h.signIn(ctx.h.merchant);
    const referenceId = randomUUID();
    const started = await ctx.h.gql(
      StartMobileMoneyOperation,
      { i: { kind: 'disbursement.transfer', referenceId, amount: '10', currency: 'EUR', party: { partyIdType: 'MSISDN', partyId: '46733123457' } } },
      { token },
    );
    expect(started.body.data.startMobileMoneyOperation.mobileMoneyOperation).toEqual({
      referenceId,
      status: 'PENDING',
      product: 'disbursement',
      operation: 'transfer',
      partyRole: 'payee',
      partyId: '46733123457',
      amount: '10.00',
    });
    await settle(5);
    const read = await ctx.h.gql(MobileMoneyOperation, { r: referenceId }, { token });
    expect(read.body.data.mobileMoneyOperation).toEqual({ status: 'FAILED', reason: 'PAYEE_NOT_FOUND' });
    const again = await ctx.h.gql(
      StartMobileMoneyOperationReference,
      { i: { kind: 'disbursement.transfer', referenceId, amount: '10', currency: 'EUR', party: { partyIdType: 'MSISDN', partyId: '233241234567' } } },
      { token },
    );
    expect(mutationRefusal(again.body).code).toBe('RESOURCE_ALREADY_EXIST');
    const bad = await ctx.h.gql(
      StartMobileMoneyOperationReference,
      { i: { kind: 'collection.nothing', referenceId: randomUUID(), currency: 'EUR', party: { partyIdType: 'MSISDN', partyId: '1' } } },
      { token },
    );
    expect(mutationRefusal(bad.body)).toMatchObject({ code: 'BAD_REQUEST', fields: [{ field: 'kind' }] });
  });
});

describe('events', () => {
  it('announce completions to the account: transfer.* for payouts with the spec shape, collection.* for collections', async () => {
    const payout = await send('/remittance/transfer', payeeBody('46733123455'));
    const collection = await send('/collection/payment/request', payerBody('233241234567'));
    await settle(5);
    const events = await ctx.h.db
      .selectFrom('events')
      .select(['type', 'owner_id', 'data'])
      .where('owner_id', '=', ctx.h.accountId)
      .where('type', 'in', ['transfer.failed', 'collection.completed'])
      .execute();
    const transfer = events.find((e) => (e.data as any).transfer?.id === payout.referenceId);
    expect(transfer).toMatchObject({
      type: 'transfer.failed',
      data: { transfer: { id: payout.referenceId, status: 'FAILED', amount: '25.50', currency: 'EUR' }, reason: 'NOT_ENOUGH_FUNDS', product: 'remittance' },
    });
    const payment = events.find((e) => (e.data as any).payment?.id === collection.referenceId);
    expect(payment).toMatchObject({ type: 'collection.completed', data: { payment: { status: 'SUCCESSFUL', amount: '100.00' } } });
  });
});

describe('collection events', () => {
  it('keep reaching endpoints that listened for their old names (payment.*) after the rename to collection.*', async () => {
    const { up } = await import('../src/modules/momo/migrations/2026-11-23T0037_collection_events.js');
    // An endpoint as it was stored before the rename.
    const id = `we_${randomUUID().replace(/-/g, '').slice(0, 22)}`;
    await ctx.h.db
      .insertInto('webhook_endpoints')
      .values({
        id,
        account_id: ctx.h.accountId,
        url: 'https://hooks.example.com/momo',
        description: null,
        event_types: ['payment.completed', 'payment.failed', 'transfer.failed'],
        status: 'ACTIVE',
        secret_encrypted: 'sealed',
        previous_secret_encrypted: null,
        previous_secret_expires_at: null,
        degraded_since: null,
        disabled_at: null,
        created_at: ctx.h.clock.now(),
        updated_at: ctx.h.clock.now(),
      })
      .execute();
    await up(ctx.h.db as never);
    await up(ctx.h.db as never);
    const after = await ctx.h.db.selectFrom('webhook_endpoints').select('event_types').where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.event_types.sort()).toEqual(['collection.completed', 'collection.failed', 'payment.completed', 'payment.failed', 'transfer.failed']);
  });
});

describe('provider endpoints', () => {
  it('answer the account balance, account-holder status and basic information', async () => {
    const before = await ctx.h.rest('GET', '/collection/account/balance?currency=EUR', { basic });
    expectEnvelope(before, 200, 'SUCCESS');
    const start = Number(before.body.data.availableBalance);
    await send('/collection/payment', payerBody('233241234567', { amount: '12.50' }));
    await settle(5);
    const after = await ctx.h.rest('GET', '/collection/account/balance?currency=EUR', { basic });
    expect(Number(after.body.data.availableBalance)).toBeCloseTo(start + 12.5, 2);
    expect(after.body.data.currency).toBe('EUR');
    expect((await ctx.h.rest('GET', '/collection/accountholder/msisdn/233241234567/active', { basic })).body.data).toEqual({ result: true });
    expect((await ctx.h.rest('GET', '/disbursement/accountholder/msisdn/46733123457/active', { basic })).body.data).toEqual({ result: false });
    const info = await ctx.h.rest('GET', '/collection/accountholder/msisdn/233241234567/basicuserinfo', { basic });
    expect(info.body.data).toMatchObject({ family_name: 'Sandbox', locale: 'en_GH' });
    expectEnvelope(await ctx.h.rest('GET', '/collection/accountholder/msisdn/46733123455/basicuserinfo', { basic }), 404, 'NOT_FOUND');
    expectEnvelope(await ctx.h.rest('GET', '/collection/accountholder/msisdn/12ab/active', { basic }), 400, 'BAD_REQUEST');
    expectEnvelope(await ctx.h.rest('GET', '/collection/account/balance'), 401, 'UNAUTHORIZED');
    // The same answers on GraphQL, for the merchant's dashboard (the account the API user belongs to).
    const overGraphQL = await ctx.h.gql(
      `{
        mobileMoneyAccountBalance(product: COLLECTION, currency: "EUR") { availableBalance currency }
        active: mobileMoneyAccountHolderActive(product: DISBURSEMENT, partyIdType: "MSISDN", partyId: "46733123457")
        info: mobileMoneyAccountHolderInfo(product: COLLECTION, msisdn: "233241234567") { familyName locale }
        unknown: mobileMoneyAccountHolderInfo(product: COLLECTION, msisdn: "46733123455") { name }
      }`,
      {},
      { token: await ctx.h.signIn(ctx.h.merchant) },
    );
    expect(overGraphQL.body.data).toEqual({
      mobileMoneyAccountBalance: { availableBalance: after.body.data.availableBalance, currency: 'EUR' },
      active: false,
      info: { familyName: 'Sandbox', locale: 'en_GH' },
      unknown: null,
    });
    expect(overGraphQL.body.errors.map((e: { path: string[]; extensions: { code: string } }) => [e.path[0], e.extensions.code])).toEqual([
      ['unknown', 'NOT_FOUND'],
    ]);
  });
});

describe('several processes', () => {
  it('never complete one operation twice', async () => {
    const created = await send('/collection/payment', payerBody('233241234567'));
    ctx.h.clock.advance(5 * SECOND);
    // A second process: its own services, job queue included, on the same database.
    const otherQueue = ctx.h.otherProcess().jobs;
    await Promise.all([ctx.h.services.jobs.runDue(), otherQueue.runDue(), ctx.h.services.jobs.runDue()]);
    const events = await ctx.h.db
      .selectFrom('events')
      .select('id')
      .where('type', '=', 'collection.completed')
      .where('data', '@>', JSON.stringify({ payment: { id: created.referenceId } }))
      .execute();
    expect(events).toHaveLength(1);
  });
});
