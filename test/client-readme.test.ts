import { readFileSync } from 'node:fs';
import { createPaymentsClient, Webhook } from '@payments-platform/client';
import { describe, expect, it, vi } from 'vitest';
import { runExample } from './support/examples.js';
import { useHarness } from './support/harness.js';

// The TypeScript library's README: its examples are the files under clients/typescript/examples, and they run.
const ctx = useHarness();
const EXAMPLES = [
  'clients/typescript/examples/server.ts',
  'clients/typescript/examples/quick-start.ts',
  'clients/typescript/examples/webhook-receiver.ts',
  // The mobile money guide's sample, run by client-guides.test.ts.
  'clients/typescript/examples/guides/mobile-money.ts',
];

describe("the TypeScript library's README", () => {
  it('shows the example files verbatim', () => {
    const blocks = [...readFileSync('clients/typescript/README.md', 'utf8').matchAll(/```ts\n(.*?)```/gs)].map((m) => m[1]);
    expect(blocks).toEqual(EXAMPLES.map((file) => readFileSync(file, 'utf8')));
  });

  it("runs the server's quick start as written, with a secret key and resource services", async () => {
    const developer = await ctx.h.createDeveloper();
    const dashboard = createPaymentsClient({
      baseUrl: `${ctx.h.baseUrl}/ms/v1`,
      subscriptionKey: developer.subscriptionKey,
      accessToken: developer.merchant.accessToken,
    });
    const { secret } = await dashboard.secretKeys.create({ name: 'README server' });
    const printed = await runExample('clients/typescript/examples/server.ts', {
      PAYMENTS_BASE_URL: `${ctx.h.baseUrl}/ms/v1`,
      PAYMENTS_SUBSCRIPTION_KEY: developer.subscriptionKey,
      PAYMENTS_SECRET_KEY: secret,
    });
    expect(printed[0]).toMatch(/^pay at http\S+\/pay\/\S+$/);
    expect(printed[1]).toMatch(/^link \S+ Kente cloth ACTIVE$/);
    expect(printed[2]).toMatch(/^invoice \S+: 910\.00 GHS$/);
  });

  it('runs the quick start as written', async () => {
    const merchant = await ctx.h.createUser({ email: 'demo-merchant@sandbox.example' });
    const user = await ctx.h.createUser();
    // Like the sandbox's demo users: KYC tier 1, so 9,999.00 is within the tier and the refusal is the balance's.
    await ctx.h.db.updateTable('users').set({ kyc_tier: 1 }).where('id', 'in', [user.id, merchant.id]).execute();
    await ctx.h.fund(user, 'GHS', '100.00');
    const printed = await runExample('clients/typescript/examples/quick-start.ts', {
      PAYMENTS_BASE_URL: `${ctx.h.baseUrl}/ms/v1`,
      PAYMENTS_SUBSCRIPTION_KEY: ctx.h.subscriptionKey,
      PAYMENTS_EMAIL: user.email,
      PAYMENTS_PASSWORD: user.password,
    });
    expect(printed[0]).toMatch(/^sent \S+/);
    expect(printed.some((line) => line.startsWith('refused: INSUFFICIENT_FUNDS'))).toBe(true);
  });

  it('runs the webhook receiver as written', async () => {
    const { handleDelivery } = await import('../clients/typescript/examples/webhook-receiver.js');
    const body =
      '{"id":"evt_1","type":"wallet.funded","createdAt":"2026-11-24T00:00:00.000Z","data":{"wallet":{"id":"wal_1"},"currency":"GHS","amount":"12.50","entryId":"je_1","reason":"p2p_transfer"}}';
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(handleDelivery(Buffer.from(body), Webhook.sign(body, 'whsec_test'), 'whsec_test')).toBe(200);
      expect(handleDelivery(Buffer.from(body), Webhook.sign(body, 'whsec_other'), 'whsec_test')).toBe(400);
      expect(log.mock.calls.map((call) => call[0])).toEqual(['verified wallet.funded evt_1', 'credited 12.50 GHS', 'refused: bad_signature']);
    } finally {
      log.mockRestore();
    }
  });
});
