import { randomUUID } from 'node:crypto';
import * as momo from 'mtn-momo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND } from '../src/platform/clock.js';
import { useHarness } from './support/harness.js';
import { LoopbackReceiver } from './support/receiver.js';

// MTN's own Node SDK (mtn-momo on npm), unmodified, pointed at the sandbox's /momo prefix.
const ctx = useHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true', MOMO_COMPLETION_DELAY_SECONDS: '5' });
const receiver = new LoopbackReceiver();
const PAYER = '233241234567';
let sdk: ReturnType<typeof momo.create>;
let apiUser: { userId: string; userSecret: string };

/** Lets the sandbox provider complete what is due, as its 5-second delay passing would. */
async function completeDue(): Promise<void> {
  ctx.h.clock.advance(5 * SECOND);
  await ctx.h.services.jobs.runDue();
}

beforeAll(async () => {
  await receiver.start();
  sdk = momo.create({ callbackHost: 'localhost', baseUrl: `${ctx.h.baseUrl}/momo`, environment: momo.Environment.SANDBOX });
  const users = sdk.Users({ primaryKey: ctx.h.productKeys.collection });
  const userId = await users.create('localhost');
  const { apiKey } = await users.login(userId);
  apiUser = { userId, userSecret: apiKey };
});
afterAll(() => receiver.stop());

describe('the MTN MoMo SDK, unmodified, against /momo', () => {
  it('provisions an API user with MTN’s paths: the user exists, with its callback host', async () => {
    expect(apiUser.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(apiUser.userSecret.length).toBeGreaterThan(20);
    const read = await fetch(`${ctx.h.baseUrl}/momo/v1_0/apiuser/${apiUser.userId}`, {
      headers: { 'Ocp-Apim-Subscription-Key': ctx.h.productKeys.collection, 'X-Target-Environment': 'sandbox' },
    });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ providerCallbackHost: 'localhost', targetEnvironment: 'sandbox' });
  });

  it('takes a request to pay to SUCCESSFUL, with the callback, and the collection balance grows', async () => {
    const collections = sdk.Collections({ primaryKey: ctx.h.productKeys.collection, ...apiUser });
    const before = await collections.getBalance();
    expect(await collections.isPayerActive(PAYER, momo.PayerType.MSISDN)).toEqual({ result: true });
    const referenceId = await collections.requestToPay({
      amount: '50',
      currency: 'EUR',
      externalId: 'order-1',
      payer: { partyIdType: momo.PayerType.MSISDN, partyId: PAYER },
      payerMessage: 'Order 1',
      payeeNote: 'Thanks',
      callbackUrl: receiver.url('/mtn-callback'),
    });
    expect(await collections.getTransaction(referenceId)).toMatchObject({ status: 'PENDING', amount: '50.00', currency: 'EUR', externalId: 'order-1' });
    await completeDue();
    const done = await collections.getTransaction(referenceId);
    expect(done).toMatchObject({ status: 'SUCCESSFUL', payer: { partyIdType: 'MSISDN', partyId: PAYER }, payerMessage: 'Order 1', payeeNote: 'Thanks' });
    expect(done.financialTransactionId).toMatch(/^\d{10}$/);
    expect(done).not.toHaveProperty('reason');
    const after = await collections.getBalance();
    expect(Number(after.availableBalance) - Number(before.availableBalance)).toBe(50);
    expect(after.currency).toBe('EUR');

    await ctx.h.services.webhookDispatcher.deliverDue();
    const [callback] = receiver.at('/mtn-callback');
    expect(JSON.parse(callback!.body)).toMatchObject({ referenceId, status: 'SUCCESSFUL', financialTransactionId: done.financialTransactionId });
  });

  it('rejects a request to pay to a failing test number with the SDK’s typed error', async () => {
    const collections = sdk.Collections({ primaryKey: ctx.h.productKeys.collection, ...apiUser });
    const referenceId = await collections.requestToPay({
      amount: '20',
      currency: 'EUR',
      externalId: 'order-2',
      payer: { partyIdType: momo.PayerType.MSISDN, partyId: '46733123451' },
    });
    await completeDue();
    const failure = await collections.getTransaction(referenceId).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(momo.ApprovalRejectedError);
    expect((failure as { transaction: { status: string; reason: string } }).transaction).toMatchObject({ status: 'FAILED', reason: 'APPROVAL_REJECTED' });
  });

  it('maps refusals to MTN’s error classes: an unknown reference, an unknown currency', async () => {
    const collections = sdk.Collections({ primaryKey: ctx.h.productKeys.collection, ...apiUser });
    await expect(collections.getTransaction(randomUUID())).rejects.toBeInstanceOf(momo.ResourceNotFoundError);
    await expect(
      collections.requestToPay({ amount: '5', currency: 'QQQ', payer: { partyIdType: momo.PayerType.MSISDN, partyId: PAYER } }),
    ).rejects.toBeInstanceOf(momo.InvalidCurrencyError);
  });

  it('pays out with a disbursement transfer and reads the disbursement balance', async () => {
    const disbursements = sdk.Disbursements({ primaryKey: ctx.h.productKeys.disbursement, ...apiUser });
    const before = await disbursements.getBalance();
    const referenceId = await disbursements.transfer({
      amount: '100',
      currency: 'EUR',
      externalId: 'payout-1',
      payee: { partyIdType: momo.PayerType.MSISDN, partyId: PAYER },
      payerMessage: 'Payout',
      payeeNote: 'Payout',
    });
    await completeDue();
    expect(await disbursements.getTransaction(referenceId)).toMatchObject({ status: 'SUCCESSFUL', amount: '100.00', payee: { partyId: PAYER } });
    const after = await disbursements.getBalance();
    expect(Number(before.availableBalance) - Number(after.availableBalance)).toBe(100);
    expect(await disbursements.isPayerActive('46733123455', momo.PayerType.MSISDN)).toBe(false);
  });
});

