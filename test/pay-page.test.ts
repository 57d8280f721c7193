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
    expect(await page.getByRole('alert').textContent()).toContain('APPROVAL_REJECTED');
    expect(await page.getByRole('link', { name: 'Try again' }).isVisible()).toBe(true);
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
