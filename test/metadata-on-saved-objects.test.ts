import { describe, expect, it } from 'vitest';
import { expectEnvelope, useHarness, userErrorsOf } from './support/harness.js';

// The objects a user or a merchant keeps rather than moves money with (saved recipients, savings
// goals, webhook endpoints) carry metadata too: set at creation, merged into by their update beside the other
// fields (an empty value unsets a key), on REST and GraphQL alike, and never another owner's.

const ctx = useHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true' });

describe('metadata on a saved recipient', () => {
  it('is set at creation and merged into by the update beside the other fields, on REST and GraphQL, the owner alone', async () => {
    const user = await ctx.h.createUser();
    const created = await ctx.h.rest('POST', '/recipients', {
      token: user.accessToken,
      body: { name: 'Ama Serwaa', phone: '+233244556677', provider: 'MTN', metadata: { customer: 'C-17', empty: '' } },
    });
    expectEnvelope(created, 200, 'SUCCESS');
    expect(created.body.data.metadata).toEqual({ customer: 'C-17' });
    const id = created.body.data.id;

    const updated = await ctx.h.rest('PUT', `/recipients/${id}`, { token: user.accessToken, body: { name: 'Ama S.', metadata: { relation: 'sister' } } });
    expectEnvelope(updated, 200, 'SUCCESS');
    expect(updated.body.data).toMatchObject({ name: 'Ama S.', metadata: { customer: 'C-17', relation: 'sister' } });
    // Metadata alone is an update; a key past its limit names its field.
    const unset = await ctx.h.rest('PUT', `/recipients/${id}`, { token: user.accessToken, body: { metadata: { customer: '' } } });
    expect(unset.body.data.metadata).toEqual({ relation: 'sister' });
    const tooLong = await ctx.h.rest('PUT', `/recipients/${id}`, { token: user.accessToken, body: { metadata: { note: 'x'.repeat(501) } } });
    expectEnvelope(tooLong, 400, 'BAD_REQUEST');
    expect(tooLong.body.details.fields.map((f: { field: string }) => f.field)).toEqual(['metadata.note']);

    const viaGraphql = await ctx.h.gql(
      'mutation($input: UpdateRecipientInput!) { updateRecipient(input: $input) { recipient { name metadata { key value } } userErrors { field code } } }',
      { input: { id, metadata: [{ key: 'branch', value: 'Kumasi' }] } },
      { token: user.accessToken },
    );
    expect(viaGraphql.body.data.updateRecipient).toEqual({
      recipient: {
        name: 'Ama S.',
        metadata: [
          { key: 'branch', value: 'Kumasi' },
          { key: 'relation', value: 'sister' },
        ],
      },
      userErrors: [],
    });
    const createdViaGraphql = await ctx.h.gql(
      'mutation($input: CreateRecipientInput!) { createRecipient(input: $input) { recipient { metadata { key value } } userErrors { field code } } }',
      { input: { name: 'Kofi', phone: '+233244556678', provider: 'MTN', metadata: [{ key: 'customer', value: 'C-18' }] } },
      { token: user.accessToken },
    );
    expect(createdViaGraphql.body.data.createRecipient.recipient.metadata).toEqual([{ key: 'customer', value: 'C-18' }]);

    const other = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('PUT', `/recipients/${id}`, { token: other.accessToken, body: { metadata: { relation: 'mine' } } }), 404, 'NOT_FOUND');
    const refused = await ctx.h.gql(
      'mutation($input: UpdateRecipientInput!) { updateRecipient(input: $input) { recipient { id } userErrors { field code } } }',
      { input: { id, metadata: [{ key: 'relation', value: 'mine' }] } },
      { token: other.accessToken },
    );
    expect(userErrorsOf(refused.body)).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })]);
    expect((await ctx.h.rest('GET', '/recipients', { token: user.accessToken })).body.data.items.find((r: { id: string }) => r.id === id).metadata).toEqual({
      branch: 'Kumasi',
      relation: 'sister',
    });
  });
});

describe('metadata on a webhook endpoint', () => {
  it('is set at registration and merged into by the update, on REST and GraphQL, the owner alone', async () => {
    const developer = await ctx.h.createDeveloper();
    const as = { token: developer.merchant.accessToken, key: developer.subscriptionKey };
    const registered = await ctx.h.rest('POST', '/merchants/me/webhooks', {
      ...as,
      body: { url: 'http://127.0.0.1:9/hook', events: ['payment_link.updated'], metadata: { environment: 'staging' } },
    });
    expectEnvelope(registered, 200, 'SUCCESS');
    expect(registered.body.data.webhook.metadata).toEqual({ environment: 'staging' });
    const id = registered.body.data.webhook.id;

    const updated = await ctx.h.rest('PUT', `/merchants/me/webhooks/${id}`, { ...as, body: { description: 'orders', metadata: { team: 'payments' } } });
    expectEnvelope(updated, 200, 'SUCCESS');
    expect(updated.body.data).toMatchObject({ description: 'orders', metadata: { environment: 'staging', team: 'payments' } });

    const viaGraphql = await ctx.h.gql(
      'mutation($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhookEndpoint { metadata { key value } } userErrors { field code } } }',
      { input: { id, metadata: [{ key: 'environment', value: '' }] } },
      { token: as.token },
    );
    expect(viaGraphql.body.data.updateWebhook).toEqual({ webhookEndpoint: { metadata: [{ key: 'team', value: 'payments' }] }, userErrors: [] });

    const other = await ctx.h.createDeveloper();
    const refused = await ctx.h.rest('PUT', `/merchants/me/webhooks/${id}`, {
      token: other.merchant.accessToken,
      key: other.subscriptionKey,
      body: { metadata: { team: 'mine' } },
    });
    expectEnvelope(refused, 404, 'NOT_FOUND');
    expect((await ctx.h.rest('GET', `/merchants/me/webhooks/${id}`, as)).body.data.metadata).toEqual({ team: 'payments' });
  });
});