describe('the /momo dialect’s own answers', () => {
  const headers = (key: string) => ({ 'Ocp-Apim-Subscription-Key': key, 'X-Target-Environment': 'sandbox' });

  it('answers errors as MTN’s {code, message}, never the envelope', async () => {
    const noKey = await fetch(`${ctx.h.baseUrl}/momo/collection/v1_0/account/balance`, { headers: { 'X-Target-Environment': 'sandbox' } });
    expect(noKey.status).toBe(401);
    expect(Object.keys((await noKey.json()) as object).sort()).toEqual(['code', 'message']);
    // The app key ships in apps: it cannot open a mobile money product's routes here either.
    const appKey = await fetch(`${ctx.h.baseUrl}/momo/v1_0/apiuser`, {
      method: 'POST',
      headers: { ...headers(ctx.h.subscriptionKey), 'X-Reference-Id': randomUUID(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ providerCallbackHost: 'localhost' }),
    });
    expect(appKey.status).toBe(403);
    expect(await appKey.json()).toMatchObject({ code: 'NOT_ALLOWED' });
    const unknownPath = await fetch(`${ctx.h.baseUrl}/momo/collection/v9_9/nothing`, { headers: headers(ctx.h.productKeys.collection) });
    expect(unknownPath.status).toBe(404);
    expect(await unknownPath.json()).toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
    const reused = randomUUID();
    for (const expected of [201, 409]) {
      const created = await fetch(`${ctx.h.baseUrl}/momo/v1_0/apiuser`, {
        method: 'POST',
        headers: { ...headers(ctx.h.productKeys.collection), 'X-Reference-Id': reused, 'Content-Type': 'application/json' },
        body: JSON.stringify({ providerCallbackHost: 'localhost' }),
      });
      expect(created.status).toBe(expected);
      if (expected === 409) expect(await created.json()).toMatchObject({ code: 'RESOURCE_ALREADY_EXIST' });
      else expect(await created.text()).toBe('');
    }
    // MTN's sandbox provisions API users without X-Target-Environment; the product routes still ask it.
    const withoutEnvironment = await fetch(`${ctx.h.baseUrl}/momo/v1_0/apiuser`, {
      method: 'POST',
      headers: { 'Ocp-Apim-Subscription-Key': ctx.h.productKeys.collection, 'X-Reference-Id': randomUUID(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ providerCallbackHost: 'localhost' }),
    });
    expect(withoutEnvironment.status).toBe(201);
    const balanceWithout = await fetch(`${ctx.h.baseUrl}/momo/collection/v1_0/account/balance`, {
      headers: { 'Ocp-Apim-Subscription-Key': ctx.h.productKeys.collection },
    });
    expect(balanceWithout.status).toBe(400);
    expect(await balanceWithout.json()).toMatchObject({ code: 'BAD_REQUEST' });
    // Refused by the router before any route (a path segment over 100 characters, a malformed URL): MTN's shape too.
    const tooLong = await fetch(`${ctx.h.baseUrl}/momo/collection/v1_0/requesttopay/${'x'.repeat(500)}`, { headers: headers(ctx.h.productKeys.collection) });
    expect(tooLong.status).toBe(414);
    expect(await tooLong.json()).toMatchObject({ code: 'URI_TOO_LONG', message: expect.any(String) });
    const surrogate = await fetch(`${ctx.h.baseUrl}/momo/collection/v1_0/requesttopay/%ED%A0%80`, { headers: headers(ctx.h.productKeys.collection) });
    expect(surrogate.status).toBe(400);
    expect(Object.keys((await surrogate.json()) as object).sort()).toEqual(['code', 'message']);
  });

  it('refuses hostile input with a 4xx in MTN’s shape, never a 5xx', async () => {
    const basic = `Basic ${Buffer.from(`${apiUser.userId}:${apiUser.userSecret}`).toString('base64')}`;
    const send = (body: string, referenceId: string = randomUUID()) =>
      fetch(`${ctx.h.baseUrl}/momo/collection/v1_0/requesttopay`, {
        method: 'POST',
        headers: { ...headers(ctx.h.productKeys.collection), Authorization: basic, 'X-Reference-Id': referenceId, 'Content-Type': 'application/json' },
        body,
      });
    const payer = { partyIdType: 'MSISDN', partyId: PAYER };
    const cases = [
      '{"amount": "5", ',
      JSON.stringify({ amount: '5', currency: 'EUR', payer: { partyIdType: 'MSISDN', partyId: '2332\u00004' } }),
      JSON.stringify({ amount: '1e400', currency: 'EUR', payer }),
      JSON.stringify({ amount: '99999999999999999999999', currency: 'EUR', payer }),
      JSON.stringify({ amount: '5', currency: 'EUR', payer, unknownField: true }),
      JSON.stringify({ amount: '5', currency: 'EUR', payer: { partyIdType: 'MSISDN', partyId: '\ud800' } }),
    ];
    for (const body of cases) {
      const answer = await send(body);
      expect(answer.status, body).toBe(400);
      expect(Object.keys((await answer.json()) as object).sort(), body).toEqual(['code', 'message']);
    }
    const notUuid = await send(JSON.stringify({ amount: '5', currency: 'EUR', payer }), 'not-a-uuid');
    expect(notUuid.status).toBe(400);
    expect(await ctx.h.db.selectFrom('momo_operations').select('id').where('amount', '=', '500').execute()).toEqual([]);
  });

  it('refuses a token of one product on another product’s routes', async () => {
    const basic = `Basic ${Buffer.from(`${apiUser.userId}:${apiUser.userSecret}`).toString('base64')}`;
    const token = await fetch(`${ctx.h.baseUrl}/momo/collection/token/`, {
      method: 'POST',
      headers: { ...headers(ctx.h.productKeys.collection), Authorization: basic },
    });
    expect(token.status).toBe(200);
    const { access_token, token_type, expires_in } = (await token.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(token_type).toBe('access_token');
    expect(expires_in).toBeGreaterThan(0);
    const crossed = await fetch(`${ctx.h.baseUrl}/momo/disbursement/v1_0/account/balance`, {
      headers: { ...headers(ctx.h.productKeys.disbursement), Authorization: `Bearer ${access_token}` },
    });
    expect(crossed.status).toBe(401);
    expect(await crossed.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
