import { graphql } from '../src/generated/documents/index.js';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../src/rails/cards.js';
import { expectEnvelope, fieldsOf, useHarness, type TestUser, mutationRefusal } from './support/harness.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const CreateSetupIntent = graphql(`
  mutation CreateSetupIntent { createSetupIntent { setupIntent { id clientSecret status } userErrors { field message code } } }
`);
const ConfirmSetupIntent = graphql(`
  mutation ConfirmSetupIntent($id: ID!, $s: String!) { confirmSetupIntent(id: $id, clientSecret: $s, card: { number: "4000000000009995", expMonth: 1, expYear: 2031, cvc: "999" }) { paymentMethod { id } userErrors { field message code } } }
`);
const ConfirmSetupIntentWithVisa = graphql(`
  mutation ConfirmSetupIntentWithVisa($id: ID!, $s: String!) { confirmSetupIntent(id: $id, clientSecret: $s, card: { number: "4242424242424242", expMonth: 1, expYear: 2031, cvc: "999" }) { paymentMethod { id brand last4 isDefault } userErrors { field message code } } }
`);
const PaymentMethods = graphql(`
  query PaymentMethods { paymentMethods { last4 } }
`);
const DeletePaymentMethod = graphql(`
  mutation DeletePaymentMethod($id: ID!) { deletePaymentMethod(paymentMethodId: $id) { deletedPaymentMethodId userErrors { field message code } } }
