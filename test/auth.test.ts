import { graphql } from '../src/generated/documents/index.js';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { HOUR, SECOND } from '../src/platform/clock.js';
import { expectEnvelope, fieldsOf, TEST_JWT_SECRET, useHarness } from './support/harness.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const LoginWithTokens = graphql(`
  mutation LoginWithTokens($i: LoginInput!) { login(input: $i) { tokens { accessToken refreshToken expiresIn tokenType } userErrors { field message code } } }
`);
const LoginForAccessToken = graphql(`
  mutation LoginForAccessToken($i: LoginInput!) { login(input: $i) { tokens { accessToken } userErrors { field message code } } }
`);
const RefreshSession = graphql(`
  mutation RefreshSession($t: String!) { refreshSession(refreshToken: $t) { tokens { refreshToken accessToken } userErrors { field message code } } }
`);
const LogoutAll = graphql(`
  mutation LogoutAll { logoutAll { loggedOutAt } }
`);
const RequestPasswordReset = graphql(`
  mutation RequestPasswordReset($e: String!) { forgotPassword(email: $e) { message } }
`);
const ResetPassword = graphql(`
  mutation ResetPassword($i: ResetPasswordInput!) { resetPassword(input: $i) { message } }
`);
const SandboxMailbox = graphql(`
  query SandboxMailbox($to: String) { sandboxMailbox(to: $to) { edges { node { to subject } } pageInfo { hasNextPage } } }
`);
const DeveloperAccount = graphql(`
  query DeveloperAccount { developerAccount { id } }
`);
const SandboxMailboxCursors = graphql(`
  query SandboxMailboxCursors { sandboxMailbox { edges { cursor } } }
`);
const SetAccountPlan = graphql(`
  mutation SetAccountPlan($i: SetAccountPlanInput!) { setAccountPlan(input: $i) { developerAccount { plan } userErrors { field message code } } }
