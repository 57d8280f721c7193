import { describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { useHarness } from './support/harness.js';
import { createPaymentLink } from './support/kit.js';

// Mutations answer <Name>Payload { …objects, userErrors }: what the caller can fix is in the
// payload (the rest of the answer stands), what it cannot stays a top-level error.
const CreateLink = graphql(`
  mutation PayloadCreateLink($i: CreatePaymentLinkInput!) {
    createPaymentLink(input: $i) { paymentLink { id title } userErrors { field message code } }
  }
`);
const DeactivateLink = graphql(`
  mutation PayloadDeactivateLink($id: ID!) { deactivatePaymentLink(id: $id) { paymentLink { id status } userErrors { field message code } } }
`);
const LinkCount = graphql(`
  query PayloadLinkCount { paymentLinks(first: 100) { nodes { id } } }
`);

const ctx = useHarness();

describe('mutation payloads', () => {
  it('report invalid fields in userErrors by argument path, change nothing, and leave the rest of the answer', async () => {
    const developer = await ctx.h.createDeveloper();
    const token = developer.merchant.accessToken;
    const refused = await ctx.h.gql(CreateLink, { i: { title: '', amount: '5.00', currency: 'GHS', amountFixed: true } }, { token });
    expect(refused.body.errors).toBeUndefined();
    expect(refused.body.data.createPaymentLink.paymentLink).toBeNull();
    const fields = refused.body.data.createPaymentLink.userErrors.map((error) => error.field);
    expect(fields).toEqual([['input', 'title']]);
    expect(new Set(refused.body.data.createPaymentLink.userErrors.map((error) => error.code))).toEqual(new Set(['BAD_REQUEST']));
    expect((await ctx.h.gql(LinkCount, {}, { token })).body.data.paymentLinks.nodes).toEqual([]);

    // Two mutations in one document: the refused one does not blank the other.
    const both = await ctx.h.gql(
      `mutation { good: createPaymentLink(input: { title: "Shoes", amount: "5.00", currency: "GHS", amountFixed: true }) { paymentLink { title } userErrors { code } }
                  bad: createPaymentLink(input: { title: "", amount: "5.00", currency: "GHS", amountFixed: true }) { paymentLink { title } userErrors { field code } } }`,
      {},
      { token },
    );
    expect(both.body.errors).toBeUndefined();
    expect(both.body.data).toEqual({
      good: { paymentLink: { title: 'Shoes' }, userErrors: [] },
      bad: { paymentLink: null, userErrors: [{ field: ['input', 'title'], code: 'BAD_REQUEST' }] },
    });
  });

  it('report every invalid field at once, in the same order as REST, the amount rules included while another field fails', async () => {
    const developer = await ctx.h.createDeveloper();
    const token = developer.merchant.accessToken;
    const input = { title: '', amount: '-5', currency: 'GHS', amountFixed: true, minAmount: '0.001', maxAmount: '1000000001' };
    const graphql = await ctx.h.gql(CreateLink, { i: input }, { token });
    expect(graphql.body.errors).toBeUndefined();
    const userErrors = graphql.body.data.createPaymentLink.userErrors;
    const rest = await ctx.h.rest('POST', '/merchants/me/payment-links', { token, key: developer.subscriptionKey, body: input });
    expect(rest.status).toBe(400);
    const restFields = rest.body.details.fields as { field: string; message: string }[];
    expect(restFields.map((f) => f.field)).toEqual(['title', 'amount', 'minAmount', 'maxAmount', 'minAmount']);
    expect(restFields.map((f) => f.message)).toEqual([
      'title must be 1-100 characters',
      'must be at least 0.01',
      'at most 2 decimal places',
      'must be at most 1,000,000,000',
      'only a flexible link (amountFixed false) takes bounds',
    ]);
    // GraphQL: the same fields, messages and order, each under the argument that holds it.
    expect(userErrors.map((e) => ({ field: e.field, message: e.message }))).toEqual(restFields.map((f) => ({ field: ['input', f.field], message: f.message })));
    // A currency nobody supports is named, and its amounts wait for it (GraphQL's Currency scalar refuses it before the mutation runs).
    const unknownCurrency = await ctx.h.rest('POST', '/merchants/me/payment-links', {
      token,
      key: developer.subscriptionKey,
      body: { title: '', amount: -5, currency: 'XYZ', amountFixed: true },
    });
    expect(unknownCurrency.body.details.fields).toEqual([
      { field: 'title', message: 'title must be 1-100 characters' },
      { field: 'currency', message: 'not a supported currency' },
    ]);
  });

  it("name the id when it is not the caller's object, exactly as for an id of nothing", async () => {
    const [owner, stranger] = [await ctx.h.createDeveloper(), await ctx.h.createDeveloper()];
    const link = await createPaymentLink(ctx.h, owner, 'Theirs');
    for (const id of [link, 'plink_missing']) {
      const answer = await ctx.h.gql(DeactivateLink, { id }, { token: stranger.merchant.accessToken });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data.deactivatePaymentLink).toEqual({
        paymentLink: null,
        userErrors: [{ field: ['id'], message: expect.any(String), code: 'NOT_FOUND' }],
      });
    }
    const deactivated = await ctx.h.gql(DeactivateLink, { id: link }, { token: owner.merchant.accessToken });
    expect(deactivated.body.data.deactivatePaymentLink).toEqual({ paymentLink: { id: link, status: 'INACTIVE' }, userErrors: [] });
  });

  it('keep authentication and permission as top-level errors: nothing the input could fix', async () => {
    const input = { title: 'Shoes', amount: '5.00', currency: 'GHS', amountFixed: true };
    const anonymous = await ctx.h.gql(CreateLink, { i: input });
    expect(anonymous.body.data?.createPaymentLink ?? null).toBeNull();
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    const appUser = await ctx.h.createUser();
    const forbidden = await ctx.h.gql(CreateLink, { i: input }, { token: appUser.accessToken });
    expect(forbidden.body.data?.createPaymentLink ?? null).toBeNull();
    expect(forbidden.body.errors[0]).toMatchObject({ path: ['createPaymentLink'], extensions: { code: 'FORBIDDEN' } });
  });

  it('name the field of a value of the wrong type in extensions, for a variable and for a literal', async () => {
    const token = (await ctx.h.createDeveloper()).merchant.accessToken;
    const variable = await ctx.h.gql(CreateLink, { i: { title: 'Shoes', amount: 5 as never, currency: 'GHS', amountFixed: true } }, { token });
    expect(variable.body.errors[0].extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: [{ field: 'i.amount', message: expect.stringMatching(/Decimal/) }],
    });
    const unknown = await ctx.h.gql(
      CreateLink,
      { i: { title: 'Shoes', amount: '5.00', currency: 'GHS', amountFixed: true, colour: 'red' } as never },
      { token },
    );
    expect(unknown.body.errors[0].extensions.fields).toEqual([{ field: 'i.colour', message: expect.stringMatching(/not defined/) }]);
    const literal = await ctx.h.gql(
      'mutation { createPaymentLink(input: { title: "Shoes", amount: 5, currency: "GHS", amountFixed: true }) { userErrors { code } } }',
      {},
      { token },
    );
    expect(literal.body.errors[0].extensions.fields).toEqual([{ field: 'input.amount', message: expect.any(String) }]);
    const missing = await ctx.h.gql(
      'mutation { createPaymentLink(input: { amount: "5.00", currency: "GHS", amountFixed: true }) { userErrors { code } } }',
      {},
      { token },
    );
    expect(missing.body.errors[0].extensions.fields).toEqual([{ field: 'input.title', message: expect.stringMatching(/not provided/) }]);
  });
});
