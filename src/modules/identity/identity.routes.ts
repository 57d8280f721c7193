import { toWire } from '../../platform/wire.js';
import { Timestamp } from '../../platform/wire-formats.js';
import { resource } from '../../platform/resources.js';
import { z } from 'zod';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { restList, restPage, type Page } from '../../platform/pagination.js';
import type { Services } from '../../app/services.js';
import { PageQuery } from '../../platform/validation.js';
import { ForgotPasswordInput, LoginInput, RefreshInput, RegisterInput, ResetPasswordInput, UpdateProfileInput, VerifyPhoneInput } from './identity.inputs.js';
import { AuthTokensJson, UserJson } from './identity.models.js';
import { RESET_SENT } from './identity.service.js';

const MailboxQuery = PageQuery.extend({ to: z.string().max(254).optional() });
const Message = resource(
  'Acknowledgement',
  'A request was taken; what happens next, in words. It reads the same whether or not the address belongs to an account, so it tells nobody who has one.',
  z.object({ message: z.string() }),
);
const SmsQuery = PageQuery.extend({ to: z.string().max(16).optional() });
const SmsJson = resource(
  'SandboxSms',
  'An SMS the sandbox kept instead of sending it.',
  z.object({ id: z.string(), to: z.string(), body: z.string(), createdAt: Timestamp }),
);
const PhoneCodeSentJson = resource(
  'PhoneVerificationCode',
  'A verification code sent by SMS: where, until when it works, and when another may be sent.',
  z.object({
    phone: z.string(),
    expiresAt: Timestamp.describe('ISO 8601: when the code stops working'),
    resendAfter: Timestamp.describe('ISO 8601: when another code may be asked for'),
  }),
);
const MailJson = resource(
  'SandboxMail',
  'An e-mail the sandbox kept instead of sending it.',
  z.object({ id: z.string(), to: z.string(), subject: z.string(), body: z.string(), createdAt: Timestamp }),
);

