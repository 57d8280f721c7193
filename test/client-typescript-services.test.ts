import { randomUUID } from 'node:crypto';
import {
  API_VERSION,
  AuthenticationError,
  createPaymentsClient,
  PermissionDeniedError,
  type Invoice,
  type PaymentLink,
  type PaymentsClient,
} from '@payments-platform/client';
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../src/platform/api-versions/api-versions.js';
import { SECOND } from '../src/platform/clock.js';
import { apiUserEnvironment } from './support/api-user.js';
import { useHarness } from './support/harness.js';

// The TypeScript library's face, as Stripe's: resource services over a secret key, no sign-in.
const ctx = useHarness();

type Developer = Awaited<ReturnType<typeof ctx.h.createDeveloper>>;

const clientOf = (developer: Developer, credentials: { secretKey?: string; accessToken?: string }): PaymentsClient =>
  createPaymentsClient({ baseUrl: `${ctx.h.baseUrl}/ms/v1`, subscriptionKey: developer.subscriptionKey, ...credentials });

/** The merchant signed in (the dashboard's part): makes the server's secret key. */
async function secretKeyOf(developer: Developer, scopes?: string[]) {
  const dashboard = clientOf(developer, { accessToken: developer.merchant.accessToken });
  return dashboard.secretKeys.create({ name: 'Order server', ...(scopes ? { scopes } : {}) });
}

const refusalOf = (call: PromiseLike<unknown>): Promise<unknown> =>
  Promise.resolve(call).then(
    (answer) => {
      throw new Error(`expected a refusal, got ${JSON.stringify(answer)}`);
    },
    (error: unknown) => error,
  );

