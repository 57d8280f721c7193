import { describe, expect, it } from 'vitest';
import { expectEnvelope, useHarness } from './support/harness.js';

// A secret key acts for its merchant's servers, never as the merchant: it cannot read the mail or
// SMS a person receives (reset tokens, codes), change the person's profile or sessions, or make keys.
// The attack it replays: a key read the merchant's e-mail, asked a reset with the public app key,
// read the reset token in the sandbox mailbox, reset the password and signed in as the merchant.
const ctx = useHarness();

describe('a secret key never becomes the person', () => {
  for (const [label, scopes] of [
    ['restricted to identity:write', ['identity:write']],
    ['unrestricted', undefined],
  ] as const) {
    it(`${label}: the reset-mail takeover stops at its first privileged step, on REST and GraphQL`, async () => {
      const developer = await ctx.h.createDeveloper();
      const { secret } = await ctx.h.createSecretKey(developer, scopes ? [...scopes] : undefined);
      const asKey = { token: secret, key: developer.subscriptionKey };

      // Reading the merchant's own profile is a server's business, and asking a reset is public.
      const me = await ctx.h.rest('GET', '/users/me', asKey);
      expectEnvelope(me, 200, 'SUCCESS');
      expectEnvelope(
        await ctx.h.rest('POST', '/auth/forgot-password', { key: developer.subscriptionKey, body: { email: me.body.data.email } }),
        200,
        'SUCCESS',
      );

      // The first privileged step: the mail holding the reset token. Refused on both transports.
      const mailbox = await ctx.h.rest('GET', '/sandbox/mailbox', asKey);
      expectEnvelope(mailbox, 403, 'FORBIDDEN');
      expect(mailbox.body.details.description).toMatch(/secret key/);
      expectEnvelope(await ctx.h.rest('GET', '/sandbox/sms', asKey), 403, 'FORBIDDEN');
      const viaGraphql = await ctx.h.gql('{ sandboxMailbox(first: 5) { nodes { id body } } }', {}, asKey);
      expect(viaGraphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(JSON.stringify(viaGraphql.body)).not.toContain('Reset token');
      const smsViaGraphql = await ctx.h.gql('{ sandboxSms(first: 5) { nodes { id body } } }', {}, asKey);
      expect(smsViaGraphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const mail = await ctx.h.db.selectFrom('mail_outbox').select('id').where('to_address', '=', me.body.data.email).executeTakeFirstOrThrow();
      const oneMail = await ctx.h.gql('query($id: ID!) { sandboxMail(id: $id) { body } }', { id: mail.id }, asKey);
      expect(oneMail.body.errors[0].extensions.code).toBe('FORBIDDEN');

      // Nor does it act as the person: profile, phone, sessions, keys.
      expectEnvelope(await ctx.h.rest('PUT', '/users/me', { ...asKey, body: { firstName: 'Mallory' } }), 403, 'FORBIDDEN');
      expectEnvelope(await ctx.h.rest('POST', '/users/me/logout-all', asKey), 403, 'FORBIDDEN');
      expectEnvelope(await ctx.h.rest('POST', '/users/me/phone/verification-code', asKey), 403, 'FORBIDDEN');
      expectEnvelope(await ctx.h.rest('POST', '/developers/me/secret-keys', { ...asKey, body: { name: 'Another' } }), 403, 'FORBIDDEN');
      const logoutAll = await ctx.h.gql('mutation { logoutAll { loggedOutAt userErrors { code } } }', {}, asKey);
      expect(JSON.stringify(logoutAll.body)).toContain('FORBIDDEN');

      // The merchant is still signed in and still reads their own mailbox.
      const own = await ctx.h.rest('GET', '/sandbox/mailbox', { token: developer.merchant.accessToken, key: developer.subscriptionKey });
      expectEnvelope(own, 200, 'SUCCESS');
      expect(own.body.data.items.some((m: { subject: string }) => m.subject === 'Reset your password')).toBe(true);
    });
  }
});
