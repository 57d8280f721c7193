import { describe, expect, it } from 'vitest';
import type { GraphQLEnumType, GraphQLObjectType } from 'graphql';
import { buildSchema } from '../src/graphql/schema.js';
import { userErrorCodesOf, userErrorTypeOf } from '../src/graphql/user-error-codes.js';
import { useHarness } from './support/harness.js';

// Typed user errors (API version 2027-01-15): each payload's userErrors is its mutation's own type,
// whose code is an enum of the codes that mutation answers, as Shopify's are. Every version's schema
// has the types; the versions before keep `UserError` with `code: String` in the payloads.
const ctx = useHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true' });
const TYPED = '2027-01-15';
const RELEASED = '2026-11-21';

const TRANSFER = `mutation($i: WalletTransferInput!) {
  transferToWallet(input: $i) { walletTransfer { id } userErrors { __typename field message code } }
}`;

describe('typed user errors in GraphQL, from API version 2027-01-15', () => {
  it("answers a business refusal in the mutation's own type, its code one of the mutation's enum", async () => {
    const [payer, payee] = await Promise.all([ctx.h.createUser(), ctx.h.createUser()]);
    const input = { toEmail: payee.email, amount: '5.00', currency: 'GHS' };
    const typed = await ctx.h.gql(TRANSFER, { i: input }, { token: payer.accessToken, headers: { 'Payments-Version': TYPED } });
    expect(typed.body.errors).toBeUndefined();
    expect(typed.body.data.transferToWallet).toEqual({
      walletTransfer: null,
      userErrors: [expect.objectContaining({ __typename: 'TransferToWalletUserError', code: 'INSUFFICIENT_FUNDS' })],
    });
    const released = await ctx.h.gql(TRANSFER, { i: input }, { token: payer.accessToken });
    expect(released.body.data.transferToWallet.userErrors).toEqual([expect.objectContaining({ __typename: 'UserError', code: 'INSUFFICIENT_FUNDS' })]);
    // Same refusal, same JSON but for the type's name.
    const { __typename: _typed, ...typedError } = typed.body.data.transferToWallet.userErrors[0];
    const { __typename: _released, ...releasedError } = released.body.data.transferToWallet.userErrors[0];
    expect(typedError).toEqual(releasedError);
  });

  it('names every invalid field with its code, in the same order as the released shape', async () => {
    const user = await ctx.h.createUser();
    const document = `mutation { createPaymentLink(input: { title: "", amount: "-5", currency: "GHS", amountFixed: true }) { paymentLink { id } userErrors { field code } } }`;
    const typed = await ctx.h.gql(document, {}, { token: user.accessToken, headers: { 'Payments-Version': TYPED } });
    const released = await ctx.h.gql(document, {}, { token: user.accessToken });
    expect(typed.body.data.createPaymentLink.userErrors.length).toBeGreaterThan(1);
    expect(typed.body.data.createPaymentLink.userErrors).toEqual(released.body.data.createPaymentLink.userErrors);
  });

  it("declares each mutation's enum in every version's schema, and types the payloads only from 2027-01-15", () => {
    const typed = buildSchema(TYPED);
    const released = buildSchema(RELEASED);
    const mutations = Object.values((typed.getMutationType() as GraphQLObjectType).getFields());
    expect(mutations.length).toBeGreaterThan(90);
    for (const mutation of mutations) {
      const typeName = userErrorTypeOf(mutation.name);
      const payload = typed.getType(String(mutation.type).replace(/!$/, '')) as GraphQLObjectType;
      expect(String(payload.getFields()['userErrors']!.type), mutation.name).toBe(`[${typeName}!]!`);
      const releasedPayload = released.getType(payload.name) as GraphQLObjectType;
      expect(String(releasedPayload.getFields()['userErrors']!.type), mutation.name).toBe('[UserError!]!');
      // The enum is in both, with the codes the mutation declares.
      for (const schema of [typed, released]) {
        const codes = (schema.getType(`${typeName}Code`) as GraphQLEnumType).getValues().map((value) => value.name);
        expect(codes, mutation.name).toEqual(userErrorCodesOf(typed, mutation));
        expect(codes, mutation.name).toContain('BAD_REQUEST');
      }
    }
    const transferCodes = (typed.getType('TransferToWalletUserErrorCode') as GraphQLEnumType).getValues().map((value) => value.name);
    expect(transferCodes).toEqual(expect.arrayContaining(['INSUFFICIENT_FUNDS', 'IDEMPOTENCY_KEY_MISMATCH', 'BAD_REQUEST']));
  });

  it('types the links an answer carries as URL from 2027-01-15, String before, with the same text', async () => {
    const developer = await ctx.h.createDeveloper();
    const auth = { token: developer.merchant.accessToken, key: developer.subscriptionKey };
    // A bare origin: a URL scalar that rewrote it would answer a trailing slash REST does not.
    const registered = await ctx.h.gql(
      'mutation($i: RegisterWebhookInput!) { registerWebhook(input: $i) { webhookEndpoint { id url } userErrors { code } } }',
      { i: { url: 'http://127.0.0.1:9', events: ['payment.completed'] } },
      { ...auth, headers: { 'Payments-Version': TYPED } },
    );
    expect(registered.body.data.registerWebhook.userErrors).toEqual([]);
    const { id, url } = registered.body.data.registerWebhook.webhookEndpoint;
    expect(url).toBe('http://127.0.0.1:9');
    const read = async (version: string) =>
      (await ctx.h.gql('query($id: ID!) { webhookEndpoint(id: $id) { url } }', { id }, { ...auth, headers: { 'Payments-Version': version } })).body.data
        .webhookEndpoint.url;
    expect([await read(TYPED), await read(RELEASED)]).toEqual([url, url]);
    const fieldType = async (version: string) =>
      (
        await ctx.h.gql('{ __type(name: "WebhookEndpoint") { fields { name type { ofType { name } } } } }', {}, { headers: { 'Payments-Version': version } })
      ).body.data.__type.fields.find((field: { name: string }) => field.name === 'url').type.ofType.name;
    expect([await fieldType(TYPED), await fieldType(RELEASED)]).toEqual(['URL', 'String']);
  });
});
