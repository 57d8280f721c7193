import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildASTSchema, type GraphQLObjectType, parse, validate } from 'graphql';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { buildSchema, loadTypeDefs } from '../src/graphql/schema.js';
import { API_VERSIONS } from '../src/platform/api-versions/api-versions.js';
import { deprecation, deprecationReason } from '../src/platform/api-versions/deprecations.js';
import { useHarness } from './support/harness.js';

// Every mutation that takes arguments takes one `input`, as GitHub's and Shopify's do. The forms
// mutations took before (`deleteWebhook(id:)`, `createTransfer(input:, idempotencyKey:)`) keep
// working, deprecated with a removal date: the rest of the suite still sends them, which is what
// proves they were not broken.
const ctx = useHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true' });
const REASON = deprecationReason(deprecation('mutation-arguments-into-input'));

const DEPOSIT_NOW = `mutation($i: DepositToSavingsGoalInput) {
  depositToSavingsGoal(input: $i) { savingsGoal { id savedAmount { amount } } userErrors { field message code } }
}`;
const DEPOSIT_BEFORE = `mutation($id: ID!, $amount: Decimal!, $k: String) {
  depositToSavingsGoal(id: $id, amount: $amount, idempotencyKey: $k) { savingsGoal { id savedAmount { amount } } userErrors { field message code } }
}`;
const TRANSFER_NOW = `mutation($i: WalletTransferInput!) {
  transferToWallet(input: $i) { walletTransfer { id } userErrors { field message code } }
}`;
const TRANSFER_BEFORE = `mutation($i: WalletTransferInput!, $k: String) {
  transferToWallet(input: $i, idempotencyKey: $k) { walletTransfer { id } userErrors { field message code } }
}`;

async function goalOf(token: string): Promise<string> {
  const created = await ctx.h.rest('POST', '/savings/goals', { token, body: { name: 'Rent', targetAmount: 500, currency: 'GHS', targetDate: '2027-06-30' } });
  return created.body.data.id;
}

