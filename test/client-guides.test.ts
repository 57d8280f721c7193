import { guideExamples } from '../scripts/guide-samples.js';
import { SECOND } from '../src/platform/clock.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsClient } from '@payments-platform/client';
import { apiUserEnvironment } from './support/api-user.js';
import { runExample } from './support/examples.js';
import { useHarness } from './support/harness.js';

// The product guides' TypeScript samples (clients/typescript/examples/guides), run as written
// against the server, each printing what clients/guide-examples.json says (every library's tests
// read the same file).
const ctx = useHarness();

describe("the product guides' TypeScript samples", () => {
  let secretKey = '';
  beforeAll(async () => {
    // The recipient the samples pay, as on a server started with npm start.
    await ctx.h.createUser({ email: 'demo-merchant@sandbox.example' });
    // The merchant's server signs in with a secret key, as sandbox-credentials.json gives one.
    const dashboard = createPaymentsClient({
      baseUrl: `${ctx.h.baseUrl}/ms/v1`,
      subscriptionKey: ctx.h.subscriptionKey,
      accessToken: ctx.h.merchant.accessToken,
    });
    secretKey = (await dashboard.secretKeys.create({ name: 'guides' })).secret;
  });

  it.each(guideExamples())('$name runs as written', async ({ name, as, prints }) => {
    const user = await ctx.h.createUser();
    await ctx.h.db.updateTable('users').set({ kyc_tier: 1 }).where('id', '=', user.id).execute();
    await ctx.h.fund(user, 'GHS', '100.00');
    await ctx.h.fund(ctx.h.merchant, 'GHS', '100.00');
    const printed = await runExample(
      `clients/typescript/examples/guides/${name}.ts`,
      {
        PAYMENTS_BASE_URL: `${ctx.h.baseUrl}/ms/v1`,
        PAYMENTS_SUBSCRIPTION_KEY: ctx.h.subscriptionKey,
        // One set of variables for every guide, as the sandbox's env command exports them: the user's, and the merchant's for a sample that signs the merchant in.
        PAYMENTS_EMAIL: user.email,
        PAYMENTS_PASSWORD: user.password,
        PAYMENTS_MERCHANT_EMAIL: ctx.h.merchant.email,
        PAYMENTS_MERCHANT_PASSWORD: ctx.h.merchant.password,
        PAYMENTS_SECRET_KEY: secretKey,
        ...(as === 'api-user' ? await apiUserEnvironment(ctx.h) : {}),
      },
      // The harness's clock is a test clock: while a mobile money sample polls, time moves and what fell due runs.
      as === 'api-user'
        ? () => {
            ctx.h.clock.advance(SECOND);
            void ctx.h.services.jobs.runDue();
          }
        : undefined,
    );
    expect(printed).toHaveLength(prints.length);
    for (const [i, pattern] of prints.entries()) expect(printed[i]).toMatch(new RegExp(pattern));
  });
});
