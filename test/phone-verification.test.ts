import { describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { expectEnvelope, fieldsOf, type TestUser, useHarness, mutationRefusal } from './support/harness.js';

const PhoneVerificationFlow = graphql(`
  mutation PhoneVerificationFlow {
    requestPhoneVerification { verification { phone expiresAt resendAfter } userErrors { field message code } }
  }
`);

const VerifyPhone = graphql(`
  mutation VerifyPhone($code: String!) {
    verifyPhone(code: $code) { user { id phone phoneVerified } userErrors { field message code } }
  }
`);

const SmsOutbox = graphql(`
  query SmsOutbox($to: String) {
    sandboxSms(to: $to, first: 5) { edges { node { to body } } }
  }
`);

const ctx = useHarness();

const me = (user: TestUser) => ctx.h.rest('GET', '/users/me', { token: user.accessToken });
const verify = (user: TestUser, code: string) => ctx.h.rest('POST', '/users/me/phone/verify', { token: user.accessToken, body: { code } });
const askForCode = (user: TestUser) => ctx.h.rest('POST', '/users/me/phone/verification-code', { token: user.accessToken });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone verification', () => {
  it('send a code by SMS at registration, to the app owner’s sandbox outbox only, and verify the phone with it once', async () => {
    const user = await ctx.h.createUser();
    expect((await me(user)).body.data.phoneVerified).toBe(false);
    const code = await ctx.h.phoneCode(user.phone);
    // Another developer account's merchant does not see the code.
    const other = await ctx.h.createDeveloper();
    const foreign = await ctx.h.rest('GET', `/sandbox/sms?to=${encodeURIComponent(user.phone)}`, {
      token: other.merchant.accessToken,
      key: other.subscriptionKey,
    });
    expect(foreign.body.data.items).toEqual([]);
    // The app user cannot read the outbox: that would make the code worthless.
    expectEnvelope(await ctx.h.rest('GET', `/sandbox/sms?to=${encodeURIComponent(user.phone)}`, { token: user.accessToken }), 403, 'FORBIDDEN');

    const wrong = await verify(user, wrongCode(code));
    expectEnvelope(wrong, 400, 'BAD_REQUEST');
    expect(fieldsOf(wrong.body)).toEqual(['code']);
    expect(wrong.body.details.fields[0].message).toContain('4 more tries');
    const malformed = await verify(user, '12a456');
    expect(fieldsOf(malformed.body)).toEqual(['code']);

    const verified = await verify(user, code);
    expectEnvelope(verified, 200, 'SUCCESS');
    expect(verified.body.data).toMatchObject({ id: user.id, phoneVerified: true });
    expectEnvelope(await verify(user, code), 409, 'CONFLICT');
    expectEnvelope(await askForCode(user), 409, 'CONFLICT');
  });

  it('send another code at most once a minute, and only the newest code works', async () => {
    const user = await ctx.h.createUser();
    const first = await ctx.h.phoneCode(user.phone);
    const tooSoon = await askForCode(user);
    expectEnvelope(tooSoon, 429, 'RATE_LIMITED');
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    ctx.h.clock.advance(61_000);
    const sent = await askForCode(user);
    expectEnvelope(sent, 200, 'SUCCESS');
    expect(sent.body.data).toEqual({ phone: user.phone, expiresAt: expect.any(String), resendAfter: expect.any(String) });
    const second = await ctx.h.phoneCode(user.phone);
    if (second !== first) expectEnvelope(await verify(user, first), 400, 'BAD_REQUEST');
    expectEnvelope(await verify(user, second), 200, 'SUCCESS');
  });

  it('spend a code after five wrong ones, even sent at once, and let a code expire after ten minutes', async () => {
    const user = await ctx.h.createUser();
    const code = await ctx.h.phoneCode(user.phone);
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => verify(user, wrongCode(String((Number(code) + i) % 1_000_000)))));
    expect(guesses.every((g) => g.status === 400)).toBe(true);
    const spent = await verify(user, code);
    expectEnvelope(spent, 400, 'BAD_REQUEST');
    expect(spent.body.details.fields[0].message).toContain('too many wrong codes');
    const row = await ctx.h.db.selectFrom('phone_verifications').select('wrong_codes').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.wrong_codes).toBe(5);

    ctx.h.clock.advance(61_000);
    expectEnvelope(await askForCode(user), 200, 'SUCCESS');
    const fresh = await ctx.h.phoneCode(user.phone);
    ctx.h.clock.advance(10 * 60_000 + 1_000);
    const expired = await verify(user, fresh);
    expectEnvelope(expired, 400, 'BAD_REQUEST');
    expect(expired.body.details.fields[0].message).toContain('expired');
    expect((await me(user)).body.data.phoneVerified).toBe(false);
  });

  it('make a changed phone number unverified until the code sent to it comes back, on GraphQL too', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.verifyPhone(user);
    // A change sends its code under the same limit as a request: one a minute (registration sent one).
    ctx.h.clock.advance(61_000);
    const newPhone = `+23320${String(Date.now()).slice(-7)}`;
    const changed = await ctx.h.rest('PUT', '/users/me', { token: user.accessToken, body: { phone: newPhone } });
    expect(changed.body.data).toMatchObject({ phone: newPhone, phoneVerified: false });
    const sameAgain = await ctx.h.rest('PUT', '/users/me', { token: user.accessToken, body: { firstName: 'Kwame' } });
    expect(sameAgain.body.data.phoneVerified).toBe(false);

    const outbox = await ctx.h.gql(SmsOutbox, { to: newPhone }, { token: ctx.h.merchant.accessToken });
    const code = /code is ([0-9]{6})/.exec(outbox.body.data!.sandboxSms.edges[0]!.node.body)![1]!;
    const tooSoon = await ctx.h.gql(PhoneVerificationFlow, {}, { token: user.accessToken });
    expect(tooSoon.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const wrong = await ctx.h.gql(VerifyPhone, { code: wrongCode(code) }, { token: user.accessToken });
    expect(mutationRefusal(wrong.body)).toMatchObject({ code: 'BAD_REQUEST', fields: [expect.objectContaining({ field: 'code' })] });
    const verified = await ctx.h.gql(VerifyPhone, { code }, { token: user.accessToken });
    expect(verified.body.data?.verifyPhone?.user).toEqual({ id: user.id, phone: newPhone, phoneVerified: true });
  });

  it('count codes and wrong codes per user and per number across phone changes: flipping numbers sends no extra code and buys no extra guesses', async () => {
    const user = await ctx.h.createUser();
    const [a, b] = [user.phone, `+23327${String(Date.now()).slice(-7)}`];
    const merchant = await ctx.h.signIn(ctx.h.merchant);
    const sentTo = async (phone: string) =>
      (await ctx.h.rest('GET', `/sandbox/sms?to=${encodeURIComponent(phone)}&size=100`, { token: merchant })).body.data.items.length;
    const flip = async (phone: string) => expectEnvelope(await ctx.h.rest('PUT', '/users/me', { token: user.accessToken, body: { phone } }), 200, 'SUCCESS');
    // Ten flips inside the minute of the registration's code: no code to either number.
    for (let i = 0; i < 10; i++) await flip(i % 2 === 0 ? b : a);
    expect([await sentTo(a), await sentTo(b)]).toEqual([1, 0]);
    const code = await ctx.h.phoneCode(a, merchant);
    for (let i = 1; i <= 5; i++) expectEnvelope(await verify(user, wrongCode(String((Number(code) + i) % 1_000_000))), 400, 'BAD_REQUEST');
    // Away and back again: the spent code stays spent, and no code was sent to renew it.
    await flip(b);
    await flip(a);
    expect((await verify(user, code)).body.details.fields[0].message).toContain('too many wrong codes');
    expect([await sentTo(a), await sentTo(b)]).toEqual([1, 0]);

    // A minute later a change sends one code; five more wrong codes spend it too.
    ctx.h.clock.advance(61_000);
    await flip(b);
    expect(await sentTo(b)).toBe(1);
    const codeB = await ctx.h.phoneCode(b, merchant);
    for (let i = 1; i <= 5; i++) expectEnvelope(await verify(user, wrongCode(String((Number(codeB) + i) % 1_000_000))), 400, 'BAD_REQUEST');
    // Ten wrong codes this hour: the next code is not checked at all, even the right one.
    ctx.h.clock.advance(61_000);
    await flip(a);
    const codeA = await ctx.h.phoneCode(a, merchant);
    const limited = await verify(user, codeA);
    expectEnvelope(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    const checked = await ctx.h.db
      .selectFrom('phone_code_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', user.id)
      .where('kind', '=', 'WRONG')
      .executeTakeFirstOrThrow();
    expect(Number(checked.n)).toBe(10);
    expect((await me(user)).body.data.phoneVerified).toBe(false);
    // An hour on, the code has expired; a new one (the fourth this hour is allowed) verifies.
    ctx.h.clock.advance(60 * 60_000);
    const later = { ...user, accessToken: await ctx.h.signIn(user) };
    expectEnvelope(await askForCode(later), 200, 'SUCCESS');
    expectEnvelope(await verify(later, await ctx.h.phoneCode(a, await ctx.h.signIn(ctx.h.merchant))), 200, 'SUCCESS');
  });

  it('send at most five codes an hour to a user or a number, however they are asked for', async () => {
    const user = await ctx.h.createUser();
    for (let i = 0; i < 4; i++) {
      ctx.h.clock.advance(61_000);
      expectEnvelope(await askForCode(user), 200, 'SUCCESS');
    }
    ctx.h.clock.advance(61_000);
    const sixth = await askForCode(user);
    expectEnvelope(sixth, 429, 'RATE_LIMITED');
    expect(sixth.body.details.description).toContain('5 an hour');
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(60);
  });
});