describe('one input per mutation', () => {
  it('takes one input on every mutation with arguments, each other argument deprecated with the same reason, in every version', () => {
    for (const version of API_VERSIONS.map((v) => v.date)) {
      const mutations = Object.values((buildSchema(version).getMutationType() as GraphQLObjectType).getFields());
      for (const mutation of mutations) {
        if (mutation.args.length === 0) continue;
        expect(
          mutation.args.map((a) => a.name),
          `${version} ${mutation.name}`,
        ).toContain('input');
        for (const argument of mutation.args.filter((a) => a.name !== 'input')) {
          expect(argument.deprecationReason, `${version} ${mutation.name}(${argument.name}:)`).toBeTruthy();
          expect(String(argument.type), `${mutation.name}(${argument.name}:) can be left out`).not.toMatch(/!$/);
        }
      }
      const moved = mutations.flatMap((mutation) => mutation.args.filter((a) => a.deprecationReason === REASON));
      expect(moved.length, version).toBeGreaterThan(90);
    }
  });

  it('keeps each former argument inside the input, so the new form says everything the old one did', () => {
    const mutations = (buildSchema().getMutationType() as GraphQLObjectType).getFields();
    const inputFields = (name: string) => {
      const input = mutations[name]!.args.find((a) => a.name === 'input')!;
      const type = String(input.type).replace(/!$/, '');
      return Object.keys((buildSchema().getType(type) as unknown as { getFields(): object }).getFields());
    };
    expect(inputFields('depositToSavingsGoal')).toEqual(['id', 'amount', 'idempotencyKey']);
    expect(inputFields('transferToWallet')).toContain('idempotencyKey');
    expect(inputFields('updateWebhook')).toContain('id');
    expect(inputFields('correctPayrollItem')).toEqual(expect.arrayContaining(['batchId', 'itemId']));
  });

  it('moves money with the new form, and a key sent in the old form replays in the new one: one request, two spellings', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '100.00');
    const token = user.accessToken;
    const goal = await goalOf(token);
    const key = randomUUID();
    const before = await ctx.h.gql(DEPOSIT_BEFORE, { id: goal, amount: '10.00', k: key }, { token });
    expect(before.body.errors).toBeUndefined();
    expect(before.body.data.depositToSavingsGoal.savingsGoal.savedAmount.amount).toBe('10.00');
    const now = await ctx.h.gql(DEPOSIT_NOW, { i: { id: goal, amount: '10.00', idempotencyKey: key } }, { token });
    expect(now.body.data.depositToSavingsGoal).toEqual(before.body.data.depositToSavingsGoal);
    // Replayed, not deposited twice.
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(9000n);

    const payee = await ctx.h.createUser();
    const transferKey = randomUUID();
    const input = { toEmail: payee.email, amount: '5.00', currency: 'GHS' };
    const sent = await ctx.h.gql(TRANSFER_NOW, { i: { ...input, idempotencyKey: transferKey } }, { token });
    expect(sent.body.data.transferToWallet.userErrors).toEqual([]);
    const again = await ctx.h.gql(TRANSFER_BEFORE, { i: input, k: transferKey }, { token });
    expect(again.body.data.transferToWallet.walletTransfer.id).toBe(sent.body.data.transferToWallet.walletTransfer.id);
    expect(await ctx.h.balanceOf(payee, 'GHS')).toBe(500n);
    await ctx.h.expectReconciled();
  });

  it('binds the key of a mutation that took only arguments to those fields, flat, as keys claimed before one input were bound', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '100.00');
    const goal = await goalOf(user.accessToken);
    const key = randomUUID();
    await ctx.h.gql(DEPOSIT_NOW, { i: { id: goal, amount: '10.00', idempotencyKey: key } }, { token: user.accessToken });
    const stored = await ctx.h.db.selectFrom('idempotency_keys').select(['request_hash']).where('key', '=', key).executeTakeFirstOrThrow();
    // What depositToSavingsGoal(id:, amount:, idempotencyKey:) bound its key to: the arguments less the key.
    const before = createHash('sha256')
      .update(JSON.stringify({ id: goal, amount: '10.00' }))
      .digest('hex');
    expect(stored.request_hash).toBe(before);
  });

  it('names the field at fault in the form the caller used', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '100.00');
    const token = user.accessToken;
    const goal = await goalOf(token);
    const other = await ctx.h.createUser();
    const othersGoal = await goalOf(other.accessToken);

    const notMineNow = await ctx.h.gql(DEPOSIT_NOW, { i: { id: othersGoal, amount: '1.00' } }, { token });
    expect(notMineNow.body.data.depositToSavingsGoal.userErrors).toEqual([expect.objectContaining({ field: ['input', 'id'], code: 'NOT_FOUND' })]);
    const notMineBefore = await ctx.h.gql(DEPOSIT_BEFORE, { id: othersGoal, amount: '1.00' }, { token });
    expect(notMineBefore.body.data.depositToSavingsGoal.userErrors).toEqual([expect.objectContaining({ field: ['id'], code: 'NOT_FOUND' })]);

    const tooMuch = await ctx.h.gql(DEPOSIT_NOW, { i: { id: goal, amount: '-1' } }, { token });
    expect(tooMuch.body.data.depositToSavingsGoal.userErrors).toEqual([expect.objectContaining({ field: ['input', 'amount'], code: 'BAD_REQUEST' })]);

    const key = randomUUID();
    await ctx.h.gql(DEPOSIT_NOW, { i: { id: goal, amount: '1.00', idempotencyKey: key } }, { token });
    const reused = await ctx.h.gql(DEPOSIT_NOW, { i: { id: goal, amount: '2.00', idempotencyKey: key } }, { token });
    expect(reused.body.data.depositToSavingsGoal.userErrors).toEqual([
      expect.objectContaining({ field: ['input', 'idempotencyKey'], code: 'IDEMPOTENCY_KEY_MISMATCH' }),
    ]);
    const reusedBefore = await ctx.h.gql(DEPOSIT_BEFORE, { id: goal, amount: '3.00', k: key }, { token });
    expect(reusedBefore.body.data.depositToSavingsGoal.userErrors).toEqual([
      expect.objectContaining({ field: ['idempotencyKey'], code: 'IDEMPOTENCY_KEY_MISMATCH' }),
    ]);
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(9900n);
  });

  it('refuses a field sent both ways, and a required one sent neither way, changing nothing', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '100.00');
    const token = user.accessToken;
    const goal = await goalOf(token);

    const twice = await ctx.h.gql(
      `mutation($id: ID!, $i: DepositToSavingsGoalInput) { depositToSavingsGoal(id: $id, input: $i) { savingsGoal { id } userErrors { field message code } } }`,
      { id: goal, i: { id: goal, amount: '1.00' } },
      { token },
    );
    expect(twice.body.errors).toBeUndefined();
    expect(twice.body.data.depositToSavingsGoal).toEqual({
      savingsGoal: null,
      userErrors: [{ field: ['id'], message: 'is given both as an argument and inside input; send it inside input only', code: 'BAD_REQUEST' }],
    });

    const neither = await ctx.h.gql(`mutation { depositToSavingsGoal { savingsGoal { id } userErrors { field message code } } }`, {}, { token });
    expect(neither.body.errors).toBeUndefined();
    expect(neither.body.data.depositToSavingsGoal.userErrors).toEqual([
      { field: ['input', 'id'], message: 'is required', code: 'BAD_REQUEST' },
      { field: ['input', 'amount'], message: 'is required', code: 'BAD_REQUEST' },
    ]);

    const partly = await ctx.h.gql(DEPOSIT_NOW, { i: { amount: '1.00' } }, { token });
    expect(partly.body.data.depositToSavingsGoal.userErrors).toEqual([{ field: ['input', 'id'], message: 'is required', code: 'BAD_REQUEST' }]);
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(10000n);
  });

  it('takes an update by id in the input, and still requires an input that has fields of its own', async () => {
    const merchant = ctx.h.merchant.accessToken;
    const created = await ctx.h.gql(
      'mutation($i: RegisterWebhookInput!) { registerWebhook(input: $i) { webhookEndpoint { id } userErrors { field message code } } }',
      { i: { url: 'http://localhost:9/hook', events: ['wallet.funded'] } },
      { token: merchant },
    );
    const id = created.body.data.registerWebhook.webhookEndpoint.id;
    const updated = await ctx.h.gql(
      'mutation($i: UpdateWebhookInput!) { updateWebhook(input: $i) { webhookEndpoint { id description } userErrors { field message code } } }',
      { i: { id, description: 'Orders' } },
      { token: merchant },
    );
    expect(updated.body.data.updateWebhook).toEqual({ webhookEndpoint: { id, description: 'Orders' }, userErrors: [] });
    const deleted = await ctx.h.gql(
      'mutation($i: DeleteWebhookInput) { deleteWebhook(input: $i) { deletedWebhookEndpointId userErrors { field message code } } }',
      { i: { id } },
      { token: merchant },
    );
    expect(deleted.body.data.deleteWebhook).toEqual({ deletedWebhookEndpointId: id, userErrors: [] });
    // createPaymentLink required its input before, and its input has fields of its own: leaving it out is still the schema's error.
    const noInput = await ctx.h.gql('mutation { createPaymentLink(idempotencyKey: "k-1") { paymentLink { id } } }', {}, { token: merchant });
    expect(noInput.status).toBe(400);
    expect(noInput.body.errors[0].message).toMatch(/argument "input" of type "CreatePaymentLinkInput!" is required/);
  });

  it("teaches and sends only the one-input form: the project's own clients' documents and the guides' samples", () => {
    // The SDL as written has no deprecated argument forms: a document valid against it uses none.
    const written = buildASTSchema(mergeTypeDefs(loadTypeDefs()));
    const clients: Record<string, string> = JSON.parse(readFileSync('src/generated/trusted-documents.json', 'utf8'));
    const samples = readdirSync('docs/samples/graphql').map((file) => readFileSync(`docs/samples/graphql/${file}`, 'utf8'));
    const texts = [...Object.values(clients), ...samples];
    expect(texts.length).toBeGreaterThan(140);
    for (const text of texts)
      expect(
        validate(written, parse(text)).map((error) => error.message),
        text.slice(0, 80),
      ).toEqual([]);
  });
});
