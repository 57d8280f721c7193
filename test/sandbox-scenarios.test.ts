import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectEnvelope, fieldsOf, useHarness } from './support/harness.js';

// X-Sandbox-Scenario makes one request fail as integrators must survive: refused before it runs
// (503, 429), or answered ambiguously after it committed (dropped, late). A retry with the same
// Idempotency-Key then moves the money once. The delay is short here.
const ctx = useHarness({ SANDBOX_SCENARIO_DELAY_MS: '400' });

async function pair() {
  const sender = await ctx.h.createUser();
  const recipient = await ctx.h.createUser();
  await ctx.h.fund(sender, 'GHS', '50.00');
  return { sender, recipient };
}

/** The transfer as a raw request, so a dropped connection or a client timeout is seen as such. */
function send(token: string, toEmail: string, key: string, scenario?: string, signal?: AbortSignal) {
  return fetch(`${ctx.h.baseUrl}/ms/v1/wallets/me/transfer`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Target-Environment': 'sandbox',
      'Ocp-Apim-Subscription-Key': ctx.h.subscriptionKey,
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': key,
      ...(scenario ? { 'X-Sandbox-Scenario': scenario } : {}),
    },
    body: JSON.stringify({ toEmail, amount: 5, currency: 'GHS' }),
    ...(signal ? { signal } : {}),
  });
}

describe('sandbox scenarios (X-Sandbox-Scenario)', () => {
  it('refuse a request with 503 or 429 and Retry-After before anything runs', async () => {
    const { sender, recipient } = await pair();
    for (const [scenario, status, code] of [
      ['503', 503, 'SERVICE_UNAVAILABLE'],
      ['429', 429, 'RATE_LIMITED'],
    ] as const) {
      const refused = await ctx.h.rest('POST', '/wallets/me/transfer', {
        token: sender.accessToken,
        body: { toEmail: recipient.email, amount: 5, currency: 'GHS' },
        headers: { 'X-Sandbox-Scenario': scenario },
      });
      expectEnvelope(refused, status, code);
      expect(refused.headers.get('retry-after')).toBe('1');
    }
    expect(await ctx.h.balanceOf(sender, 'GHS')).toBe(5_000n);
  });

  it('drop the connection after the transfer committed; the retry with the same key replays it, and the money moved once', async () => {
    const { sender, recipient } = await pair();
    const key = randomUUID();
    await expect(send(sender.accessToken, recipient.email, key, 'drop-after-commit')).rejects.toThrow();
    expect(await ctx.h.balanceOf(sender, 'GHS')).toBe(4_500n);
    const retried = await send(sender.accessToken, recipient.email, key);
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(await ctx.h.balanceOf(sender, 'GHS')).toBe(4_500n);
    expect(await ctx.h.balanceOf(recipient, 'GHS')).toBe(500n);
  });

  it('answer late after the transfer committed, past the client timeout; the retry replays it', async () => {
    const { sender, recipient } = await pair();
    const key = randomUUID();
    await expect(send(sender.accessToken, recipient.email, key, 'timeout-after-commit', AbortSignal.timeout(100))).rejects.toThrow();
    // The client gave up at 100 ms; the server commits whenever it gets there (later on a loaded machine), then answers 30 s late.
    await expect.poll(() => ctx.h.balanceOf(sender, 'GHS'), { timeout: 10_000 }).toBe(4_500n);
    const retried = await send(sender.accessToken, recipient.email, key);
    expect(retried.status).toBe(200);
    expect(await ctx.h.balanceOf(sender, 'GHS')).toBe(4_500n);
  });

  it('refuse an unknown scenario, and any outside the sandbox, naming the header', async () => {
    const { sender, recipient } = await pair();
    const body = { toEmail: recipient.email, amount: 5, currency: 'GHS' };
    const unknown = await ctx.h.rest('POST', '/wallets/me/transfer', { token: sender.accessToken, body, headers: { 'X-Sandbox-Scenario': 'explode' } });
    expectEnvelope(unknown, 400, 'BAD_REQUEST');
    expect(fieldsOf(unknown.body)).toEqual(['X-Sandbox-Scenario']);
    const production = await ctx.h.rest('POST', '/wallets/me/transfer', {
      token: sender.accessToken,
      body,
      headers: { 'X-Sandbox-Scenario': '503', 'X-Target-Environment': 'production' },
    });
    expectEnvelope(production, 400, 'BAD_REQUEST');
    expect(fieldsOf(production.body)).toEqual(['X-Sandbox-Scenario']);
    expect(await ctx.h.balanceOf(sender, 'GHS')).toBe(5_000n);
  });
});
