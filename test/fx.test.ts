import { graphql } from '../src/generated/documents/index.js';
import { describe, expect, it } from 'vitest';
import { SECOND } from '../src/platform/clock.js';
import { Money } from '../src/platform/money.js';
import { expectEnvelope, fieldsOf, useHarness } from './support/harness.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const ExchangeRate = graphql(`
  query ExchangeRate { exchangeRate(from: "USD", to: "GHS", speed: ECONOMY) { rate fee { amount currency } receiveAmount { amount currency } speed } fxRates { currency perUsd } }
`);
const CreateFxQuote = graphql(`
  mutation CreateFxQuote { createFxQuote(input: { from: "EUR", to: "GHS", amount: "10" }) { fxQuote { id status price { rate } } userErrors { field message code } } }
`);
const FxQuote = graphql(`
  query FxQuote($id: ID!) { fxQuote(id: $id) { status price { rate } } }
`);
const EuroToCediRate = graphql(`
  query EuroToCediRate { exchangeRate(from: "EUR", to: "GHS") { rate } }
`);
const SetExchangeRate = graphql(`
  mutation SetExchangeRate { setExchangeRate(currency: "KES", perUsd: "131.5") { announced changePercent } }
`);
const SetCediRateTo20 = graphql(`
  mutation SetCediRateTo20 { setExchangeRate(currency: "GHS", perUsd: "20") { announced } }
