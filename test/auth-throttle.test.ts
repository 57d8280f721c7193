import { graphql } from '../src/generated/documents/index.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { HOUR, SECOND } from '../src/platform/clock.js';
import { expectEnvelope, uniqueContact, useHarness } from './support/harness.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const Login = graphql(`
  mutation Login($i: LoginInput!) { login(input: $i) { tokens { accessToken } userErrors { field message code } } }
`);
const ForgotPassword = graphql(`
  mutation ForgotPassword($e: String!) { forgotPassword(email: $e) { message } }
`);

/** Password guessing, reset spam and token guessing are throttled per e-mail and per client address. */
const ctx = useHarness();

// Every window starts afresh: the tests share one client address (127.0.0.1).
beforeEach(() => ctx.h.clock.advance(2 * HOUR));

const login = (email: string, password: string) => ctx.h.rest('POST', '/auth/login', { body: { email, password } });

describe('sign-in throttling', () => {
  it('backs off after 5 wrong passwords for one e-mail with 429 and Retry-After, the same for an unknown e-mail', async () => {
    const user = await ctx.h.createUser();
    const ghost = uniqueContact().email;
    for (const email of [user.email, ghost]) {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await login(email, 'wrong-password-guess')).status);
      expect(statuses).toEqual([...Array(6).fill(401), ...Array(24).fill(429)]);
      const limited = await login(email, 'wrong-password-guess');
      expectEnvelope(limited, 429, 'RATE_LIMITED');
      expect(limited.headers.get('retry-after')).toBe('1');
    }
    // The right password waits too: no guess can be confirmed while blocked.
    expectEnvelope(await login(user.email, user.password), 429, 'RATE_LIMITED');
    ctx.h.clock.advance(SECOND);
    expectEnvelope(await login(user.email, user.password), 200, 'SUCCESS');
    // A success clears the e-mail's count.
    for (let i = 0; i < 5; i++) expectEnvelope(await login(user.email, 'wrong-password-guess'), 401, 'UNAUTHORIZED');
  });

  it('doubles the back-off up to 15 minutes, and never locks the owner out for good', async () => {
    const user = await ctx.h.createUser();
    for (let i = 0; i < 6; i++) await login(user.email, 'wrong-password-guess');
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const limited = await login(user.email, 'wrong-password-guess');
      expect(limited.status).toBe(429);
      const wait = Number(limited.headers.get('retry-after'));
      waits.push(wait);
      ctx.h.clock.advance(wait * SECOND);
      expect((await login(user.email, 'wrong-password-guess')).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    ctx.h.clock.advance(900 * SECOND);
    expectEnvelope(await login(user.email, user.password), 200, 'SUCCESS');
  });

  it('counts parallel guesses exactly: 20 at once get 6 answers and 14 refusals', async () => {
    const user = await ctx.h.createUser();
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(user.email, 'wrong-password-guess')));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(6).fill(401), ...Array(14).fill(429)]);
  });

  it('throttles one client address guessing many e-mails, and GraphQL shares the count', async () => {
    const user = await ctx.h.createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await login(uniqueContact().email, 'wrong-password-guess')).status);
    expect(statuses).toEqual([...Array(31).fill(401), 429]);
    const gql = await ctx.h.gql(Login, { i: { email: user.email, password: user.password } });
    expect(gql.status).toBe(429);
    expect(gql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(gql.headers.get('retry-after')).toBe('1');
  });

  it('lets the owner back in through a password reset, whatever an attacker is guessing', async () => {
    const user = await ctx.h.createUser();
    for (let i = 0; i < 8; i++) await login(user.email, 'wrong-password-guess');
    await ctx.h.rest('POST', '/auth/forgot-password', { body: { email: user.email } });
    const mail = await ctx.h.rest('GET', `/sandbox/mailbox?to=${encodeURIComponent(user.email)}`, { token: await ctx.h.signIn(ctx.h.merchant) });
    const token = /Reset token: (\S+)/.exec(mail.body.data.items[0].body)![1]!;
    expectEnvelope(await ctx.h.rest('POST', '/auth/reset-password', { body: { token, newPassword: 'the-owners-new-password' } }), 200, 'SUCCESS');
    expectEnvelope(await login(user.email, 'the-owners-new-password'), 200, 'SUCCESS');
  });
});

describe('reset and refresh throttling', () => {
  it('allows 5 reset e-mails per address an hour, found or not, then 429', async () => {
    const user = await ctx.h.createUser();
    for (const email of [user.email, uniqueContact().email]) {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await ctx.h.rest('POST', '/auth/forgot-password', { body: { email } })).status);
      expect(statuses).toEqual([...Array(6).fill(200), 429, 429]);
    }
    const gql = await ctx.h.gql(ForgotPassword, { e: user.email });
    expect(gql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });

  it('throttles a client address sending bad refresh and reset tokens', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: `rt_guess${i}.secret` } })).status);
    expect(statuses).toEqual([...Array(21).fill(401), 429]);
    const user = await ctx.h.createUser();
    // The good token waits too, from this address: the count is of the address, not of the token.
    expectEnvelope(await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } }), 429, 'RATE_LIMITED');
    expectEnvelope(
      await ctx.h.rest('POST', '/auth/reset-password', { body: { token: 'rst_guess.secret', newPassword: 'a-new-long-password' } }),
      429,
      'RATE_LIMITED',
    );
    ctx.h.clock.advance(SECOND);
    expectEnvelope(await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } }), 200, 'SUCCESS');
  });
});