`);

const ctx = useHarness();

const ME = '{ me { id email } }';

function forge(payload: object, options: jwt.SignOptions = {}, secret = TEST_JWT_SECRET): string {
  const iat = Math.floor(ctx.h.clock.now().getTime() / 1000);
  return jwt.sign({ iat, ...payload }, secret, {
    algorithm: 'HS256',
    expiresIn: 900,
    issuer: ctx.h.config.jwt.issuer,
    audience: ctx.h.config.jwt.audience,
    ...options,
  });
}

/** The same failure through both transports: a 401 envelope from REST and UNAUTHORIZED from GraphQL. */
async function expectRejected(token: string | undefined) {
  const rest = await ctx.h.rest('GET', '/users/me', token ? { token } : {});
  expectEnvelope(rest, 401, 'UNAUTHORIZED');
  const gql = await ctx.h.gql(ME, {}, token ? { token } : {});
  expect(gql.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  expect(gql.body.data ?? null).toBeNull();
}

describe('login', () => {
  it('returns a short-lived access token and a refresh token, through REST and GraphQL', async () => {
    const user = await ctx.h.createUser();
    const rest = await ctx.h.rest('POST', '/auth/login', { body: { email: user.email.toUpperCase(), password: user.password } });
    expectEnvelope(rest, 200, 'SUCCESS');
    expect(rest.body.data).toMatchObject({ tokenType: 'Bearer', expiresIn: 900 });
    const claims = jwt.decode(rest.body.data.accessToken, { complete: true })!;
    expect(claims.header.alg).toBe('HS256');
    expect(claims.payload).toMatchObject({ sub: user.id, role: 'USER', iss: ctx.h.config.jwt.issuer, aud: ctx.h.config.jwt.audience });
    const gql = await ctx.h.gql(LoginWithTokens, {
      i: { email: user.email, password: user.password },
    });
    expect(gql.body.data.login.tokens!.tokenType).toBe('Bearer');
    expect((await ctx.h.gql(ME, {}, { token: gql.body.data.login.tokens!.accessToken })).body.data.me.id).toBe(user.id);
  });

  it('refuses a wrong password or an unknown e-mail with the same 401', async () => {
    const user = await ctx.h.createUser();
    const wrong = await ctx.h.rest('POST', '/auth/login', { body: { email: user.email, password: 'not-the-password' } });
    const unknown = await ctx.h.rest('POST', '/auth/login', { body: { email: 'nobody@example.com', password: 'not-the-password' } });
    expectEnvelope(wrong, 401, 'UNAUTHORIZED');
    expectEnvelope(unknown, 401, 'UNAUTHORIZED');
    expect(wrong.body.details.description).toBe(unknown.body.details.description);
    const gql = await ctx.h.gql(LoginForAccessToken, { i: { email: user.email, password: 'nope-nope-nope' } });
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  it('refuses an empty body with the fields at fault', async () => {
    const result = await ctx.h.rest('POST', '/auth/login', { body: {} });
    expectEnvelope(result, 400, 'BAD_REQUEST');
    expect(fieldsOf(result.body)).toEqual(['email', 'password']);
  });
});

describe('access token checks', () => {
  it('refuses a request without a token', async () => {
    await expectRejected(undefined);
  });

  it('refuses a token signed with another key', async () => {
    const user = await ctx.h.createUser();
    await expectRejected(forge({ sub: user.id, typ: 'access', role: 'USER', ver: 0 }, {}, 'another-secret-another-secret-another-secret'));
  });

  it('refuses a tampered token', async () => {
    const user = await ctx.h.createUser();
    const [header, , signature] = user.accessToken.split('.');
    const payload = Buffer.from(JSON.stringify({ ...(jwt.decode(user.accessToken) as object), role: 'ADMIN' })).toString('base64url');
    await expectRejected(`${header}.${payload}.${signature}`);
  });

  it('refuses an expired token: the clock decides', async () => {
    const user = await ctx.h.createUser();
    expect((await ctx.h.rest('GET', '/users/me', { token: user.accessToken })).status).toBe(200);
    ctx.h.clock.advance(900 * SECOND + 1);
    await expectRejected(user.accessToken);
  });

  it('refuses another algorithm, including none', async () => {
    const user = await ctx.h.createUser();
    const claims = { sub: user.id, typ: 'access', role: 'USER', ver: 0 };
    await expectRejected(forge(claims, { algorithm: 'HS512' }));
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, iss: ctx.h.config.jwt.issuer, aud: ctx.h.config.jwt.audience, exp: 9_999_999_999 })).toString('base64url')}.`;
    await expectRejected(unsigned);
  });

  it('refuses a wrong issuer or audience', async () => {
    const user = await ctx.h.createUser();
    const claims = { sub: user.id, typ: 'access', role: 'USER', ver: 0 };
    await expectRejected(forge(claims, { issuer: 'someone-else' }));
    await expectRejected(forge(claims, { audience: 'another-api' }));
  });

  it('refuses a refresh token or API token used as an access token, and a malformed header', async () => {
    const user = await ctx.h.createUser();
    await expectRejected(user.refreshToken);
    await expectRejected(forge({ sub: user.id, typ: 'api', acct: ctx.h.accountId, product: 'collection' }));
    const rest = await ctx.h.rest('GET', '/users/me', { headers: { Authorization: 'Token abc' } });
    expectEnvelope(rest, 401, 'UNAUTHORIZED');
  });

  it('accepts a forged-looking token only when everything checks out (the control case)', async () => {
    const user = await ctx.h.createUser();
    const good = forge({ sub: user.id, typ: 'access', role: 'USER', ver: 0 });
    expectEnvelope(await ctx.h.rest('GET', '/users/me', { token: good }), 200, 'SUCCESS');
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh returns new tokens and the old refresh token stops working', async () => {
    const user = await ctx.h.createUser();
    const first = await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } });
    expectEnvelope(first, 200, 'SUCCESS');
    expect(first.body.data.refreshToken).not.toBe(user.refreshToken);
    expectEnvelope(await ctx.h.rest('GET', '/users/me', { token: first.body.data.accessToken }), 200, 'SUCCESS');
    const gql = await ctx.h.gql(RefreshSession, { t: first.body.data.refreshToken });
    expect(gql.body.data.refreshSession.tokens!.refreshToken).toMatch(/^rt_/);
  });

  it('end the whole session when a used refresh token is presented again after the reuse grace', async () => {
    const user = await ctx.h.createUser();
    const rotated = await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } });
    ctx.h.clock.advance(11_000);
    const replay = await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } });
    expectEnvelope(replay, 401, 'UNAUTHORIZED');
    // The thief's replay also revokes the legitimate holder's newer token of the same family.
    expectEnvelope(await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: rotated.body.data.refreshToken } }), 401, 'UNAUTHORIZED');
  });

  it('give a tab that lost the answer a new pair within the reuse grace, without ending the session', async () => {
    const user = await ctx.h.createUser();
    const kept = await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } });
    ctx.h.clock.advance(5_000);
    const again = await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } });
    expectEnvelope(again, 200, 'SUCCESS');
    expect(again.body.data.refreshToken).not.toBe(kept.body.data.refreshToken);
    expectEnvelope(await ctx.h.rest('GET', '/users/me', { token: again.body.data.accessToken }), 200, 'SUCCESS');
    // Both holders' tokens of the family still rotate.
    expectEnvelope(await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: kept.body.data.refreshToken } }), 200, 'SUCCESS');
    expectEnvelope(await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: again.body.data.refreshToken } }), 200, 'SUCCESS');
  });

  it('refuse a rotated token within the grace once its session has ended (signed out everywhere)', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } });
    expectEnvelope(await ctx.h.rest('POST', '/users/me/logout-all', { token: user.accessToken }), 200, 'SUCCESS');
    expectEnvelope(await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } }), 401, 'UNAUTHORIZED');
  });

  it('refuses an expired, unknown or malformed refresh token', async () => {
    const user = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: 'rt_nothing.secret' } }), 401, 'UNAUTHORIZED');
    expectEnvelope(await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: 'garbage' } }), 401, 'UNAUTHORIZED');
    expectEnvelope(
      await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: `${user.refreshToken.split('.')[0]}.wrongsecret` } }),
      401,
      'UNAUTHORIZED',
    );
    ctx.h.clock.advance(31 * 24 * HOUR);
    expectEnvelope(await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } }), 401, 'UNAUTHORIZED');
  });

  it('rotate a token once under concurrent refreshes: the twins get pairs of the same session, which a replay after the grace ends', async () => {
    const user = await ctx.h.createUser();
    const results = await Promise.all(Array.from({ length: 5 }, () => ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const family = await ctx.h.db
      .selectFrom('refresh_tokens')
      .select(['family_id', 'replaced_by'])
      .where('id', '=', user.refreshToken.split('.')[0]!)
      .executeTakeFirstOrThrow();
    // One rotation: the token names one successor; the twins' pairs are of its family.
    expect(family.replaced_by).not.toBeNull();
    const issued = await ctx.h.db.selectFrom('refresh_tokens').select('id').where('family_id', '=', family.family_id).execute();
    expect(issued).toHaveLength(6);
    ctx.h.clock.advance(11_000);
    expectEnvelope(await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } }), 401, 'UNAUTHORIZED');
    for (const result of results)
      expectEnvelope(await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: result.body.data.refreshToken } }), 401, 'UNAUTHORIZED');
  });
});

