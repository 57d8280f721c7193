import { z } from 'zod';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { ForgotPasswordInput, LoginInput, RefreshInput, RegisterInput, ResetPasswordInput, UpdateProfileInput } from './identity.inputs.js';
import { AuthTokensJson, UserJson, userToJson } from './identity.models.js';
import { RESET_SENT } from './identity.service.js';

const MailboxQuery = PageQuery.extend({ to: z.string().max(254).optional() });
const Message = z.object({ message: z.string() });
const MailJson = z.object({ id: z.string(), to: z.string(), subject: z.string(), body: z.string(), createdAt: z.string() });

export function identityRoutes(): AnyRoute[] {
  const routes: AnyRoute[] = [];
  const tags = ['Authentication'];
  routes.push(
    route({
      method: 'POST',
      url: '/auth/register',
      tags,
      auth: 'client',
      body: RegisterInput,
      idempotent: true,
      response: UserJson,
      errors: ['CONFLICT'],
      summary: 'Register a user; creates the identity account and a wallet',
      handler: async ({ services, client, body }) => userToJson(await services.identity.register(body, { developerAccountId: client.accountId })),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/auth/login',
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
      tags: profile,
      auth: 'user',
      response: UserJson,
      summary: 'Current profile',
      handler: async ({ principal }) => userToJson(principal.user),
    }),
  );
  routes.push(
    route({
      method: 'PUT',
      url: '/users/me',
      tags: profile,
      auth: 'user',
      body: UpdateProfileInput,
      response: UserJson,
      errors: ['CONFLICT'],
      summary: 'Update the profile (firstName, lastName, phone, country)',
      handler: async ({ services, principal, body }) => userToJson(await services.identity.updateProfile(principal, body)),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/users/me/logout-all',
      tags: profile,
      auth: 'user',
      response: z.object({ loggedOutAt: z.string() }),
      summary: 'Sign out all devices: every token issued before now stops working',
      handler: async ({ services, principal }) => ({ loggedOutAt: (await services.identity.logoutAll(principal)).toISOString() }),
    }),
  );

  routes.push(
    route({
      method: 'GET',
      url: '/sandbox/mailbox',
      tags: ['Sandbox'],
      auth: 'user',
      roles: ['MERCHANT'],
      query: MailboxQuery,
      response: restPage(MailJson),
      summary: 'Merchants: mail sent to the users of your developer account (newest first); the sandbox stores e-mail instead of sending it',
      handler: async ({ services, principal, query }) => {
        const { to, ...pageQuery } = query;
        const account = await services.developer.accountOf(principal);
        return restList(
          pageQuery,
          (page) => services.mailer.list(services.db, account.id, { to }, page),
          (m) => ({ id: m.id, to: m.to, subject: m.subject, body: m.body, createdAt: m.createdAt.toISOString() }),
        );
      },
    }),
  );
  return routes;
}
