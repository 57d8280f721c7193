import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { createPaymentsClient } from '@payments-platform/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { guideExamples, PLAIN_SAMPLES, plainSamplesOf } from '../scripts/guide-samples.js';
import { useHarness } from './support/harness.js';

// The product guides' curl and GraphQL samples (docs/samples), run as written: curl by bash (with
// jq and openssl, as the samples use them), GraphQL by POST /graphql, each with the credential its
// guide names: a signed-in user's access token, or the merchant's secret key.
const ctx = useHarness();
const run = promisify(execFile);

describe("the product guides' curl and GraphQL samples", () => {
  let secretKey = '';
  beforeAll(async () => {
    // The recipient the samples pay, as on a server started with npm start.
    await ctx.h.createUser({ email: 'demo-merchant@sandbox.example' });
    const dashboard = createPaymentsClient({
      baseUrl: `${ctx.h.baseUrl}/ms/v1`,
      subscriptionKey: ctx.h.subscriptionKey,
      accessToken: ctx.h.merchant.accessToken,
    });
    secretKey = (await dashboard.secretKeys.create({ name: 'guides' })).secret;
    await ctx.h.fund(ctx.h.merchant, 'GHS', '100.00');
  });

  async function credentialFor(as: 'user' | 'merchant'): Promise<string> {
    if (as === 'merchant') return secretKey;
    const user = await ctx.h.createUser();
    await ctx.h.db.updateTable('users').set({ kyc_tier: 1 }).where('id', '=', user.id).execute();
    await ctx.h.fund(user, 'GHS', '100.00');
    return user.accessToken;
  }

  it('has a curl and a GraphQL sample for every guide', () => {
    const named = guideExamples()
      .map((example) => example.name)
      .sort();
    for (const fence of Object.keys(PLAIN_SAMPLES) as (keyof typeof PLAIN_SAMPLES)[]) expect([...plainSamplesOf(fence).keys()].sort(), fence).toEqual(named);
  });

  it.each(guideExamples())('$name: the curl sample runs as written, every answer a success', async ({ name, as }) => {
    const bearer = await credentialFor(as);
    const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', plainSamplesOf('sh').get(name)!], {
      env: {
        PATH: process.env['PATH'] ?? '',
        PAYMENTS_BASE_URL: `${ctx.h.baseUrl}/ms/v1`,
        PAYMENTS_SUBSCRIPTION_KEY: ctx.h.subscriptionKey,
        ...(as === 'user' ? { PAYMENTS_ACCESS_TOKEN: bearer } : {}),
        PAYMENTS_SECRET_KEY: secretKey,
      },
    });
    // What curl printed: the envelope of each call it shows, one after another.
    const statuses = [...stdout.matchAll(/"serverStatusCode":"(\d{3})"/g)].map((match) => Number(match[1]));
    expect(statuses.length, stdout).toBeGreaterThan(0);
    for (const status of statuses) expect(status, stdout).toBeLessThan(300);
    expect(stdout).not.toContain('"severity":"ERROR"');
  });

  it.each(guideExamples())('$name: the GraphQL sample runs as written, with no errors and no userErrors', async ({ name, as }) => {
    const bearer = await credentialFor(as);
    const answer = await fetch(`${ctx.h.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}`, 'ocp-apim-subscription-key': ctx.h.subscriptionKey },
      body: JSON.stringify({ query: plainSamplesOf('graphql').get(name) }),
    });
    const body = (await answer.json()) as { errors?: unknown[]; data?: Record<string, { userErrors?: unknown[] } | null> };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    for (const [field, payload] of Object.entries(body.data ?? {})) {
      expect(payload, field).toBeTruthy();
      if (payload && 'userErrors' in payload) expect(payload.userErrors, field).toEqual([]);
    }
  });

  it("runs the quick start's calls as written: a link made with the secret key, paid with the test card, and the payment listed", async () => {
    const text = readFileSync('docs/guide/quick-start.md', 'utf8');
    const calls = [...text.matchAll(/```sh\n(curl .*?)```/gs)].map((m) => m[1]!.trim());
    expect(calls).toHaveLength(2);
    // As written, but at the test server's address instead of the default port.
    const call = async (command: string) => {
      const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', command.replaceAll('http://localhost:4000', ctx.h.baseUrl)], {
        env: { PATH: process.env['PATH'] ?? '', PAYMENTS_SUBSCRIPTION_KEY: ctx.h.subscriptionKey, PAYMENTS_SECRET_KEY: secretKey },
      });
      return JSON.parse(stdout) as { data: Record<string, unknown> };
    };
    const link = (await call(calls[0]!)).data as { id: string; url: string };
    expect(link.url).toMatch(/\/pay\/\w+$/);
    // Step 3: the test card on the link's page.
    const paid = await fetch(`${ctx.h.baseUrl}/pay/${link.url.split('/').pop()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ method: 'card', number: '4242424242424242', expMonth: '12', expYear: '2031', cvc: '123' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const payments = (await call(calls[1]!)).data as { items: { targetId: string; status: string; description: string; fee: number }[] };
    expect(payments.items.find((p) => p.targetId === link.id)).toMatchObject({ status: 'COMPLETE', description: 'Jollof for two', fee: 0.68 });
  });
});
