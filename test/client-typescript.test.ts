import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  BadRequestError,
  ConflictError,
  createPaymentsClient,
  NotFoundError,
  PaymentsApiError,
  SignatureVerificationError,
  verifyWebhook,
  Webhook,
  type PaymentsClient,
  type PaymentsClientOptions,
} from '@payments-platform/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epochSeconds, SECOND } from '../src/platform/clock.js';
import { useHarness } from './support/harness.js';
import { LoopbackReceiver } from './support/receiver.js';

// The TypeScript client package (clients/typescript), as an integrator uses it, against a running server.
const ctx = useHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true', MOMO_COMPLETION_DELAY_SECONDS: '5', SANDBOX_SCENARIO_DELAY_MS: '1500' });
const receiver = new LoopbackReceiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

const PASSWORD = 'a-long-enough-password';
const client = (options: Partial<PaymentsClientOptions> = {}): PaymentsClient =>
  createPaymentsClient({ baseUrl: `${ctx.h.baseUrl}/ms/v1`, subscriptionKey: options.subscriptionKey ?? ctx.h.subscriptionKey, ...options });

/** A signed-in user of the harness's app with test money. */
async function fundedUser(options: Partial<PaymentsClientOptions> = {}): Promise<{ app: PaymentsClient; email: string }> {
  const app = client(options);
  const user = await registeredUser(app);
  await app.signIn(user.email, PASSWORD);
  await ctx.h.fund({ ...user, password: PASSWORD, accessToken: '', refreshToken: '' }, 'GHS', '100.00');
  return { app, email: user.email };
}

/** The error a call was refused with; a call that succeeds fails the test. */
const refusalOf = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    (answer) => {
      throw new Error(`expected a refusal, got ${JSON.stringify(answer)}`);
    },
    (error: unknown) => error,
  );

