import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epochSeconds, MINUTE, SECOND } from '../src/platform/clock.js';
import { verifyWebhook } from '../src/webhook-verification.js';
import { expectEnvelope, fieldsOf, useHarness } from './support/harness.js';
import { LoopbackReceiver } from './support/receiver.js';

const ctx = useHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true', MOMO_COMPLETION_DELAY_SECONDS: '5' });
const receiver = new LoopbackReceiver();
let basic: { user: string; password: string };
let secret = '';

beforeAll(async () => {
  await receiver.start();
  const apiUserId = randomUUID();
  await ctx.h.rest('POST', '/v1_0/apiuser', { body: { providerCallbackHost: 'localhost' }, headers: { 'X-Reference-Id': apiUserId } });
  basic = { user: apiUserId, password: (await ctx.h.rest('POST', `/v1_0/apiuser/${apiUserId}/apikey`)).body.data.apiKey };
  const rotated = await ctx.h.rest('POST', '/developers/me/callback-secret/rotate', { token: ctx.h.merchant.accessToken });
  expectEnvelope(rotated, 200, 'SUCCESS');
  secret = rotated.body.data.secret;
});
afterAll(() => receiver.stop());

function send(path: string, callbackUrl: string, msisdn = '233241234567') {
  const referenceId = randomUUID();
  // Collections name the payer, the other operations the payee; bodies are strict.
  const party = path.startsWith('/collection/') ? 'payer' : 'payee';
  return ctx.h
    .rest('POST', path, {
      basic,
      headers: { 'X-Reference-Id': referenceId, 'X-Callback-Url': callbackUrl },
      body: { amount: '10', currency: 'EUR', [party]: { partyIdType: 'MSISDN', partyId: msisdn } },
    })
    .then((r) => ({ ...r, referenceId }));
}

