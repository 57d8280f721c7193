import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Client } from 'graphql-ws';
import { useHarness } from './support/harness.js';

// Partial answers (API version 2026-12-15): every field that can be refused for a reason of its own
// is nullable in that version's schema, so a refusal nulls that field alone, its error at its path.
// The versions before keep the shape GraphQL clients were built on: the same refusal nulls `data`.
const ctx = useHarness();
const PARTIAL = '2026-12-15';
const RELEASED = '2026-11-21';

// Ten root fields a merchant's secret key may read but one: `secretKeys` takes the merchant signed in.
const TEN_ROOT_FIELDS = `{
  me { id }
  wallet { id }
  developerAccount { id }
  paymentLinks(first: 1) { totalCount }
  payments(first: 1) { totalCount }
  invoices(first: 1) { totalCount }
  transfers(first: 1) { totalCount }
  kycStatus { tier { level } }
  notificationPreferences { email { transactions } }
  secretKeys(first: 1) { totalCount }
}`;

const sockets: Client[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) await socket.dispose();
});

async function merchantWithSecretKey() {
  const developer = await ctx.h.createDeveloper();
  const key = await ctx.h.createSecretKey(developer);
  return { developer, secret: key.secret };
}

describe('partial answers in GraphQL, from API version 2026-12-15', () => {
  it('answers nine of ten root fields when one is refused, the refusal at its path, and says the version it served', async () => {
    const { developer, secret } = await merchantWithSecretKey();
    const answer = await ctx.h.gql(TEN_ROOT_FIELDS, {}, { token: secret, key: developer.subscriptionKey, headers: { 'Payments-Version': PARTIAL } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('payments-version')).toBe(PARTIAL);
    const data = answer.body.data as Record<string, unknown>;
    expect(data['secretKeys']).toBeNull();
    const answered = Object.entries(data).filter(([field]) => field !== 'secretKeys');
    expect(answered).toHaveLength(9);
    for (const [field, value] of answered) expect(value, field).not.toBeNull();
    expect(answer.body.errors).toEqual([expect.objectContaining({ path: ['secretKeys'], extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })]);
  });

  it('keeps the released shape for a client that names no version: the same refusal nulls the whole answer', async () => {
    const { developer, secret } = await merchantWithSecretKey();
    const answer = await ctx.h.gql(TEN_ROOT_FIELDS, {}, { token: secret, key: developer.subscriptionKey });
    expect(answer.headers.get('payments-version')).toBe(RELEASED);
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors).toEqual([expect.objectContaining({ path: ['secretKeys'], extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })]);
  });

  it("answers in the account's version once its merchant upgrades, with or without a subscription key", async () => {
    const { developer, secret } = await merchantWithSecretKey();
    const upgraded = await ctx.h.gql(
      'mutation($v: String!) { upgradeApiVersion(version: $v) { developerAccount { apiVersion } userErrors { code } } }',
      { v: PARTIAL },
      { token: developer.merchant.accessToken, key: developer.subscriptionKey },
    );
    expect(upgraded.body.data.upgradeApiVersion.developerAccount.apiVersion).toBe(PARTIAL);
    const byKey = await ctx.h.gql(TEN_ROOT_FIELDS, {}, { token: secret, key: developer.subscriptionKey });
    expect(byKey.headers.get('payments-version')).toBe(PARTIAL);
    expect(byKey.body.data.me).not.toBeNull();
    expect(byKey.body.data.secretKeys).toBeNull();
    // The dashboard's way: the merchant signed in, no subscription key; the account's version still applies.
    const signedIn = await ctx.h.gql('{ me { id } ledgerReconciliation { clean } }', {}, { token: developer.merchant.accessToken, key: null });
    expect(signedIn.headers.get('payments-version')).toBe(PARTIAL);
    expect(signedIn.body.data).toEqual({ me: { id: developer.merchant.id }, ledgerReconciliation: null });
    expect(signedIn.body.errors).toEqual([
      expect.objectContaining({ path: ['ledgerReconciliation'], extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }),
    ]);
    // A request may still name an older version: the released shape.
    const pinnedOld = await ctx.h.gql(TEN_ROOT_FIELDS, {}, { token: secret, key: developer.subscriptionKey, headers: { 'Payments-Version': RELEASED } });
    expect(pinnedOld.body.data).toBeNull();
  });

  it('keeps a refused mutation from hiding the ones beside it that ran', async () => {
    const user = await ctx.h.createUser();
    const document = `mutation {
      first: updateNotificationPreferences(input: { email: { transactions: false } }) { notificationPreferences { email { transactions } } }
      refused: createSecretKey(input: { name: "not a merchant's" }) { secretKey { id } }
    }`;
    const partial = await ctx.h.gql(document, {}, { token: user.accessToken, headers: { 'Payments-Version': PARTIAL } });
    expect(partial.body.errors, JSON.stringify(partial.body)).toHaveLength(1);
    expect(partial.body.data).toEqual({ first: { notificationPreferences: { email: { transactions: false } } }, refused: null });
    expect(partial.body.errors).toEqual([expect.objectContaining({ path: ['refused'] })]);
    const released = await ctx.h.gql(document, {}, { token: user.accessToken });
    expect(released.body.data).toBeNull();
  });

  it('serves each version its own schema to introspection: refusable fields nullable from 2026-12-15, non-null before', async () => {
    const query = '{ __type(name: "Query") { fields { name type { kind } } } }';
    const kindOf = async (version: string) => {
      const answer = await ctx.h.gql(query, {}, { headers: { 'Payments-Version': version } });
      const fields = answer.body.data.__type.fields as { name: string; type: { kind: string } }[];
      return Object.fromEntries(fields.map((field) => [field.name, field.type.kind]));
    };
    const [partial, released] = await Promise.all([kindOf(PARTIAL), kindOf(RELEASED)]);
    expect(released).toMatchObject({ me: 'NON_NULL', wallet: 'NON_NULL', developerAccount: 'NON_NULL', secretKeys: 'NON_NULL' });
    expect(partial).toMatchObject({ me: 'OBJECT', wallet: 'OBJECT', developerAccount: 'OBJECT', secretKeys: 'OBJECT' });
  });

  it('refuses a version the platform does not have, naming the header', async () => {
    const answer = await ctx.h.gql('{ health }', {}, { headers: { 'Payments-Version': '2020-01-01' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', fields: [{ field: 'Payments-Version' }] });
  });

  it('takes the version over graphql-ws as a connection parameter, and closes on one the platform does not have', async () => {
    // The socket runs subscriptions, whose root fields no version changes; the version still picks the schema they run on.
    const user = await ctx.h.createUser();
    const client = ctx.h.wsClientWith({ authorization: `Bearer ${user.accessToken}`, 'Payments-Version': PARTIAL });
    sockets.push(client);
    const events: unknown[] = [];
    const subscribed = new Promise<void>((resolve, reject) => {
      client.subscribe(
        { query: 'subscription { walletBalanceChanged { currency balance { amount } } }' },
        {
          next: (value) => {
            events.push(value);
            resolve();
          },
          error: reject,
          complete: () => resolve(),
        },
      );
    });
    // Funded until the first event arrives: the server listens only once the socket's subscribe reached it.
    await vi.waitFor(
      async () => {
        await ctx.h.fund(user, 'GHS', '1.00');
        expect(events.length).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 200 },
    );
    await subscribed;
    expect(events[0]).toMatchObject({ data: { walletBalanceChanged: { currency: 'GHS' } } });
    const closed = new Promise<{ code: number; reason: string }>((resolve) => {
      sockets.push(
        ctx.h.wsClientWith({ authorization: `Bearer ${user.accessToken}`, 'Payments-Version': 'someday' }, (code, reason) => resolve({ code, reason })),
      );
    });
    expect(await closed).toMatchObject({ code: 4400, reason: expect.stringContaining('Payments-Version must be one of') });
  });
});
