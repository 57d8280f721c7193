import { createServer, type Server } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epochSeconds, HOUR } from '../src/platform/clock.js';
import { LATEST_VERSION } from '../src/platform/api-versions/api-versions.js';
import { verifyWebhook } from '../src/webhook-verification.js';
import { launchBrowser } from './support/browser.js';
import { runExplorerTab } from './support/explorer.js';
import { expectEnvelope, useHarness, uniqueContact } from './support/harness.js';

// The developer dashboard in Chromium, against a running server. DASHBOARD_SCREENSHOTS=<folder>
// saves a screenshot of each main page (the README's).
const ctx = useHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true' });
let browser: Browser;
let page: Page;
const PASSWORD = 'a-long-enough-password';
const contact = uniqueContact();
const screenshots = process.env['DASHBOARD_SCREENSHOTS'];

/** A webhook receiver that checks signatures with the secret it is given, as an integrator's should. */
const receiver = {
  secret: '',
  answers: [] as number[],
  server: undefined as Server | undefined,
  port: 0,
};

beforeAll(async () => {
  receiver.server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const verified = verifyWebhook({
        rawBody: Buffer.concat(chunks),
        headers: request.headers,
        secret: receiver.secret,
        now: epochSeconds(ctx.h.clock.now()),
      });
      const status = verified.ok ? 200 : 401;
      receiver.answers.push(status);
      response.writeHead(status, { 'Content-Type': 'text/plain' }).end(verified.ok ? 'ok' : `refused: ${verified.reason}`);
    });
  });
  await new Promise<void>((resolve) => receiver.server!.listen(0, '127.0.0.1', resolve));
  receiver.port = (receiver.server.address() as { port: number }).port;
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Africa/Accra', locale: 'en-GB' });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => receiver.server?.close(resolve));
});

/** axe-core on the page as it stands: no serious or critical violation. */
async function expectAccessible(name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    name,
  ).toEqual([]);
  if (screenshots) {
    await page.screenshot({ path: `${screenshots}/dashboard-${name}.png`, fullPage: true });
    // And at a phone's width, as a merchant at a till sees it, then back to the width the test was at.
    const before = page.viewportSize();
    if (before && before.width <= 390) return;
    await page.setViewportSize({ width: 390, height: 844 });
    // Charts redraw for the new width on their own resize observer: give them a moment.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${screenshots}/dashboard-${name}-phone.png`, fullPage: true });
    if (before) await page.setViewportSize(before);
  }
}

