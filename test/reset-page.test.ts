import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { expectEnvelope, useHarness } from './support/harness.js';

/** The page the reset e-mail links to, driven in a real browser. */
const ctx = useHarness();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 300_000);
afterAll(() => browser?.close());

async function mailedLink(email: string): Promise<string> {
  await ctx.h.rest('POST', '/auth/forgot-password', { body: { email } });
  const mail = await ctx.h.rest('GET', `/sandbox/mailbox?to=${encodeURIComponent(email)}`, { token: await ctx.h.signIn(ctx.h.merchant) });
  const link = /^(http\S+\/reset-password\?token=\S+)$/m.exec(mail.body.data.items[0].body)![1]!;
  // The e-mail names the server's public address; the test server listens on its own port.
  const url = new URL(link);
  return `${ctx.h.baseUrl}${url.pathname}${url.search}`;
}

describe('the password reset page', () => {
  it('sets a new password from the e-mailed link, then drops the token from the address bar', async () => {
    const user = await ctx.h.createUser();
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(await mailedLink(user.email));
    expect(page.url()).toBe(`${ctx.h.baseUrl}/reset-password`);
    await page.fill('#password', 'a-password-set-in-the-browser');
    await page.fill('#confirm', 'a-password-set-in-the-browser');
    await page.click('button[type=submit]');
    await page.waitForSelector('#status.done');
    expect(await page.textContent('#status')).toMatch(/password has been changed/);
    // Nothing was loaded from anywhere but this server.
    expect(requests.every((r) => r.startsWith(ctx.h.baseUrl))).toBe(true);
    await page.close();
    expectEnvelope(await ctx.h.rest('POST', '/auth/login', { body: { email: user.email, password: 'a-password-set-in-the-browser' } }), 200, 'SUCCESS');
    expectEnvelope(await ctx.h.rest('POST', '/auth/login', { body: { email: user.email, password: user.password } }), 401, 'UNAUTHORIZED');
  });

  it('says what is wrong: passwords that differ, a used link, a link without a token', async () => {
    const user = await ctx.h.createUser();
    const link = await mailedLink(user.email);
    const page = await browser.newPage();
    await page.goto(link);
    await page.fill('#password', 'first-long-password');
    await page.fill('#confirm', 'second-long-password');
    await page.click('button[type=submit]');
    await page.waitForSelector('#status.error');
    expect(await page.textContent('#status')).toMatch(/differ/);
    await page.fill('#confirm', 'first-long-password');
    await page.click('button[type=submit]');
    await page.waitForSelector('#status.done');

    await page.goto(link);
    await page.fill('#password', 'another-long-password');
    await page.fill('#confirm', 'another-long-password');
    await page.click('button[type=submit]');
    await page.waitForSelector('#status.error');
    expect(await page.textContent('#status')).toMatch(/already used.*new reset e-mail/);

    await page.goto(`${ctx.h.baseUrl}/reset-password`);
    expect(await page.textContent('#status')).toMatch(/no reset token/);
    expect(await page.isHidden('#reset')).toBe(true);
    await page.close();
  });

  it('answers hostile posts to its form handler with a 4xx', async () => {
    for (const body of [
      '{"token":"rst_a\\u0000b.c","newPassword":"a-long-enough-password"}',
      '{"token":"\\ud800","newPassword":"x"}',
      '[]',
      'not json',
      '{"token":1}',
    ]) {
      const response = await fetch(`${ctx.h.baseUrl}/reset-password`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
    }
  });

  it('is served with headers that keep the token and the page to themselves', async () => {
    const response = await fetch(`${ctx.h.baseUrl}/reset-password?token=rst_x.y`);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
