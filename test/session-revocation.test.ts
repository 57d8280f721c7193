import { graphql } from '../src/generated/documents/index.js';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { epochSeconds, SECOND } from '../src/platform/clock.js';
import { expectEnvelope, TEST_JWT_SECRET, useHarness, type TestUser } from './support/harness.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const LogoutEverywhere = graphql(`
  mutation LogoutEverywhere { logoutAll { loggedOutAt } }
`);
const Me = graphql(`
  query Me { me { id } }
`);

/** A subscription socket lives only as long as the access token it was opened with. */
const ctx = useHarness();

interface OpenSocket {
  closed: Promise<{ code: number; reason: string }>;
  items: unknown[];
}

/**
 * A walletBalanceChanged subscriber; `closed` says how it closed. How soon is a property of the
 * server's session check (every SOCKET_SESSION_CHECK_MS), not asserted here: tests carry no timings.
 */
async function openSocket(token: string, user: TestUser): Promise<OpenSocket> {
  const items: unknown[] = [];
  let resolveClosed!: (value: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (resolveClosed = resolve));
  const client = ctx.h.wsClient(token, (code, reason) => resolveClosed({ code, reason }));
  client.subscribe(
    { query: 'subscription { walletBalanceChanged { currency } }' },
    { next: (v) => items.push(v), error: () => undefined, complete: () => undefined },
  );
  const start = Date.now();
  while (ctx.h.services.bus.subscriberCount(`events:owner:${user.id}`) === 0) {
    if (Date.now() - start > 5000) throw new Error('subscription did not start');
    await new Promise((r) => setTimeout(r, 10));
  }
  return { closed, items };
}

describe('revocation reaches live sockets', () => {
  it('closes a subscription on logout-all (REST), with 4410 session_revoked, and delivers nothing after', async () => {
    const user = await ctx.h.createUser();
    const socket = await openSocket(user.accessToken, user);
    expectEnvelope(await ctx.h.rest('POST', '/users/me/logout-all', { token: user.accessToken }), 200, 'SUCCESS');
    const closed = await socket.closed;
    expect(closed.code).toBe(4410);
    expect(closed.reason).toMatch(/^session_revoked/);
    await ctx.h.fund(user, 'GHS', '1.00');
    await new Promise((r) => setTimeout(r, 200));
    expect(socket.items).toEqual([]);
  });

  it('closes a subscription after logout-all through GraphQL, and after a password reset', async () => {
    const first = await ctx.h.createUser();
    const viaGraphql = await openSocket(first.accessToken, first);
    await ctx.h.gql(LogoutEverywhere, {}, { token: first.accessToken });
    expect((await viaGraphql.closed).code).toBe(4410);

    const second = await ctx.h.createUser();
    const viaReset = await openSocket(second.accessToken, second);
    await ctx.h.rest('POST', '/auth/forgot-password', { body: { email: second.email } });
    const mail = await ctx.h.rest('GET', `/sandbox/mailbox?to=${encodeURIComponent(second.email)}`, { token: await ctx.h.signIn(ctx.h.merchant) });
    const resetToken = /Reset token: (\S+)/.exec(mail.body.data.items[0].body)![1]!;
    expectEnvelope(await ctx.h.rest('POST', '/auth/reset-password', { body: { token: resetToken, newPassword: 'a-completely-new-password' } }), 200, 'SUCCESS');
    const closed = await viaReset.closed;
    expect(closed.code).toBe(4410);
  });

  it('closes a subscription when its access token expires, with 4419 token_expired', async () => {
    const user = await ctx.h.createUser();
    const socket = await openSocket(user.accessToken, user);
    ctx.h.clock.advance((ctx.h.config.accessTokenTtlSeconds - 1) * SECOND);
    await new Promise((r) => setTimeout(r, 700));
    expect(await Promise.race([socket.closed, Promise.resolve('open')])).toBe('open');
    ctx.h.clock.advance(SECOND);
    const closed = await socket.closed;
    expect(closed.code).toBe(4419);
    expect(closed.reason).toMatch(/^token_expired/);
  });

  it('refuses at connection init with a code that says why: invalid 4401, expired 4419, revoked 4410', async () => {
    const codeFor = (token: string | undefined) =>
      new Promise<number>((resolve) => {
        const client = ctx.h.wsClient(token, (code) => resolve(code));
        client.subscribe({ query: 'subscription { meUpdated { id } }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
      });
    expect(await codeFor('not-a-jwt')).toBe(4401);
    const expiring = await ctx.h.createUser();
    ctx.h.clock.advance((ctx.h.config.accessTokenTtlSeconds + 1) * SECOND);
    expect(await codeFor(expiring.accessToken)).toBe(4419);
    const revoked = await ctx.h.createUser();
    await ctx.h.rest('POST', '/users/me/logout-all', { token: revoked.accessToken });
    expect(await codeFor(revoked.accessToken)).toBe(4410);
  });

  it('refuses a correctly signed token that lacks exp or iat, on every surface', async () => {
    const user = await ctx.h.createUser();
    const claims = { sub: user.id, typ: 'access', role: 'USER', ver: 0 };
    const options = { algorithm: 'HS256' as const, issuer: ctx.h.config.jwt.issuer, audience: ctx.h.config.jwt.audience };
    const noExpiry = jwt.sign({ ...claims, iat: epochSeconds(ctx.h.clock.now()) }, TEST_JWT_SECRET, options);
    const noIssueTime = jwt.sign({ ...claims, exp: epochSeconds(ctx.h.clock.now()) + 600 }, TEST_JWT_SECRET, { ...options, noTimestamp: true });
    for (const token of [noExpiry, noIssueTime]) {
      expectEnvelope(await ctx.h.rest('GET', '/users/me', { token }), 401, 'UNAUTHORIZED');
      expect((await ctx.h.gql(Me, {}, { token })).body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    }
  });
});