async function open(path: string, heading: string): Promise<void> {
  await page.getByRole('link', { name: heading }).click();
  await expect.poll(() => page.url()).toContain(`#/${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('the developer dashboard', () => {
  it('signs a developer up (keys shown once), out and in again, and shows the account with its usage', async () => {
    await page.goto(`${ctx.h.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Sign in to the developer dashboard' }).waitFor();
    // The sandbox says so on every page, with the test cards one click away, and has its icon.
    const banner = page.getByRole('complementary', { name: 'Sandbox' });
    await banner.getByText('Test cards and numbers').click();
    await banner.getByText('4242424242424242').waitFor();
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/pay/assets/favicon.svg');
    expect((await fetch(`${ctx.h.baseUrl}/pay/assets/favicon.svg`)).headers.get('content-type')).toContain('image/svg+xml');
    await expectAccessible('sign-in');
    await page.getByRole('button', { name: 'New here? Create a developer account' }).click();
    await page.getByLabel('Company or project').fill('Kofi Shop');
    await page.getByLabel('First name').fill('Kofi');
    await page.getByLabel('Last name').fill('Mensah');
    await page.getByLabel('E-mail').fill(contact.email);
    await page.getByLabel('Phone (E.164, e.g. +233241234567)').fill(contact.phone);
    await page.getByLabel('Password (12-128 characters)').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Your sandbox keys' }).waitFor();
    const appKey = await page.getByTestId('App key').textContent();
    expect(appKey).toMatch(/\S{20,}/);
    await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
    // The dashboard opens on Home, the merchant's business at a glance.
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.getByText(/^No payments yet: share a payment link or send an invoice/).waitFor();
    await page.getByText('Nothing needs attention.').waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('E-mail').fill(contact.email);
    await page.getByLabel('Password').fill('wrong password, long enough');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/correlation id [0-9a-f-]{36}/);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await expectAccessible('home-empty');
    await open('account', 'Account and keys');
    await expect.poll(() => page.getByTestId('usage').textContent()).toMatch(/Used this minute: \d+ of 60/);
    // The app key is public: shown whole, copyable, as the sign-up showed it.
    expect(await page.getByTestId('app subscription key').textContent()).toBe(appKey);
    await page.getByRole('button', { name: 'Copy app subscription key' }).waitFor();
    await expectAccessible('account');
  });

  it('opens the GraphQL explorer from its Developers menu with the session and key filled in, and its example runs as shown', async () => {
    // Still on the account page: the key the explorer should be given.
    const appKey = await page.getByTestId('app subscription key').textContent();
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    expect(await menu.getByRole('heading').allTextContents()).toEqual(['Payments', 'Customers and wallets', 'Developers', 'Sandbox']);
    await menu.getByRole('link', { name: 'GraphQL explorer' }).click();
    await page.locator('.graphiql-container').waitFor({ timeout: 30_000 });
    expect(await page.locator('.graphiql-tab').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('MyAccount')]));
    const headers = await page.locator('.graphiql-editor-tool .CodeMirror:visible').textContent();
    expect(headers).toContain('"Authorization": "Bearer ey');
    expect(headers).toContain(`"Ocp-Apim-Subscription-Key": "${appKey}"`);
    await page.getByRole('button', { name: /Execute query/ }).click();
    await page.locator('.result-window').getByText('"Kofi Shop"').waitFor({ timeout: 10_000 });
    expect(await page.locator('.result-window').textContent()).not.toContain('"errors"');
    // Every other tab runs as opened too: the session and the key go with each.
    const created = await runExplorerTab(page, 'CreatePaymentLink', '"paymentLink"');
    expect(created).toContain('"userErrors": []');
    expect(created + (await runExplorerTab(page, 'RecentPayments', '"payments"'))).not.toContain('"errors"');
    await page.locator('.graphiql-tab', { hasText: 'MyEvents' }).click();
    await page.getByRole('button', { name: /Execute query/ }).click();
    const merchant = await ctx.h.db.selectFrom('users').select('id').where('email', '=', contact.email).executeTakeFirstOrThrow();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await ctx.h.fund({ id: merchant.id } as Parameters<typeof ctx.h.fund>[0], 'GHS', '1.00');
    await page.locator('.result-window').getByText('wallet.funded').waitFor({ timeout: 10_000 });
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Account and keys' }).waitFor();
  });

  it('rotates a key: the new one shown once, the old one in its 24-hour grace', async () => {
    await page.getByRole('button', { name: 'Rotate the app key' }).click();
    await page.getByText('The previous key keeps working until').waitFor();
    expect(await page.getByTestId('new app key').textContent()).toMatch(/\S{20,}/);
    await expect.poll(() => page.getByRole('cell', { name: 'In its grace period' }).count()).toBe(1);
    const account = await ctx.h.db.selectFrom('users').select('developer_account_id').where('email', '=', contact.email).executeTakeFirstOrThrow();
    const keys = await ctx.h.db
      .selectFrom('subscription_keys')
      .select(['expires_at'])
      .where('account_id', '=', account.developer_account_id!)
      .where('product', '=', 'app')
      .execute();
    expect(keys.filter((k) => k.expires_at !== null)).toHaveLength(1);
  });

  it("shows the account's API version, upgrades it with what changes listed, and rolls it back", async () => {
    await page.getByTestId('api-version').getByText('2026-11-21').waitFor();
    expect(await page.getByTestId('api-version-upgrade').textContent()).toContain('decimal text');
    await page.getByRole('button', { name: `Upgrade to ${LATEST_VERSION}` }).click();
    await page.getByTestId('api-version').getByText(LATEST_VERSION).waitFor();
    const account = await ctx.h.db.selectFrom('users').select('developer_account_id').where('email', '=', contact.email).executeTakeFirstOrThrow();
    const pinned = () =>
      ctx.h.db.selectFrom('developer_accounts').select('api_version').where('id', '=', account.developer_account_id!).executeTakeFirstOrThrow();
    expect((await pinned()).api_version).toBe(LATEST_VERSION);
    await page.getByRole('button', { name: 'Roll back to 2026-11-21' }).click();
    await page.getByTestId('api-version').getByText('2026-11-21').waitFor();
    expect((await pinned()).api_version).toBe('2026-11-21');
    // The version shows before the rollback offer leaves the page: wait for the page to settle, then none is offered.
    await expect.poll(() => page.getByTestId('api-version-rollback').count()).toBe(0);
  });

  it('makes a secret key for a server (shown once), which the API then takes with no sign-in; revoking it ends it', async () => {
    const section = page.getByRole('region', { name: 'Secret keys' });
    await section.getByText('No secret keys yet.').waitFor();
    await section.getByLabel('Key name').fill('Order server');
    await section.getByLabel('Scopes (optional, e.g. payment_links:read)').fill('payment_links:read');
    await section.getByRole('button', { name: 'Create a secret key' }).click();
    await section.getByText('Restricted to payment_links:read.').waitFor();
    const secret = (await page.getByTestId('secret key Order server').textContent()) ?? '';
    expect(secret).toMatch(/^sk_test_/);
    const row = section.getByRole('row').filter({ hasText: 'Order server' });
    await row.getByText('payment_links:read').waitFor();
    await row.getByText(`sk_test_…${secret.slice(-4)}`).waitFor();
    await expectAccessible('secret-keys');

    const { key } = await signedUpMerchant();
    expectEnvelope(await ctx.h.rest('GET', '/merchants/me/payment-links', { token: secret, key }), 200, 'SUCCESS');
    await row.getByRole('button', { name: 'Revoke Order server' }).click();
    // The payload's revokedAt updates the row from the cache.
    await row.getByText('revoked', { exact: true }).waitFor();
    expectEnvelope(await ctx.h.rest('GET', '/merchants/me/payment-links', { token: secret, key }), 401, 'UNAUTHORIZED');
  });

  it('registers a local webhook receiver, sees a test delivery in the log, and the mis-signed test reported as rejected', async () => {
    await open('webhooks', 'Webhooks');
    await page.getByLabel('URL (HTTPS)').fill(`http://localhost:${receiver.port}/hooks`);
    await page.getByRole('checkbox', { name: 'wallet.funded' }).first().check();
    await page.getByRole('button', { name: 'Register' }).click();
    receiver.secret = (await page.getByTestId('webhook secret').textContent()) ?? '';
    expect(receiver.secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Send test.ping' }).click();
    await expect.poll(() => page.getByTestId('delivery').count()).toBe(1);
    await ctx.h.services.webhookDispatcher.deliverDue();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => page.getByTestId('delivery').filter({ hasText: 'TEST' }).getByTestId('delivery-outcome').textContent()).toBe('delivered (200)');
    await expectAccessible('webhooks');

    await page.getByRole('button', { name: 'Send a mis-signed test' }).click();
    await expect.poll(() => page.getByTestId('delivery').count()).toBe(2);
    await ctx.h.services.webhookDispatcher.deliverDue();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const misSigned = page.getByTestId('delivery').filter({ hasText: 'TEST_BAD_SIGNATURE' }).getByTestId('delivery-outcome');
    await expect.poll(() => misSigned.textContent()).toBe('rejected by your endpoint (401), as it should be');
    expect(receiver.answers).toEqual([200, 401]);
    expect(await page.getByText('refused: bad_signature').count()).toBe(1);

    // The events it sends are chosen from the documented list, and saved.
    const card = page.getByRole('article', { name: /^Endpoint http:\/\/localhost/ });
    await card
      .getByRole('group', { name: /^Events sent to/ })
      .getByRole('checkbox', { name: 'payment.completed', exact: true })
      .check();
    await card.getByRole('button', { name: 'Save events' }).click();
    await expect
      .poll(async () =>
        (
          await ctx.h.db
            .selectFrom('webhook_endpoints')
            .select('event_types')
            .where('url', 'like', `http://localhost:${receiver.port}/%`)
            .executeTakeFirstOrThrow()
        ).event_types.sort(),
      )
      .toEqual(['payment.completed', 'wallet.funded']);
    // Disabled after a day of failures (as the dispatcher leaves it), it is re-enabled from here, as the specification says.
    await ctx.h.db.updateTable('webhook_endpoints').set({ status: 'DISABLED' }).where('url', 'like', `http://localhost:${receiver.port}/%`).execute();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.reload();
    await card.getByRole('button', { name: 'Re-enable' }).click();
    await expect.poll(() => card.getByText('Active', { exact: true }).count()).toBe(1);
    // Every event type at once, and the endpoint has its own address that opens it on reload.
    const everyType = card.getByRole('checkbox', { name: /^All \d+ event types$/ });
    const typeCount = Number((await card.locator('.select-all').textContent())?.match(/\d+/)?.[0]);
    expect(typeCount).toBeGreaterThan(20);
    await everyType.check();
    await card.getByRole('button', { name: 'Save events' }).click();
    await expect
      .poll(async () => {
        const row = await ctx.h.db
          .selectFrom('webhook_endpoints')
          .select('event_types')
          .where('url', 'like', `http://localhost:${receiver.port}/%`)
          .executeTakeFirstOrThrow();
        return row.event_types.length;
      })
      .toBe(typeCount);
    await card.getByRole('link', { name: /^http:\/\/localhost/ }).click();
    await expect.poll(() => page.url()).toMatch(/#\/webhooks\/we_/);
    await page.reload();
    await page.getByRole('link', { name: '← All webhook endpoints' }).waitFor();
    await page.getByRole('region', { name: 'Delivery log' }).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: /^All \d+ event types$/ }).isChecked()).toBe(true);
    // Its metadata, set from its page; the API holds the same.
    const metadata = page.getByRole('region', { name: 'Metadata of the webhook endpoint' });
    await metadata.getByLabel('Key', { exact: true }).fill('environment');
    await metadata.getByLabel('Value', { exact: true }).fill('staging');
    await metadata.getByRole('button', { name: 'Set' }).click();
    await metadata.getByText('staging').waitFor();
    await expect
      .poll(
        async () =>
          (
            await ctx.h.db
              .selectFrom('webhook_endpoints')
              .select('metadata')
              .where('url', 'like', `http://localhost:${receiver.port}/%`)
              .executeTakeFirstOrThrow()
          ).metadata,
      )
      .toEqual({ environment: 'staging' });
    await expectAccessible('webhook endpoint');
    await page.getByRole('link', { name: '← All webhook endpoints' }).click();
  });

  it('shows a transfer between its users live on the event stream', async () => {
    const account = await ctx.h.db.selectFrom('users').select('developer_account_id').where('email', '=', contact.email).executeTakeFirstOrThrow();
    const accountId = account.developer_account_id!;
    // The socket opens to this origin under a policy that names no other (connect-src 'self' only).
    for (const page of ['/dashboard/', '/graphql']) {
      const policy = (await fetch(`${ctx.h.baseUrl}${page}`, { headers: { Accept: 'text/html' } })).headers.get('content-security-policy') ?? '';
      expect(policy, page).toMatch(/connect-src 'self';/);
    }
    // An event from before the page opened: the page starts with the log's latest events, then streams.
    const key = await appKeyOf(accountId);
    const earlier = await ctx.h.createUser({}, { key });
    await ctx.h.fund(earlier, 'GHS', '1.00');
    expect(await ctx.h.services.eventRelay.publishCommittedBefore()).toBe(true);
    const history = await ctx.h.db
      .selectFrom('event_positions')
      .select('event_id')
      .where('owner_id', '=', earlier.id)
      .orderBy('position', 'desc')
      .executeTakeFirstOrThrow();
    await open('events', 'Live events');
    await page.getByTestId('event').filter({ hasText: history.event_id }).waitFor({ timeout: 5000 });
    await expect.poll(() => ctx.h.services.bus.subscriberCount(`events:account:${accountId}`)).toBe(1);
    // Two users of this account (registered with its app key), one paying the other.
    const [payer, payee] = [await ctx.h.createUser({}, { key }), await ctx.h.createUser({}, { key })];
    await ctx.h.fund(payer, 'GHS', '40.00');
    const sent = Date.now();
    const transfer = await ctx.h.rest('POST', '/wallets/me/transfer', {
      key,
      token: payer.accessToken,
      body: { toEmail: payee.email, amount: 15, currency: 'GHS' },
    });
    expect(transfer.status).toBe(200);
    await page.getByTestId('event').filter({ hasText: 'wallet.debited' }).first().waitFor({ timeout: 5000 });
    console.log(`dashboard: the transfer's event appeared ${Date.now() - sent} ms after it was sent`);
    await page.getByTestId('event').filter({ hasText: 'wallet.debited' }).first().getByRole('button').click();
    await expect.poll(() => page.locator('pre').first().textContent()).toContain('"amount"');
    await expectAccessible('events');

    // Paused, a transfer is missed live; on resume it comes from the log, once.
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => ctx.h.services.bus.subscriberCount(`events:account:${accountId}`)).toBe(0);
    const whilePaused = await ctx.h.rest('POST', '/wallets/me/transfer', {
      key,
      token: payer.accessToken,
      body: { toEmail: payee.email, amount: 4, currency: 'GHS' },
    });
    expect(whilePaused.status).toBe(200);
    expect(await ctx.h.services.eventRelay.publishCommittedBefore()).toBe(true);
    const debitsBefore = await page.getByTestId('event').filter({ hasText: 'wallet.debited' }).count();
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => page.getByTestId('event').filter({ hasText: 'wallet.debited' }).count()).toBe(debitsBefore + 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await page.getByTestId('event').filter({ hasText: 'wallet.debited' }).count()).toBe(debitsBefore + 1);
  });

  it('lists its users with their wallets and tops one up', async () => {
    await open('users', 'Users and wallets');
    // Newest first: the payee of the transfers above, with its 15.00 + 4.00 GHS.
    const payee = page.getByRole('listitem').filter({ hasText: '19.00 GHS' });
    await payee.waitFor();
    await payee.getByRole('button', { name: /^Top up$/ }).click();
    await page.getByRole('listitem').filter({ hasText: '119.00 GHS' }).waitFor();
    await page.getByRole('button', { name: /119\.00 GHS\s*: show the transactions/ }).click();
    // The header row and the two transfers in and the top-up.
    await expect.poll(() => page.getByRole('region', { name: 'GHS transactions' }).getByRole('row').count()).toBe(4);
    await expectAccessible('users');
  });

  it('lists the payments on its links, filters them, and refunds one in part with a reason, showing the refund and the money trace', async () => {
    await payNewLink('Kente stole', 50);

    await open('payments', 'Payments and refunds');
    const row = () => page.getByRole('row').filter({ hasText: '50.00 GHS' });
    await row().waitFor();
    await page.getByLabel('Method').selectOption('MOBILE_MONEY');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('No payments match').waitFor();
    await page.getByLabel('Method').selectOption('');
    await page.getByRole('button', { name: 'Filter' }).click();
    // A payment link's payment says what it paid for: the link's title.
    await row().getByText('Kente stole').waitFor();
    await row()
      .getByRole('link', { name: /^Open payment/ })
      .click();
    await page.getByRole('heading', { name: 'Kente stole: 50.00 GHS' }).waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/payments\/cs_/);
    await page.getByLabel('Refund amount (empty: all that remains)').fill('10.00');
    await page.getByLabel('Reason').fill('One fringe was torn');
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await page
      .getByRole('list', { name: 'Refunds' })
      .getByText(/10\.00 GHS · Succeeded · “One fringe was torn”/)
      .waitFor();
    // The sale's entry and the refund's, with the balances after each.
    await expect.poll(() => page.getByRole('list', { name: 'Money trace' }).locator(':scope > li').count()).toBeGreaterThanOrEqual(2);
    // The refund's own metadata (a support ticket), set from its line; the API holds it on the refund.
    await page.getByText(/^Metadata of this refund/).click();
    const refundMetadata = page.getByRole('region', { name: /^Metadata of the refund / });
    await refundMetadata.getByLabel('Key', { exact: true }).fill('ticket');
    await refundMetadata.getByLabel('Value', { exact: true }).fill('T-4412');
    await refundMetadata.getByRole('button', { name: 'Set' }).click();
    await refundMetadata.getByText('T-4412').waitFor();
    await expect
      .poll(
        async () =>
          (await ctx.h.db.selectFrom('payment_refunds').select('metadata').where('reason', '=', 'One fringe was torn').executeTakeFirstOrThrow()).metadata,
      )
      .toEqual({ ticket: 'T-4412' });
    await expectAccessible('payment');
    // The payment's own address opens it again on reload, as a shared link would.
    await page.reload();
    await page.getByRole('heading', { name: 'Kente stole: 50.00 GHS' }).waitFor();
    await page.locator('.badge', { hasText: 'Partially refunded' }).waitFor();
    const paymentId = decodeURIComponent(/#\/payments\/(cs_[^/?#]+)/.exec(page.url())![1]!);
    await page.getByRole('link', { name: '← All payments' }).click();
    await expect.poll(() => row().textContent()).toContain('Partially refunded');
    await expectAccessible('payments');
    // A payment's id typed in the filter finds it.
    await page.getByLabel('Payment, link or invoice id').fill(paymentId);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('heading', { name: 'Kente stole: 50.00 GHS' }).waitFor();
    // Metadata set on the payment's page, then the payment found by it with a search; a query that
    // does not read says where it stopped.
    const metadata = page.getByRole('region', { name: 'Metadata of the payment' });
    await metadata.getByLabel('Key', { exact: true }).fill('order_id');
    await metadata.getByLabel('Value', { exact: true }).fill('k-50');
    await metadata.getByRole('button', { name: 'Set' }).click();
    await metadata.getByText('k-50').waitFor();
    await page.getByRole('link', { name: '← All payments' }).click();
    const searchBox = page.getByRole('textbox', { name: 'Search', exact: true });
    await searchBox.fill("metadata['order_id']:'k-50' AND amount>=50");
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await row().getByText('Kente stole').waitFor();
    await searchBox.fill("metadata['order_id']:'k-51'");
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No payment matches the search.').waitFor();
    await searchBox.fill('amount>>5');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText(/position 8/)
      .waitFor();
    await expectAccessible('payments search');
  });

  it('creates a payment link with its QR code, sees it paid from a second page, and deactivates it', async () => {
    await open('payment-links', 'Payment links');
    await page.getByLabel('Title').fill('Shea butter');
    await page.getByLabel('Amount', { exact: true }).fill('35.00');
    await page.getByRole('button', { name: 'Create link' }).click();
    const card = page.getByRole('listitem', { name: 'Payment link Shea butter' });
    await card.getByRole('img', { name: /^QR code of the payment page of Shea butter/ }).waitFor();
    const url = (await card.getByRole('link', { name: /\/pay\// }).getAttribute('href'))!;
    expect(url).toMatch(/\/pay\/\S+$/);
    await expectAccessible('links');

    // A payer opens the link in another tab and pays with the test card.
    const payer = await page.context().newPage();
    await payer.goto(url.replace(/^https?:\/\/[^/]+/, ctx.h.baseUrl));
    await payer.getByLabel('Card number').fill('4242424242424242');
    await payer.getByLabel('Month').fill('12');
    await payer.getByLabel('Year').fill('2031');
    await payer.getByLabel('CVC').fill('123');
    await payer.getByRole('button', { name: 'Pay by card' }).click();
    await payer
      .getByText(/paid|Thank you/i)
      .first()
      .waitFor();
    await payer.close();

    await card.getByRole('button', { name: 'Payments' }).click();
    await card
      .getByRole('list', { name: "The link's payments" })
      .getByText(/35\.00 GHS · Complete/)
      .waitFor();
    // The link's own page: its title, its payments, on reload too.
    await card.getByRole('link', { name: 'Shea butter' }).click();
    await expect.poll(() => page.url()).toMatch(/#\/payment-links\/plink_/);
    await page.reload();
    const own = page.getByRole('listitem', { name: 'Payment link Shea butter' });
    await own
      .getByRole('list', { name: "The link's payments" })
      .getByText(/35\.00 GHS/)
      .waitFor();
    // Its metadata: a key set from the page, shown, then one of two removed; the API holds the same.
    const metadata = page.getByRole('region', { name: 'Metadata of the payment link' });
    for (const [key, value] of [
      ['order_id', '1001'],
      ['channel', 'market stall'],
    ]) {
      await metadata.getByLabel('Key', { exact: true }).fill(key!);
      await metadata.getByLabel('Value', { exact: true }).fill(value!);
      await metadata.getByRole('button', { name: 'Set' }).click();
      await metadata.getByText(value!, { exact: false }).waitFor();
    }
    await expectAccessible('link metadata');
    await metadata.getByRole('button', { name: 'Remove channel from the metadata' }).click();
    await metadata.getByText('market stall').waitFor({ state: 'detached' });
    const linkId = page.url().split('/').pop()!;
    const held = await ctx.h.db.selectFrom('payment_links').select('metadata').where('id', '=', linkId).executeTakeFirstOrThrow();
    expect(held.metadata).toEqual({ order_id: '1001' });
    await own.getByRole('button', { name: 'Deactivate' }).click();
    await own.getByText('Inactive', { exact: true }).waitFor();
    await page.getByRole('link', { name: '← All payment links' }).click();
    await card.getByText('Inactive', { exact: true }).waitFor();
    // Found again by the metadata set on its page.
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill("metadata['order_id']:'1001' AND status:inactive");
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('table', { name: 'Payment links found' }).getByRole('link', { name: 'Shea butter' }).waitFor();
  });

  it('loads more payment links under the first ten, the pages merged by cursor in the cache without repeating one created meanwhile', async () => {
    const { key, token } = await signedUpMerchant();
    const create = async (title: string) =>
      expectEnvelope(
        await ctx.h.rest('POST', '/merchants/me/payment-links', { key, token, body: { title, amount: 5, currency: 'GHS', amountFixed: true } }),
        200,
        'SUCCESS',
      );
    for (let n = 1; n <= 12; n++) {
      ctx.h.clock.advance(1000);
      await create(`Bead ${n}`);
    }
    const total = (await ctx.h.gql('{ paymentLinks { totalCount } }', {}, { token })).body.data.paymentLinks.totalCount as number;
    expect(total).toBeGreaterThanOrEqual(13);
    await open('invoices', 'Invoices');
    await open('payment-links', 'Payment links');
    const cards = page.getByRole('list', { name: 'Your payment links' }).locator(':scope > li');
    await expect.poll(() => cards.count()).toBe(10);
    // Created after the first page was read: it belongs before it, so the next page neither repeats a row nor skips one.
    ctx.h.clock.advance(1000);
    await create('Bead 13');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count()).toBe(Math.min(total, 20));
    const titles = await cards.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).not.toContain('Payment link Bead 13');
    expect(titles.slice(0, 12)).toEqual(Array.from({ length: 12 }, (_, i) => `Payment link Bead ${12 - i}`));
    if (total <= 20) await expect.poll(() => page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  });

  it('sends an invoice with lines totalled as they are typed, filters by status, and voids it', async () => {
    await open('invoices', 'Invoices');
    await page.getByLabel('Customer e-mail').fill('buyer@example.com');
    await page.getByLabel('Line 1 description').fill('Catering, 20 guests');
    await page.getByLabel('Line 1 quantity').fill('20');
    await page.getByLabel('Line 1 unit price').fill('45.50');
    await expect.poll(() => page.getByTestId('invoice-total').textContent()).toBe('Total: 910.00');
    await page.getByRole('button', { name: 'Add a line' }).click();
    await page.getByLabel('Line 2 description').fill('Delivery');
    await page.getByLabel('Line 2 unit price').fill('30');
    await expect.poll(() => page.getByTestId('invoice-total').textContent()).toBe('Total: 940.00');
    await page.getByRole('button', { name: 'Send invoice' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /sent: 940\.00 GHS, as the server computed it/ })
      .waitFor();
    const row = page.getByRole('row').filter({ hasText: 'buyer@example.com' });
    await row.getByText('Sent', { exact: true }).waitFor();
    await expectAccessible('invoices');
    await page.getByLabel('Show').selectOption('PAID');
    await page.getByText('No paid invoices.').waitFor();
    await page.getByLabel('Show').selectOption('');
    // The invoice's own page: its lines, and that nobody paid it yet.
    await row.getByRole('link', { name: /^INV-/ }).click();
    await expect.poll(() => page.url()).toMatch(/#\/invoices\/inv_/);
    await page.reload();
    await page.getByRole('cell', { name: 'Catering, 20 guests' }).waitFor();
    await page.getByText('Not paid yet: the customer pays on the invoice').waitFor();
    await expectAccessible('invoice');
    await page.getByRole('link', { name: '← All invoices' }).click();
    await row.getByRole('button', { name: /^Void invoice/ }).click();
    await row.getByText('Void', { exact: true }).waitFor();
    // Found by a search of its customer and status; an unreadable search says where it stopped.
    const searchBox = page.getByRole('textbox', { name: 'Search', exact: true });
    await searchBox.fill("customerEmail:'buyer@example.com' AND status:void");
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('table', { name: 'Invoices found' }).getByRole('cell', { name: 'buyer@example.com' }).first().waitFor();
    await searchBox.fill('subtotal>>1');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText(/position 10/)
      .waitFor();
  });

  it("shows on Home the balances with what is held, today's takings, the 30-day chart, the latest payments and what needs attention", async () => {
    // An endpoint that stopped working and an overdue invoice need attention.
    const owner = await ctx.h.db.selectFrom('users').select('developer_account_id').where('email', '=', contact.email).executeTakeFirstOrThrow();
    await ctx.h.db.updateTable('webhook_endpoints').set({ status: 'DEGRADED' }).where('account_id', '=', owner.developer_account_id!).execute();
    await open('home', 'Home');
    await page.getByRole('list', { name: 'Balances' }).getByText(/GHS/).first().waitFor();
    // Kente stole (50.00, 10.00 refunded) and Shea butter (35.00) were paid today.
    await page
      .getByRole('list', { name: "Today's takings" })
      .getByText(/^2 payments · 85\.00 GHS gross/)
      .waitFor();
    await page.getByRole('img', { name: 'Daily gross in GHS over the last 30 days' }).waitFor();
    await page.getByText(/Last 30 days, GHS: 2 payments, 85\.00 gross, \d+\.\d\d fees/).waitFor();
    expect(await page.getByRole('list', { name: 'Latest payments' }).getByRole('listitem').count()).toBe(2);
    await page
      .getByRole('list', { name: 'Needs attention' })
      .getByRole('listitem')
      .filter({ hasText: /is Degraded/ })
      .waitFor();
    await expectAccessible('home');
    // A payment made meanwhile on a hosted page appears without a reload (the events subscription).
    await payNewLink('Kenkey', 15);
    await page
      .getByRole('list', { name: "Today's takings" })
      .getByText(/^3 payments · 100\.00 GHS gross/)
      .waitFor();
    await open('payments', 'Payments and refunds');
    await payNewLink('Waakye', 12);
    await page.getByRole('row').filter({ hasText: '12.00 GHS' }).waitFor();
  });

  it('runs the point of sale: catalog added, repriced and archived; a sale arriving live, refunded in part; the day by method', async () => {
    await open('pos', 'Point of sale');
    await page.getByText('No sales yet').waitFor();
    await page.getByLabel('Item', { exact: true }).fill('Shea butter, 250 g');
    await page.getByLabel('Price', { exact: true }).fill('35.00');
    await page.getByRole('button', { name: 'Add item' }).click();
    const price = page.getByLabel('Price of Shea butter, 250 g (GHS)');
    await expect.poll(() => price.inputValue()).toBe('35.00');
    await price.fill('32.00');
    await page.getByRole('row').filter({ hasText: 'Shea butter' }).getByRole('button', { name: 'Save price' }).click();
    const item = await ctx.h.db
      .selectFrom('pos_catalog_items')
      .select(['id', 'unit_price'])
      .where('description', '=', 'Shea butter, 250 g')
      .executeTakeFirstOrThrow();
    await expect
      .poll(async () => (await ctx.h.db.selectFrom('pos_catalog_items').select('unit_price').where('id', '=', item.id).executeTakeFirstOrThrow()).unit_price)
      .toBe('3200');

    // The till sells two jars for cash; the sale appears without a reload.
    const { key, token } = await signedUpMerchant();
    const sold = await ctx.h.rest('POST', '/pos/sales', {
      key,
      token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: { items: [{ catalogItemId: item.id, quantity: 2 }], paymentMethod: 'cash', currency: 'GHS' },
    });
    expect(sold.status).toBe(200);
    const receipt = page.getByRole('listitem', { name: `Receipt ${sold.body.data.receiptNumber}` });
    await receipt.getByText(/64\.00 GHS · Cash · Completed/).waitFor();
    await receipt.getByLabel(/^Refund amount for receipt/).fill('10.00');
    await receipt.getByLabel('Reason').fill('One jar returned unopened');
    await receipt.getByRole('button', { name: 'Refund' }).click();
    await receipt.getByText(/10\.00 refunded/).waitFor();
    await page.getByText(/^1 sale · 64\.00 GHS gross · -?10\.00 refunds · 54\.00 net/).waitFor();
    await page.getByRole('img', { name: "Today's takings by payment method in GHS" }).waitFor();
    await expectAccessible('pos');
    await page.getByRole('button', { name: 'Archive Shea butter, 250 g' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Shea butter' }).count()).toBe(0);
    // The sale's own page, on reload too.
    await receipt.getByRole('link', { name: `Receipt ${sold.body.data.receiptNumber}` }).click();
    await expect.poll(() => page.url()).toMatch(/#\/pos\/sale_/);
    await page.reload();
    await page
      .getByRole('listitem', { name: `Receipt ${sold.body.data.receiptNumber}` })
      .getByText(/10\.00 refunded/)
      .waitFor();
    // Its metadata (the table it was sold at), set and then removed from its page; the API holds the same.
    const saleMetadata = page.getByRole('region', { name: 'Metadata of the sale' });
    for (const [key, value] of [
      ['table', 'veranda 7'],
      ['waiter', 'Kofi Mensah'],
    ]) {
      await saleMetadata.getByLabel('Key', { exact: true }).fill(key!);
      await saleMetadata.getByLabel('Value', { exact: true }).fill(value!);
      await saleMetadata.getByRole('button', { name: 'Set' }).click();
      await saleMetadata.getByText(value!).waitFor();
    }
    await saleMetadata.getByRole('button', { name: 'Remove waiter from the metadata' }).click();
    await saleMetadata.getByText('Kofi Mensah').waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await ctx.h.db.selectFrom('pos_sales').select('metadata').where('id', '=', sold.body.data.id).executeTakeFirstOrThrow()).metadata)
      .toEqual({ table: 'veranda 7' });
    await expectAccessible('sale metadata');
    await page.getByRole('link', { name: '← Point of sale' }).click();
  });

  it('pays a payroll from an uploaded CSV (each wrong row shown before anything is created), live statuses, and a retry of the failed item', async () => {
    await open('payroll', 'Payroll');
    await page.getByLabel('Batch name').fill('Week 48');
    const csv = (text: string) => ({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await page
      .getByLabel('Employees CSV (name,phone,amount,reference)')
      .setInputFiles(csv('name,phone,amount,reference\nAma Addo,+233241110001,20.00,EMP-1\nKofi Boateng,0241110002,15,EMP-2\n'));
    await page.getByText('2 employees read; 1 row to correct before anything is created').waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'Kofi Boateng' })
      .getByText(/the phone must be E\.164/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Create batch' }).isDisabled()).toBe(true);
    await expectAccessible('payroll-csv');
    // Corrected: the second employee's test number fails once, then succeeds.
    await page
      .getByLabel('Employees CSV (name,phone,amount,reference)')
      .setInputFiles(csv('Ama Addo,+233241110001,20.00,EMP-1\nKofi Boateng,+46733123464,15,EMP-2\n'));
    await page.getByText('2 employees read', { exact: true }).waitFor();
    await page.getByLabel('Also save these employees as a template named (optional)').fill('Weekly staff');
    await page.getByRole('button', { name: 'Create batch' }).click();
    const batch = page.getByRole('listitem', { name: 'Batch Week 48' });
    await batch.getByText('Draft', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByLabel('From a template (its employees, plus any below)').textContent()).toContain('Weekly staff (2 employees)');
    await batch.getByRole('button', { name: 'Process' }).click();
    // The batch's badge (its items show theirs below it).
    await batch.getByText('Processing', { exact: true }).first().waitFor();
    const settle = async () => {
      ctx.h.clock.advance(6 * 1000);
      await ctx.h.services.jobs.runDue();
    };
    await settle();
    await expect.poll(() => batch.getByTestId('payroll-counts').textContent(), { timeout: 10_000 }).toBe('1 paid · 1 failed · 0 to go');
    await batch.getByRole('button', { name: 'Retry failed items' }).click();
    await expect.poll(() => batch.getByTestId('payroll-counts').textContent(), { timeout: 10_000 }).toBe('1 paid · 0 failed · 1 to go');
    await settle();
    await expect.poll(() => batch.getByTestId('payroll-counts').textContent(), { timeout: 10_000 }).toBe('2 paid · 0 failed · 0 to go');
    await expectAccessible('payroll');
    // The batch's own page, on reload too.
    await batch.getByRole('link', { name: 'Week 48' }).click();
    await expect.poll(() => page.url()).toMatch(/#\/payroll\/pb_/);
    await page.reload();
    await expect.poll(() => page.getByTestId('payroll-counts').textContent()).toBe('2 paid · 0 failed · 0 to go');
    // Its metadata (the pay period), set from its page; the API holds the same.
    const metadata = page.getByRole('region', { name: 'Metadata of the payroll batch' });
    await metadata.getByLabel('Key', { exact: true }).fill('period');
    await metadata.getByLabel('Value', { exact: true }).fill('2026-W48');
    await metadata.getByRole('button', { name: 'Set' }).click();
    await metadata.getByText('2026-W48').waitFor();
    const batchId = decodeURIComponent(/#\/payroll\/(pb_[^/?#]+)/.exec(page.url())![1]!);
    expect((await ctx.h.db.selectFrom('payroll_batches').select('metadata').where('id', '=', batchId).executeTakeFirstOrThrow()).metadata).toEqual({
      period: '2026-W48',
    });
    // And an employee's payment its own (an employee number), from its line.
    await page.getByText("Metadata of Ama Addo's payment").click();
    const itemMetadata = page.getByRole('region', { name: 'Metadata of the payment to Ama Addo' });
    await itemMetadata.getByLabel('Key', { exact: true }).fill('employeeNo');
    await itemMetadata.getByLabel('Value', { exact: true }).fill('E-17');
    await itemMetadata.getByRole('button', { name: 'Set' }).click();
    await itemMetadata.getByText('E-17').waitFor();
    expect(
      (await ctx.h.db.selectFrom('payroll_items').select('metadata').where('batch_id', '=', batchId).where('name', '=', 'Ama Addo').executeTakeFirstOrThrow())
        .metadata,
    ).toEqual({ employeeNo: 'E-17' });
    await expectAccessible('payroll batch');
    await page.getByRole('link', { name: '← All payroll batches' }).click();
  });

  it("answers a customer's dispute with a comment and evidence; the customer's reply arrives live, even across a dropped connection", async () => {
    const { key, token } = await signedUpMerchant();
    const customer = await ctx.h.createUser({}, { key });
    await ctx.h.fund(customer, 'GHS', '80.00');
    const paid = await ctx.h.rest('POST', '/wallets/me/transfer', {
      key,
      token: customer.accessToken,
      body: { toEmail: contact.email, amount: 25, currency: 'GHS' },
    });
    expect(paid.status).toBe(200);
    const filed = await ctx.h.rest('POST', '/disputes', {
      key,
      token: customer.accessToken,
      body: {
        transactionId: paid.body.data.id,
        reason: 'not_received',
        description: 'The fabric never reached me.',
        evidence: ['https://example.com/order.png'],
      },
    });
    expect(filed.status).toBe(200);
    // A payroll payment that failed needs attention too.
    const batch = await ctx.h.rest('POST', '/payroll/batches', {
      key,
      token,
      body: { name: 'Casual staff', currency: 'GHS', employees: [{ name: 'Yaw Mensah', phone: '+46733123455', amount: 5 }] },
    });
    await ctx.h.rest('POST', `/payroll/batches/${batch.body.data.id}/process`, { key, token });
    ctx.h.clock.advance(6 * 1000);
    await ctx.h.services.jobs.runDue();
    await open('home', 'Home');
    const attention = page.getByRole('list', { name: 'Needs attention' });
    await attention.getByText(/A dispute of 25\.00 GHS awaits your answer/).waitFor();
    await attention.getByText('Payroll Casual staff: 1 payment failed').waitFor();

    // The socket goes through a route the test can cut, as a network drop would.
    const sockets: import('playwright-core').WebSocketRoute[] = [];
    await page.routeWebSocket(/\/graphql$/, (socket) => {
      socket.connectToServer();
      sockets.push(socket);
    });
    await page.reload();
    await open('disputes', 'Disputes');
    const row = page.getByRole('row').filter({ hasText: '25.00 GHS' });
    await row.getByText('Not received').waitFor();
    await row.getByRole('link', { name: 'View the dispute of 25.00 GHS' }).click();
    await expect.poll(() => page.url()).toMatch(/#\/disputes\/dsp_/);
    await page.reload();
    await page.getByText('The fabric never reached me.').waitFor();
    await page.getByRole('list', { name: 'Evidence' }).getByText('https://example.com/order.png').waitFor();
    await page.getByLabel('Your comment').fill('Delivered to your shop on Monday; signed for.');
    await page.getByRole('button', { name: 'Comment' }).click();
    await page.getByRole('list', { name: 'Comments' }).getByText('Delivered to your shop on Monday; signed for.').waitFor();
    await page.getByLabel('Evidence links (https, one per line)').fill('http://example.com/pod.pdf');
    await page.getByRole('button', { name: 'Add evidence' }).click();
    await page
      .getByRole('alert')
      .getByText(/https URL/)
      .waitFor();
    await page.getByLabel('Evidence links (https, one per line)').fill('https://shop.example/pod.pdf\nhttps://shop.example/signature.png');
    await page.getByRole('button', { name: 'Add evidence' }).click();
    const evidence = page.getByRole('list', { name: 'Evidence' });
    await evidence.getByText('https://shop.example/signature.png').waitFor();
    expect(await evidence.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Customer: https:\/\/example\.com\/order\.png/),
      expect.stringMatching(/^You: https:\/\/shop\.example\/pod\.pdf/),
      expect.stringMatching(/^You: https:\/\/shop\.example\/signature\.png/),
    ]);
    await expectAccessible('disputes');

    // The customer replies: it appears without a reload.
    const reply = (body: string) => ctx.h.rest('POST', `/disputes/${filed.body.data.id}/comments`, { key, token: customer.accessToken, body: { body } });
    expect((await reply('Monday I was away; who signed?')).status).toBe(200);
    await page.getByRole('list', { name: 'Comments' }).getByText('Monday I was away; who signed?').waitFor();
    // The connection drops; what is said meanwhile comes from the event log once it is back.
    const connected = sockets.length;
    for (const socket of sockets) await socket.close({ code: 1012, reason: 'dropped by the test' });
    expect((await reply('Found it: my cousin signed. Thank you.')).status).toBe(200);
    await ctx.h.services.eventRelay.tick();
    await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThan(connected);
    await page.getByRole('list', { name: 'Comments' }).getByText('Found it: my cousin signed. Thank you.').waitFor({ timeout: 15_000 });
    await page.unrouteAll();
  });

  it('advances the sandbox clock by a day', async () => {
    await open('clock', 'Sandbox clock');
    const before = await page.getByTestId('clock-now').textContent();
    await page.getByRole('button', { name: 'Advance the clock' }).click();
    await page.getByRole('heading', { name: 'What the advance fired' }).waitFor();
    await expect.poll(() => page.getByTestId('clock-now').textContent()).not.toBe(before);
    expect(await page.getByTestId('clock-now').textContent()).toContain('1 day ahead');
    await expectAccessible('clock');
    // Ahead of real time, every page says so, with the way back to the clock; Home's today is the account's day.
    const ahead = page.getByRole('complementary', { name: 'Sandbox clock' });
    await ahead.getByText(/Your sandbox clock is 1 day ahead of real time/).waitFor();
    await open('home', 'Home');
    await ahead.getByRole('link', { name: 'Sandbox clock' }).waitFor();
    const accountDay = new Date(ctx.h.clock.now().getTime() + 86_400_000).toLocaleDateString('en-GB', {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    await page.getByRole('heading', { name: `Today, ${accountDay}` }).waitFor();
    await page.getByText(/^No payments today\. \d+ payments in the last 30 days\.$/).waitFor();
    await page.getByText("Your account's day on its sandbox clock, which is ahead of real time.").waitFor();
  });

  it('shows the mailbox and the mobile money operations, empty states included', async () => {
    await open('mailbox', 'Sandbox mailbox');
    await page
      .getByText(/The mailbox is empty|to /)
      .first()
      .waitFor();
    await expectAccessible('mailbox');
    await open('mobile-money', 'Mobile money');
    await page.getByText('No mobile money operations yet.').waitFor();
    await expectAccessible('mobile-money');
  });

  it('on a phone, folds the menu behind its button, in its groups, and passes axe there too', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const menu = page.getByRole('navigation', { name: 'Dashboard' });
      const button = page.getByRole('button', { name: 'Menu' });
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await expectAccessible('phone-menu-closed');
      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.getByRole('heading').allTextContents()).toEqual(['Payments', 'Customers and wallets', 'Developers', 'Sandbox']);
      await expectAccessible('phone-menu-open');
      await menu.getByRole('link', { name: 'Payments and refunds' }).click();
      await page.getByRole('heading', { level: 1, name: 'Payments and refunds' }).waitFor();
      await expect.poll(() => menu.isVisible()).toBe(false);
      await expectAccessible('phone-payments');
      // Nothing wider than the screen but the tables, which scroll inside their box.
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('opens the explorer on an expired session: renewed with the refresh token, its example runs, and the dashboard stays signed in', async () => {
    const stored = async () =>
      JSON.parse((await page.evaluate<string | null>("localStorage.getItem('payments-dashboard-session')")) ?? '{}') as { accessToken: string };
    const before = (await stored()).accessToken;
    ctx.h.clock.advance(2 * HOUR);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'GraphQL explorer' }).click();
    await page.locator('.graphiql-container').waitFor({ timeout: 30_000 });
    const after = (await stored()).accessToken;
    expect(after).not.toBe(before);
    expect(await page.locator('.graphiql-editor-tool .CodeMirror:visible').textContent()).toContain(`"Authorization": "Bearer ${after}"`);
    await page.locator('.graphiql-tab', { hasText: 'MyAccount' }).click();
    await page.getByRole('button', { name: /Execute query/ }).click();
    await page.locator('.result-window').getByText('"Kofi Shop"').waitFor({ timeout: 10_000 });
    await page.goBack();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await open('account', 'Account and keys');
    await expect.poll(() => page.getByTestId('usage').textContent()).toMatch(/Used this minute/);
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
  });

  it('renews an expired access token with the refresh token, without signing the developer out', async () => {
    ctx.h.clock.advance(2 * HOUR);
    await open('account', 'Account and keys');
    await expect.poll(() => page.getByTestId('usage').textContent()).toMatch(/Used this minute/);
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
  });

  it('keeps a live page streaming when its access token expires: the socket renews the session and resumes, with no error shown', async () => {
    const account = await ctx.h.db.selectFrom('users').select('developer_account_id').where('email', '=', contact.email).executeTakeFirstOrThrow();
    const accountId = account.developer_account_id!;
    const key = await appKeyOf(accountId);
    await open('events', 'Live events');
    await expect.poll(() => ctx.h.services.bus.subscriberCount(`events:account:${accountId}`)).toBe(1);
    const stored = async () =>
      JSON.parse((await page.evaluate<string | null>("localStorage.getItem('payments-dashboard-session')")) ?? '{}') as { accessToken: string };
    const before = (await stored()).accessToken;
    // The server's check of open sockets ends this one (4419, token expired); nothing on the page asks the API meanwhile.
    ctx.h.clock.advance(2 * HOUR);
    await expect.poll(stored, { timeout: 20_000 }).not.toMatchObject({ accessToken: before });
    await expect.poll(() => ctx.h.services.bus.subscriberCount(`events:account:${accountId}`), { timeout: 20_000 }).toBe(1);
    const user = await ctx.h.createUser({}, { key });
    await ctx.h.fund(user, 'GHS', '3.00');
    expect(await ctx.h.services.eventRelay.publishCommittedBefore()).toBe(true);
    const credited = await ctx.h.db
      .selectFrom('event_positions')
      .select('event_id')
      .where('owner_id', '=', user.id)
      .orderBy('position', 'desc')
      .executeTakeFirstOrThrow();
    await page.getByTestId('event').filter({ hasText: credited.event_id }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
  });

  it('keeps the session in a deep link opened in a new tab and across a reload, and signing out in one tab signs out every tab', async () => {
    const second = await page.context().newPage();
    try {
      await second.goto(`${ctx.h.baseUrl}/dashboard/#/payments`);
      await second.getByRole('heading', { level: 1, name: 'Payments and refunds' }).waitFor();
      await second.reload();
      await second.getByRole('heading', { level: 1, name: 'Payments and refunds' }).waitFor();
      expect(await second.getByRole('alert').allTextContents()).toEqual([]);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { level: 1, name: 'Sign in to the developer dashboard' }).waitFor();
      await second.getByRole('heading', { level: 1, name: 'Sign in to the developer dashboard' }).waitFor();
      expect(await second.evaluate(() => localStorage.getItem('payments-dashboard-session'))).toBeNull();
    } finally {
      await second.close();
    }
  });
});

/** An app key of the account that works now: rotate once more through the API and use the new one. */
/** A payment link of the signed-up developer's, created through the API and paid on its hosted page with the test card. */
async function payNewLink(title: string, amount: number): Promise<void> {
  const { key, token } = await signedUpMerchant();
  const link = await ctx.h.rest('POST', '/merchants/me/payment-links', { key, token, body: { title, amount, currency: 'GHS', amountFixed: true } });
  const paid = await fetch(`${ctx.h.baseUrl}/pay/${(link.body.data.url as string).split('/').pop()}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method: 'card', number: '4242424242424242', expMonth: '12', expYear: '2031', cvc: '123' }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
}

/** The signed-up developer's app key and a fresh access token, for what the test does through the API. */
async function signedUpMerchant(): Promise<{ key: string; token: string }> {
  const account = await ctx.h.db.selectFrom('users').select('developer_account_id').where('email', '=', contact.email).executeTakeFirstOrThrow();
  // The merchant pages' tests send more than the Sandbox plan's 60 requests a minute (live refetches included).
  await ctx.h.db
    .updateTable('developer_accounts')
    .set({ rate_per_minute: 100_000, rate_per_day: 100_000_000 })
    .where('id', '=', account.developer_account_id!)
    .execute();
  const key = await appKeyOf(account.developer_account_id!);
  const token = (await ctx.h.rest('POST', '/auth/login', { key, body: { email: contact.email, password: PASSWORD } })).body.data.accessToken as string;
  return { key, token };
}

async function appKeyOf(accountId: string): Promise<string> {
  const owner = await ctx.h.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('developer_account_id', '=', accountId)
    .where('role', '=', 'MERCHANT')
    .executeTakeFirstOrThrow();
  const token = (await ctx.h.services.identity.login({ email: owner.email, password: PASSWORD })).accessToken;
  const rotated = await ctx.h.rest('POST', '/developers/me/subscription-keys/rotate', { token, body: { product: 'app' } });
  expect(rotated.status).toBe(200);
  return rotated.body.data.subscriptionKey as string;
}
