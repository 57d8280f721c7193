import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND } from '../src/platform/clock.js';
import { launchBrowser } from './support/browser.js';
import { useHarness } from './support/harness.js';

/** The hosted payment page, driven in a real browser (playwright-core and Debian's Chromium). */
const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '5' });
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 300_000);
afterAll(() => browser?.close());

async function linkPage(body: Record<string, unknown> = {}): Promise<string> {
  const token = await ctx.h.signIn(ctx.h.merchant);
  const created = await ctx.h.rest('POST', '/merchants/me/payment-links', {
    token,
    body: { title: 'Kente cloth', description: 'Handwoven, two metres', amount: 120, currency: 'GHS', amountFixed: true, ...body },
  });
  return `${ctx.h.baseUrl}/pay/${(created.body.data.url as string).split('/').pop()}`;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Month').fill('12');
  await page.getByLabel('Year').fill('2030');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay by card' }).click();
}

describe('the hosted payment page', () => {
  it('takes a fixed link by the 4242 test card, says so, and the merchant’s balance rises', async () => {
    const url = await linkPage();
    const before = await ctx.h.balanceOf(ctx.h.merchant, 'GHS');
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(url);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kente cloth');
    expect(await page.getByTestId('amount').textContent()).toBe('120.00 GHS');
    if (process.env['PAY_PAGE_SCREENSHOT']) await page.screenshot({ path: process.env['PAY_PAGE_SCREENSHOT'], fullPage: true });
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByText('Payment received: 120.00 GHS').waitFor();
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(before + 12_000n - 180n);
    // Everything came from this server: it works offline.
    expect(requests.every((r) => r.startsWith(ctx.h.baseUrl))).toBe(true);
    await page.close();
  });

  it('shows a declined card its reason and takes nothing', async () => {
    const url = await linkPage();
    const before = await ctx.h.balanceOf(ctx.h.merchant, 'GHS');
    const page = await browser.newPage();
    await page.goto(url);
    await fillCard(page, '4000000000000002');
    expect(await page.getByRole('alert').textContent()).toBe('Your card was declined.');
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(before);
    await page.close();
  });

  it('waits for a mobile money answer and shows a failing test number’s outcome without a reload', async () => {
    const url = await linkPage({ amount: 25 });
    const page = await browser.newPage();
    await page.goto(url);
    await page.getByLabel('Mobile money number').fill('+46733123451');
    await page.getByRole('button', { name: 'Pay by mobile money' }).click();
    await page.getByText('Approve the payment of 25.00 GHS').waitFor();
    ctx.h.clock.advance(5 * SECOND);
    await ctx.h.services.jobs.runDue();
    // The page refreshes itself (no script): the outcome appears without the test reloading it.
    await page.getByRole('alert').waitFor({ timeout: 10_000 });
    // The provider's reason in words, not its code.
    expect(await page.getByRole('alert').textContent()).toBe('You declined the payment on your phone.');
    expect(await page.getByRole('link', { name: 'Try again' }).isVisible()).toBe(true);
    await page.close();
  });

  it('says it is the sandbox, has an icon, and asks a flexible amount once, prefilled with the suggestion', async () => {
    const url = await linkPage({ amountFixed: false, amount: 15, minAmount: 5 });
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
    await page.goto(url);
    expect(await page.getByRole('note').textContent()).toContain('Sandbox: test data only');
    expect(await page.getByLabel(/^Amount/).count()).toBe(1);
    expect(await page.getByLabel(/^Amount/).inputValue()).toBe('15.00');
    // Paying by mobile money with the card fields left empty: the browser does not block it.
    await page.getByLabel('Mobile money number').fill('+233241234567');
    await page.getByRole('button', { name: 'Pay by mobile money' }).click();
    await page.getByText('Approve the payment of 15.00 GHS').waitFor();
    const icon = await fetch(`${ctx.h.baseUrl}/pay/assets/favicon.svg`);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows an invoice's lines with unit prices and totals, its due date and notes", async () => {
    const token = await ctx.h.signIn(ctx.h.merchant);
    const created = await ctx.h.rest('POST', '/merchants/me/invoices', {
      token,
      body: {
        customerEmail: 'esi@example.com',
        items: [
          { description: 'Beads', quantity: 3, unitPrice: 0.1 },
          { description: 'Kente strip', quantity: 2, unitPrice: 5 },
        ],
        currency: 'GHS',
        dueDate: '2030-01-31',
        notes: 'Thank you for your order.',
      },
    });
    const page = await browser.newPage();
    await page.goto(created.body.data.url.replace(/^https?:\/\/[^/]+/, ctx.h.baseUrl));
    const lines = await page.getByTestId('lines').locator('tbody tr').allTextContents();
    expect(lines).toEqual(['Beads30.10 GHS0.30 GHS', 'Kente strip25.00 GHS10.00 GHS']);
    expect(await page.getByTestId('due-date').textContent()).toBe('Due 2030-01-31');
    expect(await page.getByTestId('notes').textContent()).toBe('Thank you for your order.');
    expect(await page.getByTestId('amount').textContent()).toBe('10.30 GHS');
    await page.close();
  });

  it('shows an expired link clearly and offers no way to pay', async () => {
    const url = await linkPage({ expiresAt: new Date(ctx.h.clock.now().getTime() + 60_000).toISOString() });
    ctx.h.clock.advance(61 * SECOND);
    const page = await browser.newPage();
    const response = await page.goto(url);
    expect(response?.status()).toBe(410);
    expect(await page.getByRole('alert').textContent()).toBe('This payment link has expired.');
    expect(await page.getByRole('button').count()).toBe(0);
    await page.close();
  });
});