describe('metadata on a savings goal', () => {
  it('is set at creation, updated with a POST to the goal on REST and GraphQL, and carried by its events, the saver alone', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '100.00');
    const created = await ctx.h.rest('POST', '/savings/goals', {
      token: user.accessToken,
      body: { name: 'School fees', targetAmount: '20.00', currency: 'GHS', metadata: { term: '1' } },
    });
    expectEnvelope(created, 200, 'SUCCESS');
    expect(created.body.data.metadata).toEqual({ term: '1' });
    const id = created.body.data.id;

    const updated = await ctx.h.rest('POST', `/savings/goals/${id}`, { token: user.accessToken, body: { metadata: { term: '2', school: 'Achimota' } } });
    expectEnvelope(updated, 200, 'SUCCESS');
    expect(updated.body.data).toMatchObject({ id, name: 'School fees', metadata: { term: '2', school: 'Achimota' } });
    const viaGraphql = await ctx.h.gql(
      'mutation($input: UpdateSavingsGoalInput!) { updateSavingsGoal(input: $input) { savingsGoal { metadata { key value } } userErrors { field code } } }',
      { input: { id, metadata: [{ key: 'school', value: '' }] } },
      { token: user.accessToken },
    );
    expect(viaGraphql.body.data.updateSavingsGoal).toEqual({ savingsGoal: { metadata: [{ key: 'term', value: '2' }] }, userErrors: [] });

    expectEnvelope(await ctx.h.rest('POST', `/savings/goals/${id}/deposit`, { token: user.accessToken, body: { amount: '20.00' } }), 200, 'SUCCESS');
    const events = await ctx.h.db
      .selectFrom('events')
      .select(['type', 'data'])
      .where('owner_id', '=', user.id)
      .where('type', 'in', ['savings.goal_updated', 'savings.goal_completed'])
      .orderBy('seq')
      .execute();
    expect(events.map((e) => [e.type, (e.data as { goal: { metadata: unknown } }).goal.metadata])).toEqual([
      ['savings.goal_updated', { term: '2', school: 'Achimota' }],
      ['savings.goal_updated', { term: '2' }],
      ['savings.goal_completed', { term: '2' }],
    ]);

    const other = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('POST', `/savings/goals/${id}`, { token: other.accessToken, body: { metadata: { term: '3' } } }), 404, 'NOT_FOUND');
    expect((await ctx.h.rest('GET', `/savings/goals/${id}`, { token: user.accessToken })).body.data.metadata).toEqual({ term: '2' });
  });
});

describe('metadata on a saved card', () => {
  it('is set when the setup intent is confirmed, updated with a POST to the card on REST and GraphQL, and announced, the holder alone', async () => {
    const user = await ctx.h.createUser();
    const intent = await ctx.h.rest('POST', '/payment-methods/setup-intent', { token: user.accessToken });
    const saved = await ctx.h.rest('POST', `/payment-methods/setup-intent/${intent.body.data.id}/confirm`, {
      token: user.accessToken,
      body: {
        clientSecret: intent.body.data.clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
        metadata: { label: 'work' },
      },
    });
    expectEnvelope(saved, 200, 'SUCCESS');
    expect(saved.body.data.metadata).toEqual({ label: 'work' });
    const id = saved.body.data.id;

    const updated = await ctx.h.rest('POST', `/payment-methods/${id}`, { token: user.accessToken, body: { metadata: { label: 'travel', team: 'ops' } } });
    expectEnvelope(updated, 200, 'SUCCESS');
    expect(updated.body.data).toMatchObject({ id, last4: '4242', metadata: { label: 'travel', team: 'ops' } });
    const viaGraphql = await ctx.h.gql(
      'mutation($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) { paymentMethod { metadata { key value } } userErrors { field code } } }',
      { input: { id, metadata: [{ key: 'team', value: '' }] } },
      { token: user.accessToken },
    );
    expect(viaGraphql.body.data.updatePaymentMethod).toEqual({ paymentMethod: { metadata: [{ key: 'label', value: 'travel' }] }, userErrors: [] });
    const duplicate = await ctx.h.gql(
      'mutation($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) { paymentMethod { id } userErrors { field code } } }',
      {
        input: {
          id,
          metadata: [
            { key: 'a', value: '1' },
            { key: 'a', value: '2' },
          ],
        },
      },
      { token: user.accessToken },
    );
    expect(userErrorsOf(duplicate.body)).not.toEqual([]);
    expect((await ctx.h.rest('GET', '/payment-methods', { token: user.accessToken })).body.data[0].metadata).toEqual({ label: 'travel' });

    const events = await ctx.h.db
      .selectFrom('events')
      .select('data')
      .where('owner_id', '=', user.id)
      .where('type', '=', 'payment_method.updated')
      .orderBy('seq')
      .execute();
    expect(events.map((e) => (e.data as { paymentMethod: { metadata: unknown } }).paymentMethod.metadata)).toEqual([
      { label: 'travel', team: 'ops' },
      { label: 'travel' },
    ]);

    const other = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('POST', `/payment-methods/${id}`, { token: other.accessToken, body: { metadata: { label: 'mine' } } }), 404, 'NOT_FOUND');
  });
});