export function identityRoutes(): AnyRoute[] {
  const routes: AnyRoute[] = [];
  const tags = ['Authentication'];
  routes.push(
    route({
      method: 'POST',
      url: '/auth/register',
      operationId: 'registerUser',
      graphql: 'Mutation.register',
      tags,
      auth: 'client',
      body: RegisterInput,
      idempotent: true,
      response: UserJson,
      errors: ['CONFLICT'],
      summary: 'Register a user; creates the identity account and a wallet',
      handler: async ({ services, client, body }) => toWire(UserJson, await services.identity.register(body, { developerAccountId: client.accountId })),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/auth/login',
      operationId: 'createSession',
      graphql: 'Mutation.login',
      tags,
      auth: 'client',
      body: LoginInput,
      response: AuthTokensJson,
      summary: 'Sign in with e-mail and password: a short-lived access token and a refresh token',
      handler: ({ services, body, clientAddress }) => services.identity.login(body, { clientAddress }),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/auth/refresh',
      operationId: 'refreshSession',
      tags,
      auth: 'client',
      body: RefreshInput,
      response: AuthTokensJson,
      summary: 'Rotate a refresh token for new tokens; a used refresh token ends its session',
      handler: ({ services, body, clientAddress }) => services.identity.refresh(body, { clientAddress }),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/auth/forgot-password',
      operationId: 'requestPasswordReset',
      graphql: 'Mutation.forgotPassword',
      tags,
      auth: 'client',
      body: ForgotPasswordInput,
      response: Message,
      summary: 'Request a password reset e-mail (same answer whether or not the account exists)',
      handler: async ({ services, body, clientAddress }) => {
        await services.identity.forgotPassword(body, { clientAddress });
        return { message: RESET_SENT };
      },
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/auth/reset-password',
      operationId: 'resetPassword',
      tags,
      auth: 'client',
      body: ResetPasswordInput,
      response: Message,
      summary: 'Set a new password with the token from the reset e-mail; ends every session',
      handler: async ({ services, body, clientAddress }) => {
        await services.identity.resetPassword(body, { clientAddress });
        return { message: 'Your password has been changed; sign in again.' };
      },
    }),
  );

  const profile = ['User profile'];
  routes.push(
    route({
      method: 'GET',
      url: '/users/me',
      operationId: 'retrieveUser',
      graphql: 'Query.me',
      tags: profile,
      auth: 'user',
      response: UserJson,
      summary: 'Current profile',
      handler: async ({ principal }) => toWire(UserJson, principal.user),
    }),
  );
  routes.push(
    route({
      method: 'PUT',
      url: '/users/me',
      operationId: 'updateUser',
      graphql: 'Mutation.updateMe',
      tags: profile,
      auth: 'user',
      body: UpdateProfileInput,
      response: UserJson,
      errors: ['CONFLICT'],
      summary: 'Update the profile (firstName, lastName, phone, country)',
      handler: async ({ services, principal, body }) => toWire(UserJson, await services.identity.updateProfile(principal, body)),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/users/me/logout-all',
      operationId: 'revokeSessions',
      libraryMethod: ['sessions', 'revokeAll'],
      graphql: 'Mutation.logoutAll',
      tags: profile,
      auth: 'user',
      response: resource(
        'SessionRevocation',
        'Every session signed out: tokens issued before loggedOutAt no longer work.',
        z.object({ loggedOutAt: Timestamp }),
      ),
      summary: 'Sign out all devices: every token issued before now stops working',
      handler: async ({ services, principal }) => ({ loggedOutAt: (await services.identity.logoutAll(principal)).toISOString() }),
    }),
  );

  routes.push(
    route({
      method: 'POST',
      url: '/users/me/phone/verification-code',
      operationId: 'sendPhoneVerificationCode',
      graphql: 'Mutation.requestPhoneVerification',
      tags: profile,
      auth: 'user',
      response: PhoneCodeSentJson,
      errors: ['CONFLICT'],
      summary:
        'Send a new 6-digit code by SMS to your phone (registration and a phone change send one); it works 10 minutes; another after a minute (429 with Retry-After before); 409 when already verified',
      handler: async ({ services, principal }) => {
        const sent = await services.phoneVerification.request(principal);
        return { phone: sent.phone, expiresAt: sent.expiresAt.toISOString(), resendAfter: sent.resendAfter.toISOString() };
      },
    }),
    route({
      method: 'POST',
      url: '/users/me/phone/verify',
      operationId: 'verifyPhone',
      tags: profile,
      auth: 'user',
      body: VerifyPhoneInput,
      response: UserJson,
      errors: ['CONFLICT'],
      summary: 'Verify your phone with the code sent to it; a wrong, expired or spent code is 400 naming code (five wrong codes spend a code)',
      handler: async ({ services, principal, body }) => toWire(UserJson, await services.identity.verifyPhone(principal, body)),
    }),
  );

  routes.push(
    sandboxOutboxRoute({
      url: '/sandbox/mailbox',
      operationId: 'listSandboxMail',
      query: MailboxQuery,
      item: MailJson,
      summary: 'Merchants: mail sent to the users of your developer account (newest first); the sandbox stores e-mail instead of sending it',
      list: (services, accountId, to, page) => services.mailer.list(services.db, accountId, { to }, page),
      toJson: (m) => ({ id: m.id, to: m.to, subject: m.subject, body: m.body, createdAt: m.createdAt.toISOString() }),
    }),
    sandboxOutboxRoute({
      url: '/sandbox/sms',
      operationId: 'listSandboxSms',
      query: SmsQuery,
      item: SmsJson,
      summary:
        "Merchants: SMS sent to your users' and customers' phones (verification codes, receipts), newest first; the sandbox stores them instead of sending them",
      list: (services, accountId, to, page) => services.sms.list(services.db, accountId, { to }, page),
      toJson: (m) => ({ ...m, createdAt: m.createdAt.toISOString() }),
    }),
  );
  return routes;
}

/** A sandbox outbox (mail, SMS) of the merchant's developer account: what the sandbox kept instead of sending, newest first. */
function sandboxOutboxRoute<Item extends z.ZodObject, Model>(outbox: {
  url: string;
  operationId: string;
  query: typeof MailboxQuery;
  item: Item;
  summary: string;
  list: (services: Services, accountId: string, to: string | undefined, page: Page) => Promise<Model[]>;
  toJson: (model: Model) => z.input<Item>;
}): AnyRoute {
  return route({
    method: 'GET',
    url: outbox.url,
    operationId: outbox.operationId,
    tags: ['Sandbox'],
    auth: 'user',
    roles: ['MERCHANT'],
    query: outbox.query,
    response: restPage(outbox.item),
    summary: outbox.summary,
    handler: async ({ services, principal, query }) => {
      const { to, ...pageQuery } = query;
      const account = await services.developer.outboxAccountOf(principal);
      return restList(pageQuery, (page) => outbox.list(services, account.id, to, page), outbox.toJson);
    },
  });
}