`);

const ctx = useHarness();
const card = (number: string, overrides: Record<string, unknown> = {}) => ({ number, expMonth: 12, expYear: 2030, cvc: '123', ...overrides });

async function save(user: TestUser, number: string, overrides: Record<string, unknown> = {}) {
  const intent = await ctx.h.rest('POST', '/payment-methods/setup-intent', { token: user.accessToken });
  expectEnvelope(intent, 200, 'SUCCESS');
  return ctx.h.rest('POST', `/payment-methods/setup-intent/${intent.body.data.id}/confirm`, {
    token: user.accessToken,
    body: { clientSecret: intent.body.data.clientSecret, card: card(number, overrides) },
  });
}

describe('card setup with the test cards', () => {
  it('saves 4242424242424242 as the default, keeping only brand, last4 and expiry', async () => {
    const user = await ctx.h.createUser();
    const saved = await save(user, '4242 4242 4242 4242');
    expectEnvelope(saved, 200, 'SUCCESS');
    expect(saved.body.data).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true });
    const row = await ctx.h.db.selectFrom('payment_methods').selectAll().where('id', '=', saved.body.data.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    const intents = await ctx.h.db.selectFrom('setup_intents').selectAll().where('user_id', '=', user.id).execute();
    expect(JSON.stringify(intents)).not.toContain('4242424242424242');
  });

  it.each(Object.entries(TEST_CARDS).filter(([, code]) => code !== 'attaches_but_charges_fail'))('declines %s with %s', async (number, code) => {
    const user = await ctx.h.createUser();
    const result = await save(user, number);
    expectEnvelope(result, 402, 'CARD_DECLINED');
    expect(result.body.details.fields).toEqual([{ field: 'card', message: code }]);
    expect((await ctx.h.rest('GET', '/payment-methods', { token: user.accessToken })).body.data).toEqual([]);
  });

  it('attaches 4000000000000341, whose charges then fail; a normal card charges', async () => {
    const user = await ctx.h.createUser();
    const failing = await save(user, '4000000000000341');
    expectEnvelope(failing, 200, 'SUCCESS');
    expect(await ctx.h.services.paymentMethods.charge(user.id, failing.body.data.id, 1000n)).toEqual({ status: 'failed', declineCode: 'card_declined' });
    const good = await save(user, '5555555555554444');
    expect(good.body.data.brand).toBe('mastercard');
    expect(await ctx.h.services.paymentMethods.charge(user.id, good.body.data.id, 1000n)).toEqual({ status: 'succeeded' });
    const stranger = await ctx.h.createUser();
    await expect(ctx.h.services.paymentMethods.charge(stranger.id, good.body.data.id, 1000n)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses invalid cards, an expired date, a wrong client secret and a reused intent', async () => {
    const user = await ctx.h.createUser();
    for (const [number, overrides, field] of [
      ['4242424242424241', {}, 'card.number'],
      ['4242', {}, 'card.number'],
      ['4242424242424242', { cvc: '12' }, 'card.cvc'],
      ['4242424242424242', { expMonth: 13 }, 'card.expMonth'],
    ] as const) {
      const result = await save(user, number, overrides);
      expectEnvelope(result, 400, 'BAD_REQUEST');
      expect(fieldsOf(result.body)).toEqual([field]);
    }
    expectEnvelope(await save(user, '4242424242424242', { expYear: 2020 }), 402, 'CARD_DECLINED');
    const intent = await ctx.h.rest('POST', '/payment-methods/setup-intent', { token: user.accessToken });
    const wrong = await ctx.h.rest('POST', `/payment-methods/setup-intent/${intent.body.data.id}/confirm`, {
      token: user.accessToken,
      body: { clientSecret: 'seti_x_secret_y', card: card('4242424242424242') },
    });
    expect(fieldsOf(wrong.body)).toEqual(['clientSecret']);
    const ok = await ctx.h.rest('POST', `/payment-methods/setup-intent/${intent.body.data.id}/confirm`, {
      token: user.accessToken,
      body: { clientSecret: intent.body.data.clientSecret, card: card('4242424242424242') },
    });
    expectEnvelope(ok, 200, 'SUCCESS');
    expectEnvelope(
      await ctx.h.rest('POST', `/payment-methods/setup-intent/${intent.body.data.id}/confirm`, {
        token: user.accessToken,
        body: { clientSecret: intent.body.data.clientSecret, card: card('4242424242424242') },
      }),
      409,
      'CONFLICT',
    );
    const other = await ctx.h.createUser();
    expectEnvelope(
      await ctx.h.rest('POST', `/payment-methods/setup-intent/${intent.body.data.id}/confirm`, {
        token: other.accessToken,
        body: { clientSecret: intent.body.data.clientSecret, card: card('4242424242424242') },
      }),
      404,
      'NOT_FOUND',
    );
    expectEnvelope(await save(user, '4242424242424242'), 409, 'CONFLICT');
  });
});

describe('saved payment methods', () => {
  it('set the default, delete (the next becomes default), and sync away expired cards', async () => {
    const user = await ctx.h.createUser();
    const first = (await save(user, '4242424242424242')).body.data;
    const second = (await save(user, '5555555555554444', { expYear: 2026, expMonth: 2 })).body.data;
    expect(second.isDefault).toBe(false);
    const made = await ctx.h.rest('PUT', '/payment-methods/default', { token: user.accessToken, body: { paymentMethodId: second.id } });
    expect(made.body.data.isDefault).toBe(true);
    expect((await ctx.h.rest('GET', '/payment-methods', { token: user.accessToken })).body.data.map((m: any) => [m.id, m.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    ctx.h.clock.set(new Date('2026-03-05T00:00:00.000Z'));
    const token = await ctx.h.signIn(user);
    const synced = await ctx.h.rest('POST', '/payment-methods/sync', { token });
    expect(synced.body.data).toMatchObject({ removed: 1, paymentMethods: [{ id: first.id, isDefault: true }] });
    const other = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('DELETE', `/payment-methods/${first.id}`, { token: other.accessToken }), 404, 'NOT_FOUND');
    expect(fieldsOf((await ctx.h.rest('PUT', '/payment-methods/default', { token: other.accessToken, body: { paymentMethodId: first.id } })).body)).toEqual([
      'paymentMethodId',
    ]);
    expectEnvelope(await ctx.h.rest('DELETE', `/payment-methods/${first.id}`, { token }), 200, 'SUCCESS');
    expect((await ctx.h.rest('GET', '/payment-methods', { token })).body.data).toEqual([]);
  });

  it('work through GraphQL', async () => {
    const user = await ctx.h.createUser();
    const intent = await ctx.h.gql(CreateSetupIntent, {}, { token: user.accessToken });
    const { id } = intent.body.data.createSetupIntent.setupIntent!;
    const clientSecret = intent.body.data.createSetupIntent.setupIntent!.clientSecret!;
    expect(clientSecret).toMatch(/^seti_.+_secret_/);
    const declined = await ctx.h.gql(ConfirmSetupIntent, { id, s: clientSecret }, { token: user.accessToken });
    expect(mutationRefusal(declined.body)).toMatchObject({ code: 'CARD_DECLINED', fields: [{ field: 'card', message: 'insufficient_funds' }] });
    // Read again, by its lookup or as a node, an intent says where it stands but never its secret again.
    const refetch = 'query($id: ID!) { setupIntent(id: $id) { id clientSecret status lastError paymentMethodId } node(id: $id) { __typename id } }';
    const pending = await ctx.h.gql(refetch, { id }, { token: user.accessToken });
    expect(pending.body.data).toEqual({
      setupIntent: { id, clientSecret: null, status: 'REQUIRES_PAYMENT_METHOD', lastError: 'insufficient_funds', paymentMethodId: null },
      node: { __typename: 'SetupIntent', id },
    });
    const saved = await ctx.h.gql(ConfirmSetupIntentWithVisa, { id, s: clientSecret }, { token: user.accessToken });
    expect(saved.body.data.confirmSetupIntent.paymentMethod).toMatchObject({ brand: 'visa', last4: '4242', isDefault: true });
    const succeeded = await ctx.h.gql(refetch, { id }, { token: user.accessToken });
    expect(succeeded.body.data.setupIntent).toMatchObject({
      status: 'SUCCEEDED',
      clientSecret: null,
      paymentMethodId: saved.body.data.confirmSetupIntent.paymentMethod!.id,
    });
    const stranger = await ctx.h.gql(refetch, { id }, { token: (await ctx.h.createUser()).accessToken });
    expect(stranger.body.data).toEqual({ setupIntent: null, node: null });
    const listed = await ctx.h.gql(PaymentMethods, {}, { token: user.accessToken });
    expect(listed.body.data.paymentMethods).toEqual([{ last4: '4242' }]);
    const deleted = await ctx.h.gql(DeletePaymentMethod, { id: saved.body.data.confirmSetupIntent.paymentMethod!.id }, { token: user.accessToken });
    expect(deleted.body.data.deletePaymentMethod.deletedPaymentMethodId).toBe(saved.body.data.confirmSetupIntent.paymentMethod!.id);
  });
});
