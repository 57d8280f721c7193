import { graphql } from '../src/generated/documents/index.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useHarness, mutationRefusal } from './support/harness.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const CreateFxQuoteOnce = graphql(`
  mutation CreateFxQuoteOnce($i: CreateFxQuoteInput!, $k: String) { createFxQuote(input: $i, idempotencyKey: $k) { fxQuote { id } userErrors { field message code } } }
`);
const CreateRecipientId = graphql(`
  mutation CreateRecipientId($i: CreateRecipientInput!, $k: String) { createRecipient(input: $i, idempotencyKey: $k) { recipient { id } userErrors { field message code } } }
`);

/**
 * Every GraphQL mutation that creates something or moves money is declared idempotent once: the
 * same key and arguments replay the first answer, other arguments under the same key are refused,
 * and a key of one user or mutation is not another's.
 */
const ctx = useHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true' });

describe('idempotent GraphQL mutations', () => {
  it('replay the first answer for the same key and arguments, and refuse other arguments', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '500.00');
    const token = user.accessToken;
    const cases: { query: string; variables: Record<string, unknown>; changed: Record<string, unknown>; id: (data: any) => string }[] = [
      {
        query:
          'mutation($i: CreateFxQuoteInput!, $k: String) { createFxQuote(input: $i, idempotencyKey: $k) { fxQuote { id } userErrors { field message code } } }',
        variables: { i: { from: 'GHS', to: 'USD', amount: '100.00' } },
        changed: { i: { from: 'GHS', to: 'USD', amount: '101.00' } },
        id: (d) => d.createFxQuote.fxQuote.id,
      },
      {
        query:
          'mutation($i: WalletFundingInput!, $k: String) { fundWallet(input: $i, idempotencyKey: $k) { walletFunding { id } userErrors { field message code } } }',
        variables: { i: { amount: '5.00' } },
        changed: { i: { amount: '6.00' } },
        id: (d) => d.fundWallet.walletFunding.id,
      },
      {
        query:
          'mutation($i: WalletFundingInput!, $k: String) { cashOutWallet(input: $i, idempotencyKey: $k) { walletFunding { id } userErrors { field message code } } }',
        variables: { i: { amount: '5.00' } },
        changed: { i: { amount: '7.00' } },
        id: (d) => d.cashOutWallet.walletFunding.id,
      },
    ];
    for (const c of cases) {
      const key = randomUUID();
      const first = await ctx.h.gql(c.query, { ...c.variables, k: key }, { token });
      expect(first.body.errors, c.query).toBeUndefined();
      const replay = await ctx.h.gql(c.query, { ...c.variables, k: key }, { token });
      expect(c.id(replay.body.data)).toBe(c.id(first.body.data));
      const other = await ctx.h.gql(c.query, { ...c.changed, k: key }, { token });
      expect(mutationRefusal(other.body).code).toBe('IDEMPOTENCY_KEY_MISMATCH');
      const fresh = await ctx.h.gql(c.query, { ...c.variables, k: randomUUID() }, { token });
      expect(c.id(fresh.body.data)).not.toBe(c.id(first.body.data));
    }
  });

  it('show a registered webhook secret again on a replay, though it is stored sealed', async () => {
    const token = await ctx.h.signIn(ctx.h.merchant);
    const query =
      'mutation($i: RegisterWebhookInput!, $k: String) { registerWebhook(input: $i, idempotencyKey: $k) { webhookEndpoint { id } secret userErrors { field message code } } }';
    const variables = { i: { url: 'http://localhost:9/hook', events: ['wallet.funded'] }, k: randomUUID() };
    const first = (await ctx.h.gql(query, variables, { token })).body.data.registerWebhook.webhookEndpoint;
    const replay = (await ctx.h.gql(query, variables, { token })).body.data.registerWebhook.webhookEndpoint;
    expect(replay).toEqual(first);
    const stored = await ctx.h.db.selectFrom('idempotency_keys').select('response_body').where('key', '=', variables.k).executeTakeFirstOrThrow();
    expect(stored.response_body).not.toContain(first.secret);
  });

  it('take a key on the creations REST keys too: a saved biller, a catalog item, a payroll template, a sandbox top-up (made once)', async () => {
    const user = await ctx.h.createUser();
    const merchant = await ctx.h.signIn(ctx.h.merchant);
    const wallet = (await ctx.h.rest('GET', '/users/me', { token: user.accessToken })).body.data.walletId as string;
    const cases: { query: string; variables: Record<string, unknown>; token: string; id: (data: any) => string }[] = [
      {
        query: 'mutation($i: SaveBillerInput!, $k: String) { saveBiller(input: $i, idempotencyKey: $k) { savedBiller { id } userErrors { code } } }',
        variables: { i: { providerId: 'bp_ecg_prepaid', accountNumber: '04123456789', nickname: 'Home' } },
        token: user.accessToken,
        id: (d) => d.saveBiller.savedBiller.id,
      },
      {
        query:
          'mutation($i: PosCatalogItemInput!, $k: String) { addPosCatalogItem(input: $i, idempotencyKey: $k) { posCatalogItem { id } userErrors { code } } }',
        variables: { i: { description: 'Bread', unitPrice: '3.00', currency: 'GHS' } },
        token: merchant,
        id: (d) => d.addPosCatalogItem.posCatalogItem.id,
      },
      {
        query:
          'mutation($i: CreatePayrollTemplateInput!, $k: String) { createPayrollTemplate(input: $i, idempotencyKey: $k) { payrollTemplate { id } userErrors { code } } }',
        variables: { i: { name: 'Monthly', currency: 'GHS', employees: [{ name: 'Ama', phone: '+233241234567', amount: '10.00' }] } },
        token: merchant,
        id: (d) => d.createPayrollTemplate.payrollTemplate.id,
      },
    ];
    for (const c of cases) {
      const key = randomUUID();
      const [first, replay] = [
        await ctx.h.gql(c.query, { ...c.variables, k: key }, { token: c.token }),
        await ctx.h.gql(c.query, { ...c.variables, k: key }, { token: c.token }),
      ];
      expect(first.body.errors, c.query).toBeUndefined();
      expect(c.id(first.body.data), c.query).toEqual(expect.any(String));
      expect(c.id(replay.body.data)).toBe(c.id(first.body.data));
    }
    const topUp =
      'mutation($w: String!, $k: String) { sandboxFundWallet(walletId: $w, amount: "2.50", currency: "GHS", idempotencyKey: $k) { walletBalance { balance { amount } } userErrors { code } } }';
    const key = randomUUID();
    for (const _ of [1, 2]) {
      const answer = await ctx.h.gql(topUp, { w: wallet, k: key }, { token: merchant });
      expect(answer.body.data.sandboxFundWallet.userErrors).toEqual([]);
    }
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(250n);
  });

  it('scope a key to its user and its mutation', async () => {
    const [a, b] = [await ctx.h.createUser(), await ctx.h.createUser()];
    const key = randomUUID();
    const quote = (token: string) => ctx.h.gql(CreateFxQuoteOnce, { i: { from: 'GHS', to: 'USD', amount: '10.00' }, k: key }, { token });
    const first = (await quote(a.accessToken)).body.data.createFxQuote.fxQuote!.id;
    expect((await quote(b.accessToken)).body.data.createFxQuote.fxQuote!.id).not.toBe(first);
    const recipient = await ctx.h.gql(
      CreateRecipientId,
      { i: { name: 'Ama Serwaa', phone: '+233244556677', provider: 'MTN' }, k: key },
      { token: a.accessToken },
    );
    expect(recipient.body.errors).toBeUndefined();
  });
});