describe('logout-all', () => {
  it('revokes every access and refresh token issued before it (REST)', async () => {
    const user = await ctx.h.createUser();
    const second = await ctx.h.rest('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    const result = await ctx.h.rest('POST', '/users/me/logout-all', { token: user.accessToken });
    expectEnvelope(result, 200, 'SUCCESS');
    expect(result.body.data.loggedOutAt).toBe(ctx.h.clock.now().toISOString());
    await expectRejected(user.accessToken);
    await expectRejected(second.body.data.accessToken);
    expectEnvelope(await ctx.h.rest('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } }), 401, 'UNAUTHORIZED');
    // A new login in the same second still works.
    const again = await ctx.h.rest('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expectEnvelope(await ctx.h.rest('GET', '/users/me', { token: again.body.data.accessToken }), 200, 'SUCCESS');
  });

  it('revokes through GraphQL too', async () => {
    const user = await ctx.h.createUser();
    const result = await ctx.h.gql(LogoutAll, {}, { token: user.accessToken });
    expect(result.body.data.logoutAll.loggedOutAt).toBeTruthy();
    await expectRejected(user.accessToken);
  });
});

describe('forgot and reset password', () => {
  async function latestResetToken(email: string): Promise<string> {
    const mailbox = await ctx.h.rest('GET', `/sandbox/mailbox?to=${encodeURIComponent(email)}`, { token: await ctx.h.signIn(ctx.h.merchant) });
    expectEnvelope(mailbox, 200, 'SUCCESS');
    const mail = mailbox.body.data.items[0];
    expect(mail.subject).toBe('Reset your password');
    return /Reset token: (\S+)/.exec(mail.body)![1]!;
  }

  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const user = await ctx.h.createUser();
    const known = await ctx.h.rest('POST', '/auth/forgot-password', { body: { email: user.email } });
    const unknown = await ctx.h.rest('POST', '/auth/forgot-password', { body: { email: 'ghost@example.com' } });
    expectEnvelope(known, 200, 'SUCCESS');
    expect(unknown.body.data).toEqual(known.body.data);
    expect((await ctx.h.rest('GET', '/sandbox/mailbox?to=ghost@example.com', { token: await ctx.h.signIn(ctx.h.merchant) })).body.data.items).toHaveLength(0);
    const gql = await ctx.h.gql(RequestPasswordReset, { e: 'ghost@example.com' });
    expect(gql.body.data.forgotPassword.message).toBe(known.body.data.message);
  });

  it('resets the password once with the mailed token and ends every session', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.rest('POST', '/auth/forgot-password', { body: { email: user.email } });
    const token = await latestResetToken(user.email);
    const reset = await ctx.h.rest('POST', '/auth/reset-password', { body: { token, newPassword: 'a-brand-new-password' } });
    expectEnvelope(reset, 200, 'SUCCESS');
    await expectRejected(user.accessToken);
    expectEnvelope(await ctx.h.rest('POST', '/auth/login', { body: { email: user.email, password: user.password } }), 401, 'UNAUTHORIZED');
    expectEnvelope(await ctx.h.rest('POST', '/auth/login', { body: { email: user.email, password: 'a-brand-new-password' } }), 200, 'SUCCESS');
    expectEnvelope(await ctx.h.rest('POST', '/auth/reset-password', { body: { token, newPassword: 'yet-another-password' } }), 401, 'UNAUTHORIZED');
  });

  it('refuses an expired token, a short new password, and works through GraphQL', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.gql(RequestPasswordReset, { e: user.email });
    const token = await latestResetToken(user.email);
    const short = await ctx.h.rest('POST', '/auth/reset-password', { body: { token, newPassword: 'short' } });
    expectEnvelope(short, 400, 'BAD_REQUEST');
    expect(fieldsOf(short.body)).toEqual(['newPassword']);
    const viaGraphql = await ctx.h.gql(ResetPassword, {
      i: { token, newPassword: 'graphql-new-password' },
    });
    expect(viaGraphql.body.errors).toBeUndefined();

    await ctx.h.rest('POST', '/auth/forgot-password', { body: { email: user.email } });
    const later = await latestResetToken(user.email);
    ctx.h.clock.advance(HOUR + SECOND);
    expectEnvelope(await ctx.h.rest('POST', '/auth/reset-password', { body: { token: later, newPassword: 'too-late-password' } }), 401, 'UNAUTHORIZED');
  });

  it('shows the mailbox only to the developer account the user belongs to', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.rest('POST', '/auth/forgot-password', { body: { email: user.email } });
    const other = await ctx.h.createDeveloper();
    const foreign = await ctx.h.rest('GET', `/sandbox/mailbox?to=${encodeURIComponent(user.email)}`, {
      key: other.subscriptionKey,
      token: other.merchant.accessToken,
    });
    expect(foreign.body.data.items).toHaveLength(0);
    const gql = await ctx.h.gql(SandboxMailbox, { to: user.email }, { token: await ctx.h.signIn(ctx.h.merchant) });
    expect(gql.body.data.sandboxMailbox.edges[0]?.node).toEqual({ to: user.email, subject: 'Reset your password' });
  });
});

describe('roles', () => {
  it('gives 403 to a user without the role, through both transports', async () => {
    const user = await ctx.h.createUser();
    const merchantToken = await ctx.h.signIn(ctx.h.merchant);
    expectEnvelope(await ctx.h.rest('GET', '/developers/me', { token: user.accessToken }), 403, 'FORBIDDEN');
    expectEnvelope(
      await ctx.h.rest('PUT', `/admin/developer-accounts/${ctx.h.accountId}/plan`, { token: merchantToken, body: { plan: 'STARTER' } }),
      403,
      'FORBIDDEN',
    );
    const gql = await ctx.h.gql(DeveloperAccount, {}, { token: user.accessToken });
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const mailbox = await ctx.h.gql(SandboxMailboxCursors, {}, { token: user.accessToken });
    expect(mailbox.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const plan = await ctx.h.gql(SetAccountPlan, { i: { accountId: ctx.h.accountId, plan: 'STARTER' } }, { token: merchantToken });
    expect(plan.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