describe('X-Callback-Url callbacks', () => {
  it('arrive twice, or a minute late, when the request asks it (X-Sandbox-Scenario), on REST and /momo', async () => {
    const twice = randomUUID();
    const created = await ctx.h.rest('POST', '/collection/payment/request', {
      basic,
      headers: { 'X-Reference-Id': twice, 'X-Callback-Url': receiver.url('/cb-twice'), 'X-Sandbox-Scenario': 'callback-twice' },
      body: { amount: '10', currency: 'EUR', payer: { partyIdType: 'MSISDN', partyId: '233241234567' } },
    });
    expectEnvelope(created, 202, 'SUCCESS');
    const late = randomUUID();
    const lateCall = await fetch(`${ctx.h.baseUrl}/momo/collection/v1_0/requesttopay`, {
      method: 'POST',
      headers: {
        'Ocp-Apim-Subscription-Key': ctx.h.productKeys.collection,
        'X-Target-Environment': 'sandbox',
        Authorization: `Basic ${Buffer.from(`${basic.user}:${basic.password}`).toString('base64')}`,
        'X-Reference-Id': late,
        'X-Callback-Url': receiver.url('/cb-late'),
        'X-Sandbox-Scenario': 'callback-late',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ amount: '10', currency: 'EUR', payer: { partyIdType: 'MSISDN', partyId: '233241234567' } }),
    });
    expect(lateCall.status).toBe(202);
    ctx.h.clock.advance(5 * SECOND);
    await ctx.h.services.jobs.runDue();
    await ctx.h.services.webhookDispatcher.deliverDue();
    // The same signed callback twice: a receiver must take the second as a repeat.
    const repeated = receiver.at('/cb-twice');
    expect(repeated).toHaveLength(2);
    expect(repeated[0]!.body).toBe(repeated[1]!.body);
    expect(JSON.parse(repeated[0]!.body)).toMatchObject({ referenceId: twice, status: 'SUCCESSFUL' });
    // The late one: nothing yet, then a minute later on the account clock.
    expect(receiver.at('/cb-late')).toHaveLength(0);
    ctx.h.clock.advance(59 * SECOND);
    await ctx.h.services.webhookDispatcher.deliverDue();
    expect(receiver.at('/cb-late')).toHaveLength(0);
    ctx.h.clock.advance(SECOND);
    await ctx.h.services.webhookDispatcher.deliverDue();
    expect(receiver.at('/cb-late')).toHaveLength(1);
  });

  it('deliver the final status to the callback URL, signed with the callback secret', async () => {
    const created = await send('/remittance/transfer', receiver.url('/cb-ok'), '46733123457');
    expectEnvelope(created, 202, 'SUCCESS');
    ctx.h.clock.advance(5 * SECOND);
    await ctx.h.services.jobs.runDue();
    await ctx.h.services.webhookDispatcher.deliverDue();
    const [callback] = receiver.at('/cb-ok');
    expect(callback).toBeDefined();
    expect(callback!.headers['x-service-event']).toBe('remittance.transfer');
    const verified = verifyWebhook({ rawBody: callback!.body, headers: callback!.headers, secret, now: epochSeconds(ctx.h.clock.now()) });
    expect(verified.ok).toBe(true);
    const status = await ctx.h.rest('GET', `/remittance/transfer/${created.referenceId}/status`, { basic });
    expect(JSON.parse(callback!.body)).toEqual(status.body.data);
    expect(status.body.data).toMatchObject({ status: 'FAILED', reason: 'PAYEE_NOT_FOUND' });
  });

  it('take the callback URL on GraphQL too, and deliver the final status there', async () => {
    const referenceId = randomUUID();
    const started = await ctx.h.gql(
      `mutation($i: MobileMoneyOperationInput!) { startMobileMoneyOperation(input: $i) { mobileMoneyOperation { referenceId status } userErrors { field message code } } }`,
      {
        i: {
          kind: 'collection.requesttopay',
          referenceId,
          callbackUrl: receiver.url('/cb-graphql'),
          amount: '10',
          currency: 'EUR',
          party: { partyIdType: 'MSISDN', partyId: '233241234567' },
        },
      },
      { token: ctx.h.merchant.accessToken },
    );
    expect(started.body.errors).toBeUndefined();
    expect(started.body.data.startMobileMoneyOperation.mobileMoneyOperation).toEqual({ referenceId, status: 'PENDING' });
    ctx.h.clock.advance(5 * SECOND);
    await ctx.h.services.jobs.runDue();
    await ctx.h.services.webhookDispatcher.deliverDue();
    const [callback] = receiver.at('/cb-graphql');
    expect(JSON.parse(callback!.body)).toMatchObject({ referenceId, status: 'SUCCESSFUL' });
    expect(verifyWebhook({ rawBody: callback!.body, headers: callback!.headers, secret, now: epochSeconds(ctx.h.clock.now()) }).ok).toBe(true);
  });

  it('retry a failing callback on the webhook schedule with the same delivery id', async () => {
    receiver.respond('/cb-flaky', 500);
    await send('/collection/payment/request', receiver.url('/cb-flaky'));
    ctx.h.clock.advance(5 * SECOND);
    await ctx.h.services.jobs.runDue();
    await ctx.h.services.webhookDispatcher.deliverDue();
    receiver.respond('/cb-flaky', 200);
    ctx.h.clock.advance(1 * MINUTE);
    await ctx.h.services.webhookDispatcher.deliverDue();
    const attempts = receiver.at('/cb-flaky');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.headers['x-service-delivery']).toBe(attempts[1]!.headers['x-service-delivery']);
    expect(JSON.parse(attempts[1]!.body)).toMatchObject({ status: 'SUCCESSFUL' });
  });

  it("refuse a callback URL off the API user's providerCallbackHost or on a private address", async () => {
    for (const url of ['http://127.0.0.1:9/cb', 'https://10.0.0.1/cb', 'not a url']) {
      const result = await send('/disbursement/transfer', url);
      expectEnvelope(result, 400, 'BAD_REQUEST');
      expect(fieldsOf(result.body)).toEqual(['X-Callback-Url']);
    }
  });
});
