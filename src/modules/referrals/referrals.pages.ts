import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, layout, send } from '../../platform/public-page.js';
import { isDomainError } from '../../platform/errors.js';
import type { Services } from '../../app/services.js';

/** Sign-ups from one app's invitation pages, per minute and per day: the page stands in for the app (its key is not asked). */
export const INVITATION_SIGNUP_LIMITS = { perMinute: 10, perDay: 500 };

const FIELDS = [
  { name: 'firstName', label: 'First name', type: 'text', autocomplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autocomplete: 'family-name' },
  { name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email' },
  { name: 'phone', label: 'Phone (+233…)', type: 'tel', autocomplete: 'tel' },
  { name: 'country', label: 'Country (two letters, e.g. GH)', type: 'text', autocomplete: 'country' },
  { name: 'password', label: 'Password (at least 8 characters)', type: 'password', autocomplete: 'new-password' },
] as const;

type Invitation = NonNullable<Awaited<ReturnType<Services['referrals']['invitation']>>>;

function signUpPage(invitation: Invitation, message?: { kind: 'error'; text: string }, values: Record<string, string> = {}): string {
  const inputs = FIELDS.map(
    (f) => `<label for="${f.name}">${f.label}</label>
<input id="${f.name}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}" required value="${f.type === 'password' ? '' : escapeHtml(values[f.name] ?? '')}">`,
  ).join('\n');
  return layout(
    'You are invited',
    `<section class="card" aria-labelledby="title">
  <p class="merchant">Sandbox: test accounts and test money only</p>
  <h1 id="title">${escapeHtml(invitation.referrerFirstName)} invites you</h1>
  <p>Open a wallet with the referral code <strong data-testid="code">${escapeHtml(invitation.code)}</strong>. When you first add GHS 10.00 or more by mobile money and keep it for seven days, ${escapeHtml(invitation.referrerFirstName)} earns GHS 10.00.</p>
</section>
<section class="card">
  ${message ? `<p class="${message.kind}" role="alert">${escapeHtml(message.text)}</p>` : ''}
  <form method="post">
    <fieldset><legend>Your account</legend>
${inputs}
    </fieldset>
    <button type="submit">Create my account</button>
  </form>
</section>`,
  );
}

function welcomePage(firstName: string): string {
  return layout(
    'Welcome',
    `<section class="card"><h1>Welcome, ${escapeHtml(firstName)}</h1>
<p class="done" role="status">Your account is ready, with the referral code recorded. We sent a code by SMS to your phone: sign in from the app with your e-mail and password, and enter it there to verify your phone.</p></section>`,
  );
}

const unknownPage = () =>
  layout('Invitation not found', '<section class="card"><h1>Invitation not found</h1><p>This referral link is not valid. Ask for a new one.</p></section>');

/** The share URL of every referral code, /r/<code>: a sign-up page that registers with the code, in the referrer's app. */
export function referralPages(app: FastifyInstance, services: Services): void {
  app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 4096 });
    scope.get<{ Params: { code: string } }>('/r/:code', { schema: { hide: true } }, async (request, reply) => {
      const invitation = await services.referrals.invitation(request.params.code);
      return invitation ? send(reply, 200, signUpPage(invitation)) : send(reply, 404, unknownPage());
    });
    scope.post<{ Params: { code: string }; Body: Record<string, unknown> }>('/r/:code', { schema: { hide: true } }, async (request, reply) => {
      const invitation = await services.referrals.invitation(request.params.code);
      if (!invitation) return send(reply, 404, unknownPage());
      const body = typeof request.body === 'object' && request.body ? request.body : {};
      const values = Object.fromEntries(FIELDS.flatMap((f) => (typeof body[f.name] === 'string' ? [[f.name, body[f.name] as string]] : [])));
      try {
        const decision = await services.rateLimiter.hit(`invitation-signups:${invitation.developerAccountId ?? 'platform'}`, INVITATION_SIGNUP_LIMITS);
        if (!decision.allowed) {
          reply.header('Retry-After', String(decision.retryAfterSeconds));
          return send(reply, 429, signUpPage(invitation, { kind: 'error', text: 'Many people are signing up right now; try again in a minute.' }, values));
        }
        const user = await services.identity.register({ ...values, referralCode: invitation.code }, { developerAccountId: invitation.developerAccountId });
        return send(reply, 201, welcomePage(user.firstName));
      } catch (error) {
        if (!isDomainError(error)) throw error;
        const text = error.fields?.map((f) => `${f.field}: ${f.message}`).join('; ') || error.message;
        return send(reply, error.status, signUpPage(invitation, { kind: 'error', text }, values));
      }
    });
  });
}