describe('the TypeScript library, resource services', () => {
  it('speaks the API version it was generated for, whatever the account is pinned to: money as decimal text with its scale', async () => {
    const developer = await ctx.h.createDeveloper();
    const key = await secretKeyOf(developer);
    const versions: (string | null)[] = [];
    const payments = createPaymentsClient({
      baseUrl: `${ctx.h.baseUrl}/ms/v1`,
      subscriptionKey: developer.subscriptionKey,
      secretKey: key.secret,
      fetch: async (request) => {
        const answer = await fetch(request);
        versions.push(answer.headers.get('payments-version'));
        return answer;
      },
    });
    const link = await payments.paymentLinks.create({ title: 'Scale kept', amount: '45', currency: 'GHS', amountFixed: true });
    expect({ amount: link.amount, collected: link.amountCollected }).toEqual({ amount: '45.00', collected: '0.00' });
    expect(versions).toEqual([API_VERSION]);
    expect(API_VERSION).toBe(LATEST_VERSION);
    // The account itself stays on its pinned version: the same link read without the library answers the spec's number.
    const pinned = await ctx.h.rest('GET', `/merchants/me/payment-links/${link.id}`, { token: key.secret, key: developer.subscriptionKey });
    expect({ version: pinned.headers.get('payments-version'), amount: pinned.body.data.amount }).toEqual({ version: '2026-11-21', amount: 45 });
  });

  it('creates, retrieves, lists across pages and deactivates payment links, and creates an invoice, with a secret key alone', async () => {
    const developer = await ctx.h.createDeveloper();
    const key = await secretKeyOf(developer);
    expect(key.secret).toMatch(/^sk_test_/);
    const payments = clientOf(developer, { secretKey: key.secret });

    const link: PaymentLink = await payments.paymentLinks.create({ title: 'Kente', amount: '120.00', currency: 'GHS', amountFixed: true });
    // Money is decimal text with the currency's scale, never a float.
    expect(link).toMatchObject({ title: 'Kente', amount: '120.00', currency: 'GHS', status: 'ACTIVE' });
    expect(link.url).toMatch(/\/pay\//);
    expect((await payments.paymentLinks.retrieve(link.id)).id).toBe(link.id);
    for (let n = 1; n <= 6; n++) await payments.paymentLinks.create({ title: `Bead ${n}`, amount: '5.00', currency: 'GHS', amountFixed: true });

    // Awaited: the first page; iterated: every item of every page (3 pages of 3 here).
    const firstPage = await payments.paymentLinks.list({ size: 3 });
    expect(firstPage).toMatchObject({ page: 0, size: 3, hasMore: true });
    const titles: string[] = [];
    for await (const each of payments.paymentLinks.list({ size: 3 })) titles.push(each.title);
    expect(titles).toHaveLength(7);
    expect(new Set(titles).size).toBe(7);
    expect(await payments.paymentLinks.list({ size: 3 }).toArray()).toHaveLength(7);

    // The walk goes by object (startingAfter the last id), so a link created mid-walk shifts nothing:
    // every link there was is seen exactly once (by page numbers, one would be seen twice).
    const before = (await payments.paymentLinks.list({ limit: 100 })).items.map((each) => each.id);
    const walked: string[] = [];
    for await (const each of payments.paymentLinks.list({ limit: 2 })) {
      if (walked.length === 1) {
        ctx.h.clock.advance(SECOND);
        await payments.paymentLinks.create({ title: 'Created mid-walk', amount: '1.00', currency: 'GHS', amountFixed: true });
      }
      walked.push(each.id);
    }
    expect(walked).toEqual(before);

    // Metadata: set at creation, updated key by key (an empty value unsets one), refused naming the key at fault.
    const tagged = await payments.paymentLinks.create({
      title: 'Order 1001',
      amount: '5.00',
      currency: 'GHS',
      amountFixed: true,
      metadata: { order_id: '1001', channel: 'web' },
    });
    expect(tagged.metadata).toEqual({ order_id: '1001', channel: 'web' });
    expect((await payments.paymentLinks.update(tagged.id, { metadata: { channel: '', customer: 'ama' } })).metadata).toEqual({
      order_id: '1001',
      customer: 'ama',
    });
    expect((await payments.paymentLinks.retrieve(tagged.id)).metadata).toEqual({ order_id: '1001', customer: 'ama' });
    await expect(payments.paymentLinks.update(tagged.id, { metadata: { 'order[id]': '1' } })).rejects.toMatchObject({
      status: 400,
      fields: [expect.objectContaining({ field: 'metadata.order[id]' })],
    });
    // Search by it, in Stripe's query language, walked as a list; a query that does not read names its position.
    const order = randomUUID();
    await payments.paymentLinks.update(tagged.id, { metadata: { order_id: order } });
    expect((await payments.paymentLinks.search({ query: `metadata['order_id']:'${order}'` }).toArray()).map((each) => each.id)).toEqual([tagged.id]);
    await expect(payments.paymentLinks.search({ query: 'amount>>5' }).toArray()).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/position 8/),
    });

    const deactivated = await payments.paymentLinks.deactivate(link.id);
    expect(deactivated.status).toBe('INACTIVE');

    const invoice: Invoice = await payments.invoices.create({
      customerEmail: 'ama@example.com',
      currency: 'GHS',
      items: [
        { description: 'Catering', quantity: 2, unitPrice: '45.50' },
        { description: 'Consulting', quantity: 3, unitPrice: '33.35' },
      ],
      dueDate: '2030-01-31',
    });
    expect(invoice.items[0]).toMatchObject({ description: 'Catering', total: '91.00' });
    // 3 × 33.35 is 100.05 and the whole 191.05, as text: added as floats they would be 191.04999999999998.
    expect(invoice.items[1]?.total).toBe('100.05');
    expect(invoice.subtotal).toBe('191.05');
  });

  it('sends a mobile money request through its resource service, naming it with a reference id of its own that the answer gives back', async () => {
    const environment = await apiUserEnvironment(ctx.h);
    const payments = createPaymentsClient({
      baseUrl: `${ctx.h.baseUrl}/ms/v1`,
      subscriptionKey: ctx.h.subscriptionKey,
      productKeys: { collection: environment['PAYMENTS_COLLECTION_KEY']! },
      apiUser: { apiUserId: environment['PAYMENTS_API_USER_ID']!, apiKey: environment['PAYMENTS_API_KEY']! },
    });
    const sent = await payments.momoRequestToPays.create({
      amount: '12.50',
      currency: 'EUR',
      externalId: 'order-1001',
      payer: { partyIdType: 'MSISDN', partyId: '233241234567' },
      payerMessage: 'Order 1001',
      payeeNote: 'Thank you',
    });
    expect(sent.referenceId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await payments.momo('collection').status('payment/request', sent.referenceId)).status).toMatch(/PENDING|SUCCESSFUL/);
  });

  it("walks the event log's pages by its cursor (nextAfter), not by page numbers, each event once", async () => {
    const developer = await ctx.h.createDeveloper();
    const payments = clientOf(developer, { secretKey: (await secretKeyOf(developer)).secret });
    for (let n = 1; n <= 3; n++) {
      await payments.invoices.create({
        customerEmail: `walk${n}@example.com`,
        currency: 'GHS',
        items: [{ description: 'Walk', quantity: 1, unitPrice: '5.00' }],
        dueDate: '2030-01-31',
      });
    }
    const first = await payments.events.list({ type: 'invoice.created', limit: '1' });
    expect(first).toMatchObject({ hasMore: true });
    expect(first.items).toHaveLength(1);
    const walked: string[] = [];
    for await (const event of payments.events.list({ type: 'invoice.created', limit: '1' })) walked.push(event.id);
    expect(walked).toHaveLength(3);
    expect(new Set(walked).size).toBe(3);
  });

  it('rolls a key (the old one works through its grace in real time, not after), revokes it, and is refused outside its scopes', async () => {
    const developer = await ctx.h.createDeveloper();
    const dashboard = clientOf(developer, { accessToken: developer.merchant.accessToken });
    const old = await secretKeyOf(developer);
    const rolled = await dashboard.secretKeys.roll(old.id, { expiresInHours: 1 });
    const before = clientOf(developer, { secretKey: old.secret });
    const after = clientOf(developer, { secretKey: rolled.secretKey.secret });
    await before.paymentLinks.list();
    await after.paymentLinks.list();
    // Moving the sandbox clock does not end the grace; an hour of real time does.
    await dashboard.sandboxClocks.advance({ seconds: 3601 });
    await before.paymentLinks.list();
    ctx.h.clock.advance(3601 * 1000);
    expect(await refusalOf(before.paymentLinks.list())).toBeInstanceOf(AuthenticationError);
    await after.paymentLinks.list();

    // The merchant signs in again: their access token expired with that hour too.
    const signedIn = clientOf(developer, { accessToken: await ctx.h.signIn(developer.merchant) });
    await signedIn.secretKeys.revoke(rolled.secretKey.id);
    expect(await refusalOf(after.paymentLinks.list())).toBeInstanceOf(AuthenticationError);

    const restricted = clientOf(developer, { secretKey: (await signedIn.secretKeys.create({ name: 'Order server', scopes: ['payment_links:read'] })).secret });
    await restricted.paymentLinks.list();
    const refused = await refusalOf(restricted.paymentLinks.create({ title: 'No', amount: '1.00', currency: 'GHS', amountFixed: true }));
    expect(refused).toBeInstanceOf(PermissionDeniedError);
    expect((refused as PermissionDeniedError).message).toContain('payment_links:write');
  });
});
