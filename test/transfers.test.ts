import { graphql } from '../src/generated/documents/index.js';
import { describe, expect, it } from 'vitest';
import { SECOND } from '../src/platform/clock.js';
import { expectEnvelope, fieldsOf, useHarness, type TestUser, mutationRefusal } from './support/harness.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const ReverseTransfer = graphql(`
  mutation ReverseTransfer($id: ID!) { reverseTransfer(id: $id) { transfer { status } userErrors { field message code } } }
`);
const CreateTransfer = graphql(`
  mutation CreateTransfer($i: CreateTransferInput!) { createTransfer(input: $i) { transfer { id status fee { amount currency } receiveAmount { amount } speedTier } userErrors { field message code } } }
`);
const Transfer = graphql(`
  query Transfer($id: ID!) { transfer(id: $id) { status events { status } } transfers(first: 5) { edges { node { id } } } }
`);

const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '5' });

async function sender(funds: Record<string, string> = { GHS: '500.00' }, tier = 0): Promise<TestUser> {
  const user = await ctx.h.createUser();
  for (const [currency, amount] of Object.entries(funds)) await ctx.h.fund(user, currency, amount);
  if (tier > 0) await ctx.h.db.updateTable('users').set({ kyc_tier: tier }).where('id', '=', user.id).execute();
  return user;
}

async function recipient(user: TestUser, phone = '+233244556677'): Promise<string> {
  const created = await ctx.h.rest('POST', '/recipients', { token: user.accessToken, body: { name: 'Ama Serwaa', phone, provider: 'MTN' } });
  return created.body.data.id;
}

async function runPayout() {
  await ctx.h.services.jobs.runDue();
  ctx.h.clock.advance(5 * SECOND);
  await ctx.h.services.jobs.runDue();
}

const typesFor = async (transferId: string) =>
  (
    await ctx.h.db
      .selectFrom('events')
      .select(['type', 'data'])
      .where('data', '@>', JSON.stringify({ transfer: { id: transferId } }))
      .orderBy('seq')
      .execute()
  ).map((e) => e.type);

describe('remittance transfers', () => {
  it('debit amount and fee, pay out through mobile money, and complete', async () => {
    const user = await sender();
    const recipientId = await recipient(user);
    const created = await ctx.h.rest('POST', '/transactions', {
      token: user.accessToken,
      body: { recipientId, amount: 100, sendCurrency: 'GHS', receiveCurrency: 'GHS', speedTier: 'express' },
    });
    expectEnvelope(created, 200, 'SUCCESS');
    const transfer = created.body.data;
    expect(transfer).toMatchObject({
      type: 'REMITTANCE',
      status: 'PENDING',
      sendAmount: 100,
      sendCurrency: 'GHS',
      fee: 1.5,
      exchangeRate: 1,
      receiveAmount: 100,
      receiveCurrency: 'GHS',
      speedTier: 'express',
      providerRefId: null,
    });
    expect(transfer.id).toMatch(/^trf_/);
    // Amount and fee are held until the rail pays: no longer available, still in the balance.
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(50000n - 10150n);
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(50000n);
    await ctx.h.services.jobs.runDue();
    const processing = await ctx.h.rest('GET', `/transactions/${transfer.id}`, { token: user.accessToken });
    expect(processing.body.data.status).toBe('PROCESSING');
    expect(processing.body.data.providerRefId).toMatch(/^[0-9a-f-]{36}$/);
    ctx.h.clock.advance(5 * SECOND);
    await ctx.h.services.jobs.runDue();
    const done = await ctx.h.rest('GET', `/transactions/${transfer.id}`, { token: user.accessToken });
    expect(done.body.data.status).toBe('COMPLETED');
    expect(done.body.data.events.map((e: any) => e.status)).toEqual(['PENDING', 'PROCESSING', 'COMPLETED']);
    expect(await typesFor(transfer.id)).toEqual(['remittance.pending', 'remittance.processing', 'transfer.completed', 'remittance.completed']);
    const completed = await ctx.h.db
      .selectFrom('events')
      .select('data')
      .where('type', '=', 'transfer.completed')
      .where('data', '@>', JSON.stringify({ transfer: { id: transfer.id } }))
      .executeTakeFirstOrThrow();
    expect((completed.data as any).transfer).toEqual({ id: transfer.id, status: 'COMPLETED', amount: '100.00', currency: 'GHS', metadata: {} });
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(50000n - 10150n);
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(50000n - 10150n);
    await ctx.h.expectReconciled();
  });

  it('return the amount and the fee when the payout fails', async () => {
    const user = await sender();
    const recipientId = await recipient(user, '+46733123457');
    const created = await ctx.h.rest('POST', '/transactions', {
      token: user.accessToken,
      body: { recipientId, amount: 40, sendCurrency: 'GHS', receiveCurrency: 'GHS', speedTier: 'economy' },
    });
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(50000n - 4020n);
    await runPayout();
    const failed = await ctx.h.rest('GET', `/transactions/${created.body.data.id}`, { token: user.accessToken });
    expect(failed.body.data).toMatchObject({ status: 'FAILED', failureReason: 'PAYEE_NOT_FOUND' });
    // The hold was voided: nothing left the wallet.
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(50000n);
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(50000n);
    expect(await typesFor(created.body.data.id)).toEqual([
      'remittance.pending',
      'remittance.processing',
      'transfer.failed',
      'remittance.failed',
      'remittance.refunded',
    ]);
  });

  it('guarantee a locked quote’s rate, once; a failed transfer leaves the quote unused', async () => {
    const user = await sender({ USD: '500.00' }, 2);
    const recipientId = await recipient(user);
    const quote = await ctx.h.rest('POST', '/fx/quotes', { token: user.accessToken, body: { from: 'USD', to: 'GHS', amount: 50, speed: 'economy' } });
    const admin = await ctx.h.createUserWithRole('ADMIN');
    await ctx.h.rest('PUT', '/admin/exchange-rates/GHS', { token: admin.accessToken, body: { perUsd: 16 } });
    const body = { recipientId, amount: 50, sendCurrency: 'USD', receiveCurrency: 'GHS', speedTier: 'economy', quoteId: quote.body.data.id };
    const poor = await sender({ USD: '10.00' }, 2);
    const poorRecipient = await recipient(poor);
    const poorQuote = await ctx.h.rest('POST', '/fx/quotes', { token: poor.accessToken, body: { from: 'USD', to: 'GHS', amount: 50, speed: 'economy' } });
    expectEnvelope(
      await ctx.h.rest('POST', '/transactions', { token: poor.accessToken, body: { ...body, recipientId: poorRecipient, quoteId: poorQuote.body.data.id } }),
      409,
      'INSUFFICIENT_FUNDS',
    );
    expect((await ctx.h.rest('GET', `/fx/quotes/${poorQuote.body.data.id}`, { token: poor.accessToken })).body.data.status).toBe('ACTIVE');
    const created = await ctx.h.rest('POST', '/transactions', { token: user.accessToken, body });
    expectEnvelope(created, 200, 'SUCCESS');
    expect(created.body.data).toMatchObject({
      exchangeRate: quote.body.data.exchangeRate,
      receiveAmount: quote.body.data.receiveAmount,
      fee: quote.body.data.fee,
      quoteId: quote.body.data.id,
    });
    expectEnvelope(await ctx.h.rest('POST', '/transactions', { token: user.accessToken, body }), 409, 'QUOTE_USED');
    const late = await ctx.h.rest('POST', '/fx/quotes', { token: user.accessToken, body: { from: 'USD', to: 'GHS', amount: 50, speed: 'economy' } });
    ctx.h.clock.advance(900 * SECOND);
    const expired = await ctx.h.rest('POST', '/transactions', { token: await ctx.h.signIn(user), body: { ...body, quoteId: late.body.data.id } });
    expectEnvelope(expired, 409, 'QUOTE_EXPIRED');
    await ctx.h.rest('PUT', '/admin/exchange-rates/GHS', { token: await ctx.h.signIn(admin), body: { perUsd: 15.2 } });
  });

  it('refuse bad input, another user’s recipient, and a currency without an account', async () => {
    const user = await sender();
    const recipientId = await recipient(user);
    const other = await sender();
    const otherRecipient = await recipient(other);
    for (const [body, status, code, fields] of [
      [{ recipientId, amount: 0.001, sendCurrency: 'GHS', receiveCurrency: 'GHS', speedTier: 'express' }, 400, 'BAD_REQUEST', ['amount']],
      [{ recipientId, amount: 10, sendCurrency: 'GHS', receiveCurrency: 'GHS', speedTier: 'fast' }, 400, 'BAD_REQUEST', ['speedTier']],
      [{ recipientId, amount: 10, sendCurrency: 'GHS', receiveCurrency: 'USD', speedTier: 'express' }, 400, 'BAD_REQUEST', ['receiveCurrency']],
      [{ recipientId: otherRecipient, amount: 10, sendCurrency: 'GHS', receiveCurrency: 'GHS', speedTier: 'express' }, 404, 'NOT_FOUND', ['recipientId']],
      [{ recipientId, amount: 10, sendCurrency: 'EUR', receiveCurrency: 'GHS', speedTier: 'express' }, 409, 'CURRENCY_ACCOUNT_MISSING', ['sendCurrency']],
      [{ recipientId, amount: 5000, sendCurrency: 'GHS', receiveCurrency: 'GHS', speedTier: 'express' }, 403, 'KYC_LIMIT_EXCEEDED', ['amount']],
      // More than the wallet holds (500.00): refused by the hold, naming the amount.
      [{ recipientId, amount: 600, sendCurrency: 'GHS', receiveCurrency: 'GHS', speedTier: 'express' }, 409, 'INSUFFICIENT_FUNDS', ['amount']],
    ] as const) {
      const result = await ctx.h.rest('POST', '/transactions', { token: user.accessToken, body });
      expectEnvelope(result, status, code);
      expect(fieldsOf(result.body)).toEqual(fields);
    }
    const mine = await ctx.h.rest('POST', '/transactions', {
      token: user.accessToken,
      body: { recipientId, amount: 10, sendCurrency: 'GHS', receiveCurrency: 'GHS', speedTier: 'express' },
    });
    expectEnvelope(await ctx.h.rest('GET', `/transactions/${mine.body.data.id}`, { token: other.accessToken }), 404, 'NOT_FOUND');
    const list = await ctx.h.rest('GET', '/transactions?page=0&size=1', { token: user.accessToken });
    expect(list.body.data).toMatchObject({ page: 0, size: 1, hasMore: false });
    expect(list.body.data.items.map((t: any) => t.id)).toEqual([mine.body.data.id]);
  });

  it('are reversed by an administrator once completed, returning amount and fee', async () => {
    const user = await sender();
    const recipientId = await recipient(user);
    const created = await ctx.h.rest('POST', '/transactions', {
      token: user.accessToken,
      body: { recipientId, amount: 20, sendCurrency: 'GHS', receiveCurrency: 'GHS', speedTier: 'express' },
    });
    const admin = await ctx.h.createUserWithRole('ADMIN');
    expectEnvelope(await ctx.h.rest('POST', `/admin/transactions/${created.body.data.id}/reverse`, { token: admin.accessToken }), 409, 'NOT_PENDING');
    await runPayout();
    expectEnvelope(await ctx.h.rest('POST', `/admin/transactions/${created.body.data.id}/reverse`, { token: await ctx.h.signIn(user) }), 403, 'FORBIDDEN');
    const reversed = await ctx.h.gql(ReverseTransfer, { id: created.body.data.id }, { token: await ctx.h.signIn(admin) });
    expect(reversed.body.data.reverseTransfer.transfer!.status).toBe('REVERSED');
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(50000n);
    expect((await typesFor(created.body.data.id)).at(-1)).toBe('transfer.reversed');
  });

  it("are reversed on the sender's account clock: the reversal is never stamped before the completion", async () => {
    const developer = await ctx.h.createDeveloper();
    const key = developer.subscriptionKey;
    const user = await ctx.h.createUser({}, { key });
    await ctx.h.fund(user, 'GHS', '100.00');
    await ctx.h.rest('POST', '/sandbox/clock/advance', { key, token: developer.merchant.accessToken, body: { seconds: 86_400 } });
    const saved = await ctx.h.rest('POST', '/recipients', {
      key,
      token: user.accessToken,
      body: { name: 'Ama Serwaa', phone: '+233244556677', provider: 'MTN' },
    });
    const created = await ctx.h.rest('POST', '/transactions', {
      key,
      token: user.accessToken,
      body: { recipientId: saved.body.data.id, amount: 10, sendCurrency: 'GHS', receiveCurrency: 'GHS', speedTier: 'express' },
    });
    await ctx.h.services.jobs.runDue();
    ctx.h.clock.advance(5 * SECOND);
    await ctx.h.services.jobs.runDue();
    const admin = await ctx.h.createUserWithRole('ADMIN');
    const reversed = await ctx.h.rest('POST', `/admin/transactions/${created.body.data.id}/reverse`, { token: admin.accessToken });
    expectEnvelope(reversed, 200, 'SUCCESS');
    const at = (status: string) => Date.parse(reversed.body.data.events.find((e: { status: string }) => e.status === status).at);
    expect(at('REVERSED')).toBeGreaterThanOrEqual(at('COMPLETED'));
  });

  it('take the amount as Decimal text on GraphQL, never a float, with the one money parser', async () => {
    const user = await sender();
    const recipientId = await recipient(user);
    // Sends what no typed client would (a float), so the document is plain text here.
    const create = (amount: unknown) =>
      ctx.h.gql(
        'mutation($i: CreateTransferInput!) { createTransfer(input: $i) { transfer { id } userErrors { field message code } } }',
        { i: { recipientId, amount, sendCurrency: 'GHS', receiveCurrency: 'GHS', speedTier: 'ECONOMY' } },
        { token: user.accessToken },
      );
    const asFloat = await create(30.5);
    expect(asFloat.body.errors?.[0]?.message).toMatch(/Decimal must be a string/);
    for (const [amount, message] of [
      ['0', 'must be at least 0.01'],
      ['30.001', 'at most 2 decimal places'],
      ['1000000001', 'must be at most 1,000,000,000'],
    ] as const) {
      const refused = await create(amount);
      expect(mutationRefusal(refused.body).fields).toEqual([{ field: 'amount', message }]);
    }
    expect(await ctx.h.db.selectFrom('transfers').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('work through GraphQL, with a status stream', async () => {
    const user = await sender();
    const recipientId = await recipient(user);
    const created = await ctx.h.gql(
      CreateTransfer,
      { i: { recipientId, amount: '30', sendCurrency: 'GHS', receiveCurrency: 'GHS', speedTier: 'ECONOMY' } },
      { token: user.accessToken },
    );
    const transfer = created.body.data.createTransfer.transfer;
    expect(transfer).toMatchObject({ status: 'PENDING', fee: { amount: '0.15', currency: 'GHS' }, receiveAmount: { amount: '30.00' }, speedTier: 'ECONOMY' });
    const client = ctx.h.wsClient(user.accessToken);
    const statuses: string[] = [];
    const stop = client.subscribe(
      { query: 'subscription($id: ID!) { transferStatus(id: $id) { status } }', variables: { id: transfer?.id } },
      { next: (v: any) => statuses.push(v.data.transferStatus.status), error: () => undefined, complete: () => undefined },
    );
    for (let i = 0; i < 200 && ctx.h.services.bus.subscriberCount(`events:owner:${user.id}`) === 0; i++) await new Promise((r) => setTimeout(r, 10));
    await runPayout();
    for (let i = 0; i < 300 && statuses.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
    expect(statuses).toEqual(['PROCESSING', 'COMPLETED']);
    stop();
    await client.dispose();
    const read = await ctx.h.gql(Transfer, { id: transfer!.id }, { token: user.accessToken });
    expect(read.body.data.transfer!.events.map((e: any) => e.status)).toEqual(['PENDING', 'PROCESSING', 'COMPLETED']);
  });
});