async function registeredUser(app: PaymentsClient, email = `client-${randomUUID()}@example.com`) {
  const phone = `+23324${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const user = await app.POST('/auth/register', { body: { email, phone, password: PASSWORD, firstName: 'Ama', lastName: 'Mensah', country: 'GH' } });
  return { id: user.id, email, phone };
}

describe('the TypeScript client package', () => {
  it('retries an ambiguous outcome (the connection dropped, or the answer too late) with the same Idempotency-Key: the money moves once', async () => {
    const { app } = await fundedUser();
    const receiverUser = await registeredUser(app);
    for (const sandboxScenario of ['drop-after-commit', 'timeout-after-commit']) {
      const answers: Response[] = [];
      const sent = await app.POST('/wallets/me/transfer', {
        body: { amount: '10', currency: 'GHS', toEmail: receiverUser.email },
        sandboxScenario,
        timeoutMs: 800,
        onResponse: (response) => answers.push(response),
      });
      expect(sent.amount).toBe('10.00');
      expect(answers.map((a) => a.headers.get('Idempotent-Replayed'))).toEqual(['true']);
    }
    expect((await app.GET('/wallets/me')).balances.find((b) => b.currency === 'GHS')?.balance).toBe('80.00');
  });

  it('waits out a 429 for its Retry-After, and throws the typed error of each refusal', async () => {
    const waits: number[] = [];
    const { app } = await fundedUser({ sleep: async (ms) => void waits.push(ms) });
    expect((await app.GET('/wallets/me', { sandboxScenario: '429' })).id).toMatch(/^wal_/);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(1000);
    expect(await refusalOf(app.POST('/wallets/me/transfer', { body: { amount: '-1', currency: 'GHS', toEmail: 'x@example.com' } }))).toBeInstanceOf(
      BadRequestError,
    );
    const poor = await refusalOf(app.POST('/wallets/me/transfer', { body: { amount: '500', currency: 'GHS', toEmail: ctx.h.merchant.email } }));
    expect(poor).toBeInstanceOf(ConflictError);
    expect(poor).toMatchObject({ status: 409, code: 'INSUFFICIENT_FUNDS' });
    expect(await refusalOf(app.GET('/transactions/{id}', { params: { path: { id: 'txn_doesnotexist' } } }))).toBeInstanceOf(NotFoundError);
  });

  it('walks a paged list to the end by object: a transfer made mid-walk repeats or shifts nothing', async () => {
    const { app } = await fundedUser();
    const transfer = () => app.POST('/wallets/me/transfer', { body: { amount: '1', currency: 'GHS', toEmail: ctx.h.merchant.email } });
    for (let i = 0; i < 5; i++) {
      ctx.h.clock.advance(SECOND);
      await transfer();
    }
    const before = (await app.GET('/wallets/me/transactions/{currency}', { params: { path: { currency: 'GHS' }, query: { limit: 100 } } })).items.map(
      (entry) => entry.entryId,
    );
    expect(before).toHaveLength(6);
    const walked: string[] = [];
    for await (const entry of app.paginate('/wallets/me/transactions/{currency}', { path: { currency: 'GHS' }, size: 2 })) {
      if (walked.length === 1) {
        ctx.h.clock.advance(SECOND);
        await transfer();
      }
      walked.push(entry.entryId);
    }
    expect(walked).toEqual(before);
  });

  it('sends a request to pay with a generated X-Reference-Id and waits for its final status; constructEvent refuses a forged delivery', async () => {
    const apiUserId = randomUUID();
    const provisioning = client({ productKeys: { collection: ctx.h.productKeys.collection } });
    await provisioning.POST('/v1_0/apiuser', { params: { header: { 'X-Reference-Id': apiUserId } }, body: { providerCallbackHost: 'localhost' } });
    const { apiKey } = await provisioning.POST('/v1_0/apiuser/{apiUserId}/apikey', { params: { path: { apiUserId } } });
    const momo = client({
      productKeys: { collection: ctx.h.productKeys.collection },
      apiUser: { apiUserId, apiKey },
      // The harness's clock is a test clock: each wait moves it and runs what fell due.
      sleep: async () => {
        ctx.h.clock.advance(2 * SECOND);
        await ctx.h.services.jobs.runDue();
      },
    }).momo('collection');
    const body = { amount: '25', currency: 'EUR', externalId: 'inv-8', payerMessage: 'Invoice 8', payeeNote: 'Thanks' };
    const paid = await momo.send('payment/request', { ...body, payer: { partyIdType: 'MSISDN', partyId: '233241234567' } });
    expect((await momo.wait('payment/request', paid)).status).toBe('SUCCESSFUL');
    const rejected = await momo.wait(
      'payment/request',
      await momo.send('payment/request', { ...body, payer: { partyIdType: 'MSISDN', partyId: '46733123451' } }),
    );
    expect(rejected).toMatchObject({ status: 'FAILED', reason: 'APPROVAL_REJECTED' });
    const payload = '{"id":"evt_1","type":"test.ping","createdAt":"2026-11-24T00:00:00.000Z","data":{}}';
    expect(Webhook.constructEvent(payload, Webhook.sign(payload, 'whsec_a'), ['whsec_b', 'whsec_a']).id).toBe('evt_1');
    expect(() => Webhook.constructEvent(payload, Webhook.sign(payload, 'whsec_a'), 'whsec_b')).toThrow(SignatureVerificationError);
  });

  it('reaches the verdict of every shared webhook vector (clients/webhook-vectors.json, read by every library)', () => {
    const vectors = JSON.parse(readFileSync('clients/webhook-vectors.json', 'utf8')) as {
      toleranceSeconds: number;
      cases: {
        name: string;
        secrets: string[];
        now: number;
        body: string;
        headers: Record<string, string>;
        expect: { ok: boolean; reason?: string; eventId?: string };
      }[];
    };
    expect(vectors.cases.length).toBeGreaterThanOrEqual(7);
    for (const vector of vectors.cases) {
      const result = verifyWebhook({
        rawBody: vector.body,
        headers: vector.headers,
        secret: vector.secrets,
        now: vector.now,
        toleranceSeconds: vectors.toleranceSeconds,
      });
      const verdict = result.ok ? { ok: true, eventId: result.event.id } : { ok: false, reason: result.reason };
      expect({ name: vector.name, ...verdict }).toEqual({
        name: vector.name,
        ok: vector.expect.ok,
        ...(vector.expect.ok ? { eventId: vector.expect.eventId } : { reason: vector.expect.reason }),
      });
    }
  });

  it('signs in and reads the typed answer of /users/me, the envelope unwrapped', async () => {
    const app = client();
    const user = await registeredUser(app);
    const tokens = await app.POST('/auth/login', { body: { email: user.email, password: PASSWORD } });
    expect(tokens.expiresIn).toBeGreaterThan(0);
    app.setAccessToken(tokens.accessToken);
    const me = await app.GET('/users/me');
    expect(me).toMatchObject({ id: user.id, email: user.email });
    // @ts-expect-error: a field the document does not declare is a compile error.
    expect(me.notAField).toBeUndefined();
  });

  it('sends a P2P transfer with an Idempotency-Key (a retry replays it) and reads the balances', async () => {
    const app = client();
    const [sender, receiverUser] = [await registeredUser(app), await registeredUser(app)];
    const senderToken = (await app.POST('/auth/login', { body: { email: sender.email, password: PASSWORD } })).accessToken;
    await ctx.h.fund({ ...sender, password: PASSWORD, accessToken: senderToken, refreshToken: '' }, 'GHS', '100.00');
    const payer = client({ accessToken: senderToken });
    const idempotencyKey = randomUUID();
    const body = { amount: '30', currency: 'GHS', toEmail: receiverUser.email, note: 'rent' };
    const first = await payer.POST('/wallets/me/transfer', { body, idempotencyKey });
    const retried = await payer.POST('/wallets/me/transfer', { body, idempotencyKey });
    expect(retried).toEqual(first);
    expect(first.amount).toBe('30.00');
    const wallet = await payer.GET('/wallets/me');
    expect(wallet.balances.find((b) => b.currency === 'GHS')?.balance).toBe('70.00');
  });

  it('throws a typed PaymentsApiError with the code, the fields at fault and the correlation id it sent', async () => {
    const app = client();
    const user = await registeredUser(app);
    app.setAccessToken((await app.POST('/auth/login', { body: { email: user.email, password: PASSWORD } })).accessToken);
    const correlationId = randomUUID();
    const refused = await refusalOf(app.POST('/wallets/me/transfer', { body: { amount: '5', currency: 'GHS', toEmail: 'nobody@example.com' }, correlationId }));
    expect(refused).toBeInstanceOf(PaymentsApiError);
    expect(refused).toMatchObject({ status: 404, correlationId });
    const invalid = await refusalOf(app.POST('/wallets/me/transfer', { body: { amount: '-1', currency: 'GHS', toEmail: user.email } }));
    expect(invalid).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect((invalid as PaymentsApiError).fields.map((f) => f.field)).toContain('amount');
    const noKey = await refusalOf(client({ subscriptionKey: 'not-a-key' }).GET('/users/me'));
    expect(noKey).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('drives a mobile money request to pay, polled to SUCCESSFUL, and verifies the webhook it announces with verifyWebhook', async () => {
    const merchant = client({ accessToken: await ctx.h.signIn(ctx.h.merchant) });
    const endpoint = await merchant.POST('/merchants/me/webhooks', { body: { url: receiver.url('/client-hook'), events: ['collection.completed'] } });
    const provisioning = client({ subscriptionKey: ctx.h.productKeys.collection });
    const apiUserId = randomUUID();
    await provisioning.POST('/v1_0/apiuser', { params: { header: { 'X-Reference-Id': apiUserId } }, body: { providerCallbackHost: 'localhost' } });
    const { apiKey } = await provisioning.POST('/v1_0/apiuser/{apiUserId}/apikey', { params: { path: { apiUserId } } });
    const collection = client({ subscriptionKey: ctx.h.productKeys.collection, apiUser: { apiUserId, apiKey } });
    const referenceId = randomUUID();
    const accepted = await collection.POST('/collection/payment/request', {
      params: { header: { 'X-Reference-Id': referenceId } },
      body: { amount: '25', currency: 'EUR', payer: { partyIdType: 'MSISDN', partyId: '233241234567' }, externalId: 'inv-7' },
    });
    expect(accepted).toEqual({ referenceId, status: 'PENDING' });
    let status = accepted.status as string;
    for (let poll = 0; poll < 5 && status === 'PENDING'; poll++) {
      ctx.h.clock.advance(2 * SECOND);
      await ctx.h.services.jobs.runDue();
      status = (await collection.GET('/collection/payment/request/{referenceId}/status', { params: { path: { referenceId } } })).status;
    }
    expect(status).toBe('SUCCESSFUL');

    await ctx.h.services.webhookDispatcher.deliverDue();
    const [delivery] = receiver.at('/client-hook');
    const verified = verifyWebhook({
      rawBody: delivery!.body,
      headers: delivery!.headers,
      secret: endpoint.webhook.secret,
      now: epochSeconds(ctx.h.clock.now()),
    });
    expect(verified.ok && verified.event).toMatchObject({ type: 'collection.completed', data: { payment: { id: referenceId, status: 'SUCCESSFUL' } } });
    const forged = verifyWebhook({ rawBody: delivery!.body, headers: delivery!.headers, secret: 'whsec_not-the-secret', now: epochSeconds(ctx.h.clock.now()) });
    expect(forged).toEqual({ ok: false, reason: 'bad_signature' });
  });
});