`);

const ctx = useHarness();

describe('exchange rates', () => {
  it('price an amount per speed tier: express costs more than economy', async () => {
    const user = await ctx.h.createUser();
    const express = await ctx.h.rest('GET', '/exchange-rates?from=USD&to=GHS', { token: user.accessToken });
    expectEnvelope(express, 200, 'SUCCESS');
    // Mid 15.2; express margin 1% and fee 1.5% of the default amount 100.
    expect(express.body.data).toEqual({
      from: 'USD',
      to: 'GHS',
      speed: 'express',
      sendAmount: 100,
      fee: 1.5,
      totalCost: 101.5,
      exchangeRate: 15.048,
      midMarketRate: 15.2,
      receiveAmount: 1504.8,
    });
    const economy = await ctx.h.rest('GET', '/exchange-rates?from=usd&to=ghs&amount=100&speed=economy', { token: user.accessToken });
    expect(economy.body.data).toMatchObject({ fee: 0.5, totalCost: 100.5, exchangeRate: 15.124, receiveAmount: 1512.4 });
    expect(express.body.data.totalCost).toBeGreaterThan(economy.body.data.totalCost);
    expect(express.body.data.receiveAmount).toBeLessThan(economy.body.data.receiveAmount);
  });

  it('round fees and conversions half to even to the minor unit', async () => {
    const user = await ctx.h.createUser();
    // 0.5% of 1.00 USD is half a cent: half-even gives 0.00; 1.5% is 1.5 cents: 0.02.
    const economy = await ctx.h.rest('GET', '/exchange-rates?from=USD&to=GHS&amount=1&speed=economy', { token: user.accessToken });
    expect(economy.body.data.fee).toBe(0);
    const express = await ctx.h.rest('GET', '/exchange-rates?from=USD&to=GHS&amount=1&speed=express', { token: user.accessToken });
    expect(express.body.data.fee).toBe(0.02);
    // Into a currency without minor units: whole shillings.
    const ugx = await ctx.h.rest('GET', '/exchange-rates?from=GHS&to=UGX&amount=10&speed=express', { token: user.accessToken });
    expect(Number.isInteger(ugx.body.data.receiveAmount)).toBe(true);
  });

  it('refuse bad queries with the field at fault', async () => {
    const user = await ctx.h.createUser();
    for (const [query, field] of [
      ['from=USD&to=GHS&amount=0.001', 'amount'],
      ['from=USD&to=GHS&amount=0', 'amount'],
      ['from=USD&to=GHS&speed=fast', 'speed'],
      ['from=XYZ&to=GHS', 'from'],
      ['from=USD', 'to'],
    ]) {
      const result = await ctx.h.rest('GET', `/exchange-rates?${query}`, { token: user.accessToken });
      expectEnvelope(result, 400, 'BAD_REQUEST');
      expect(fieldsOf(result.body)).toEqual([field]);
    }
  });

  it('work through GraphQL', async () => {
    const user = await ctx.h.createUser();
    const result = await ctx.h.gql(ExchangeRate, {}, { token: user.accessToken });
    expect(result.body.data.exchangeRate).toEqual({
      rate: '15.12400000',
      fee: { amount: '0.50', currency: 'USD' },
      receiveAmount: { amount: '1512.40', currency: 'GHS' },
      speed: 'ECONOMY',
    });
    expect(result.body.data.fxRates.find((r) => r.currency === 'GHS')?.perUsd).toBe('15.2');
  });
});

describe('FX quotes', () => {
  it('lock the rate for the window, then expire; another user cannot see them', async () => {
    const user = await ctx.h.createUser();
    const created = await ctx.h.rest('POST', '/fx/quotes', { token: user.accessToken, body: { from: 'USD', to: 'GHS', amount: 50, speed: 'economy' } });
    expectEnvelope(created, 200, 'SUCCESS');
    const quote = created.body.data;
    expect(quote).toMatchObject({ status: 'ACTIVE', sendAmount: 50, exchangeRate: 15.124, receiveAmount: 756.2, speed: 'economy' });
    expect(Date.parse(quote.expiresAt) - Date.parse(quote.createdAt)).toBe(900 * SECOND);
    const other = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('GET', `/fx/quotes/${quote.id}`, { token: other.accessToken }), 404, 'NOT_FOUND');
    ctx.h.clock.advance(899 * SECOND);
    expect((await ctx.h.rest('GET', `/fx/quotes/${quote.id}`, { token: await ctx.h.signIn(user) })).body.data.status).toBe('ACTIVE');
    ctx.h.clock.advance(SECOND);
    const expired = await ctx.h.rest('GET', `/fx/quotes/${quote.id}`, { token: await ctx.h.signIn(user) });
    expect(expired.body.data.status).toBe('EXPIRED');
  });

  it('are redeemed once, for the same currencies and amount; expired and foreign ones are refused', async () => {
    const user = await ctx.h.createUser();
    const principal = { kind: 'user' as const, userId: user.id, role: 'USER' as const };
    const quote = await ctx.h.services.fx.createQuote(principal, { from: 'USD', to: 'GHS', amount: '20', speed: 'express' });
    const expected = { from: 'USD', to: 'GHS', sendAmount: Money.of(2000n, 'USD'), speed: 'express' as const };
    await expect(ctx.h.services.fx.redeemQuote(principal, quote.id, { ...expected, sendAmount: Money.of(2100n, 'USD') })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const other = await ctx.h.createUser();
    await expect(ctx.h.services.fx.redeemQuote({ kind: 'user', userId: other.id, role: 'USER' }, quote.id, expected)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const redeemed = await ctx.h.services.fx.redeemQuote(principal, quote.id, expected);
    expect(redeemed.exchangeRate).toBe(quote.exchangeRate);
    await expect(ctx.h.services.fx.redeemQuote(principal, quote.id, expected)).rejects.toMatchObject({ code: 'QUOTE_USED' });
    const late = await ctx.h.services.fx.createQuote(principal, { from: 'USD', to: 'GHS', amount: '20', speed: 'express' });
    ctx.h.clock.advance(900 * SECOND);
    await expect(ctx.h.services.fx.redeemQuote(principal, late.id, expected)).rejects.toMatchObject({ code: 'QUOTE_EXPIRED', fields: [{ field: 'quoteId' }] });
  });

  it('keep their rate when the market moves, and work through GraphQL', async () => {
    const user = await ctx.h.createUser();
    const created = await ctx.h.gql(CreateFxQuote, {}, { token: user.accessToken });
    const { id, price } = created.body.data.createFxQuote.fxQuote!;
    const admin = await ctx.h.createUserWithRole('ADMIN');
    await ctx.h.rest('PUT', '/admin/exchange-rates/GHS', { token: admin.accessToken, body: { perUsd: 16 } });
    const read = await ctx.h.gql(FxQuote, { id }, { token: user.accessToken });
    expect(read.body.data.fxQuote).toEqual({ status: 'ACTIVE', price: { rate: price.rate } });
    const now = await ctx.h.gql(EuroToCediRate, {}, { token: user.accessToken });
    expect(now.body.data.exchangeRate.rate).not.toBe(price.rate);
    await ctx.h.rest('PUT', '/admin/exchange-rates/GHS', { token: admin.accessToken, body: { perUsd: 15.2 } });
  });
});

describe('rate updates', () => {
  it('announce a significant change with rate.updated, and stay quiet below the threshold', async () => {
    const admin = await ctx.h.createUserWithRole('ADMIN');
    const events = () =>
      ctx.h.db
        .selectFrom('events')
        .selectAll()
        .where('type', '=', 'rate.updated')
        .where('data', '@>', JSON.stringify({ currency: 'KES' }))
        .execute();
    const before = (await events()).length;
    const big = await ctx.h.rest('PUT', '/admin/exchange-rates/kes', { token: admin.accessToken, body: { perUsd: 131 } });
    expectEnvelope(big, 200, 'SUCCESS');
    expect(big.body.data).toEqual({ currency: 'KES', perUsd: '131', previousPerUsd: '129', changePercent: '1.5504', announced: true });
    const announced = await events();
    expect(announced).toHaveLength(before + 1);
    expect(announced.at(-1)).toMatchObject({
      owner_id: 'platform',
      data: { currency: 'KES', base: 'USD', previousRate: '129', rate: '131', changePercent: '1.5504' },
    });
    const small = await ctx.h.gql(SetExchangeRate, {}, { token: admin.accessToken });
    expect(small.body.data.setExchangeRate).toEqual({ announced: false, changePercent: '0.3817' });
    expect(await events()).toHaveLength(before + 1);
  });

  it('are for administrators, never for USD, and validate the rate', async () => {
    const admin = await ctx.h.createUserWithRole('ADMIN');
    const user = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('PUT', '/admin/exchange-rates/GHS', { token: user.accessToken, body: { perUsd: 20 } }), 403, 'FORBIDDEN');
    const gql = await ctx.h.gql(SetCediRateTo20, {}, { token: user.accessToken });
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(fieldsOf((await ctx.h.rest('PUT', '/admin/exchange-rates/USD', { token: admin.accessToken, body: { perUsd: 2 } })).body)).toEqual(['currency']);
    expect(fieldsOf((await ctx.h.rest('PUT', '/admin/exchange-rates/GHS', { token: admin.accessToken, body: { perUsd: -1 } })).body)).toEqual(['perUsd']);
    expect(fieldsOf((await ctx.h.rest('PUT', '/admin/exchange-rates/GHS', { token: admin.accessToken, body: {} })).body)).toEqual(['perUsd']);
  });
});
