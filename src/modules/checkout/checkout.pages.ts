import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readAccountTime } from '../../platform/account-time.js';
import { isDomainError } from '../../platform/errors.js';
import { type Money, moneyIn } from '../../platform/money.js';
import type { Services } from '../../app/services.js';
import { declineText, type PayClient, type PayPage } from './checkout.service.js';
import type { CheckoutSessionRow } from './checkout.tables.js';
import { escapeHtml, layout, PAGE_ICON, PAGE_STYLE, send } from '../../platform/public-page.js';

/**
 * The hosted payment page of payment links and invoices, at /pay/<code>. Served by the server
 * itself and loading nothing from elsewhere, so it works offline; it needs no JavaScript: the forms
 * post here, and a pending mobile money payment's page refreshes itself until the payer answers.
 */
function header(page: PayPage): string {
  const { target } = page;
  const money = (amount: Money) => escapeHtml(`${amount.format()} ${target.currency}`);
  const amount = target.amount !== null ? `<p class="amount" data-testid="amount">${money(target.amount)}</p>` : '';
  const details = target.details;
  const lines = details
    ? `<table data-testid="lines">
  <thead><tr><th>Item</th><th class="n">Qty</th><th class="n">Unit price</th><th class="n">Total</th></tr></thead>
  <tbody>${details.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.description)}</td><td class="n">${l.quantity}</td><td class="n">${money(l.unitPrice)}</td><td class="n">${money(l.total)}</td></tr>`,
    )
    .join('')}</tbody>
</table>
${details.dueDate ? `<p data-testid="due-date">Due ${escapeHtml(details.dueDate)}</p>` : ''}
${details.notes ? `<p class="hint" data-testid="notes">${escapeHtml(details.notes)}</p>` : ''}`
    : target.description
      ? `<p>${escapeHtml(target.description)}</p>`
      : '';
  return `<section class="card" aria-labelledby="title">
  <p class="merchant">${escapeHtml(page.merchantName)}</p>
  <h1 id="title">${escapeHtml(target.title)}</h1>
  ${lines}
  ${amount}
</section>`;
}

/** A flexible page's amount: asked once for either way to pay, prefilled with its suggestion. */
function amountField(page: PayPage, values: Record<string, string>): string {
  const { target } = page;
  if (target.amount !== null) return '';
  const bounds = [
    target.minAmount !== null ? `at least ${target.minAmount.format()}` : '',
    target.maxAmount !== null ? `at most ${target.maxAmount.format()}` : '',
    target.cardRule?.hint ?? '',
  ]
    .filter(Boolean)
    .join(', ');
  const value = values['amount'] ?? target.suggestedAmount?.format() ?? '';
  return `<label for="amount">Amount (${escapeHtml(target.currency)})</label>
  <input id="amount" name="amount" inputmode="decimal" required value="${escapeHtml(value)}" aria-describedby="amount-hint">
  <p class="hint" id="amount-hint">${bounds ? escapeHtml(`Any amount, ${bounds}.`) : 'Any amount.'}</p>`;
}

/**
 * One form, two ways to pay: each button posts the fields of its own way (the server reads only
 * those), and neither way's fields are required by the browser, so filling one never blocks the
 * other; the server names what is missing.
 */
function payPage(page: PayPage, message?: { kind: 'error'; text: string }, values: Record<string, string> = {}): string {
  if (page.target.unavailable) {
    return layout(
      page.target.title,
      `${header(page)}<section class="card"><p class="error" role="alert">${escapeHtml(page.target.unavailable)}</p><p>No payment can be made here.</p></section>`,
    );
  }
  const alert = message ? `<p class="error" role="alert">${escapeHtml(message.text)}</p>` : '';
  const amount = amountField(page, values);
  return layout(
    `Pay ${page.merchantName}: ${page.target.title}`,
    `${header(page)}
${alert}
<form method="post" action="/pay/${page.code}">
${amount ? `<section class="card">${amount}</section>` : ''}
<section class="card">
  <fieldset>
    <legend>Pay by card</legend>
    <label for="number">Card number</label>
    <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" value="${escapeHtml(values['number'] ?? '')}">
    <div class="row">
      <div><label for="expMonth">Month</label><input id="expMonth" name="expMonth" inputmode="numeric" autocomplete="cc-exp-month" placeholder="MM" value="${escapeHtml(values['expMonth'] ?? '')}"></div>
      <div><label for="expYear">Year</label><input id="expYear" name="expYear" inputmode="numeric" autocomplete="cc-exp-year" placeholder="YYYY" value="${escapeHtml(values['expYear'] ?? '')}"></div>
      <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc"></div>
    </div>
    <button type="submit" name="method" value="card">Pay by card</button>
  </fieldset>
</section>
<section class="card">
  <fieldset>
    <legend>Pay by mobile money</legend>
    <label for="phone">Mobile money number</label>
    <input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" placeholder="+233241234567" value="${escapeHtml(values['phone'] ?? '')}">
    <p class="hint">You will be asked to approve the payment on your phone.</p>
    <button type="submit" name="method" value="mobile_money">Pay by mobile money</button>
  </fieldset>
</section>
</form>`,
  );
}

function sessionPage(page: PayPage, session: CheckoutSessionRow): string {
  const amount = `${moneyIn(page.target, BigInt(session.amount)).format()} ${session.currency}`;
  if (session.status === 'COMPLETE') {
    return layout(
      'Payment received',
      `${header(page)}<section class="card"><p class="done" role="status">Payment received: ${escapeHtml(amount)}. Thank you!</p><p class="hint">Reference ${escapeHtml(session.id)}</p></section>`,
    );
  }
  if (session.failure_reason || session.status === 'EXPIRED') {
    const why = session.status === 'EXPIRED' ? 'This payment expired before it was completed.' : declineText(session.failure_reason!);
    return layout(
      'Payment failed',
      `${header(page)}<section class="card"><p class="error" role="alert">${escapeHtml(why)}</p><p><a href="/pay/${page.code}">Try again</a></p></section>`,
    );
  }
  return layout(
    'Waiting for your approval',
    `${header(page)}<section class="card"><p class="pending" role="status" aria-live="polite">Approve the payment of ${escapeHtml(amount)} on your phone (${escapeHtml(session.payer_phone ?? '')}). This page updates by itself.</p></section>`,
    { refreshSeconds: 2 },
  );
}

const notFoundPage = () =>
  layout('Payment page not found', `<section class="card"><h1>Payment page not found</h1><p>Check the link you were given.</p></section>`);

export function checkoutPages(app: FastifyInstance, services: Services): void {
  // A page is not signed in: it runs on the clock of the merchant whose page it is.
  const onMerchantClock = async <T>(code: string, work: (page: PayPage) => Promise<T>): Promise<T | undefined> => {
    const page = await services.checkout.page(code);
    if (!page) return undefined;
    return services.clock.run(await readAccountTime(services.db, page.accountId), async () => work((await services.checkout.page(code)) ?? page));
  };
  // A page's own merchant, signed in or with a secret key (a bearer token, as the CLI's trigger sends it), paying it with
  // the sandbox's test cards is testing their integration, not testing cards: the page knows them.
  const isPageOwner = async (authorization: string | undefined, page: PayPage): Promise<boolean> => {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!token) return false;
    try {
      const caller = await services.secretKeys.authenticateBearer(token);
      return caller.role === 'MERCHANT' && caller.accountTime.accountId === page.accountId;
      // biome-ignore lint/plugin: a token that does not verify leaves the payer anonymous, as the page is to everyone.
    } catch {
      return false;
    }
  };
  app.register(async (scope) => {
    // Forms post url-encoded bodies; only this scope parses them.
    await scope.register(formbody, { bodyLimit: 4096 });
    scope.get('/pay/assets/pay.css', { schema: { hide: true } }, (_request, reply) => send(reply, 200, PAGE_STYLE, 'text/css'));
    scope.get('/pay/assets/favicon.svg', { schema: { hide: true } }, (_request, reply) => send(reply, 200, PAGE_ICON, 'image/svg+xml'));
    scope.get<{ Params: { code: string } }>('/pay/:code', { schema: { hide: true } }, async (request, reply) => {
      const answered = await onMerchantClock(request.params.code, async (page) => send(reply, page.target.unavailable ? 410 : 200, payPage(page)));
      return answered ?? send(reply, 404, notFoundPage());
    });
    scope.post<{ Params: { code: string }; Body: Record<string, string> }>('/pay/:code', { schema: { hide: true } }, async (request, reply) => {
      const answered = await onMerchantClock(request.params.code, async (page) =>
        pay(page, request.body, { address: request.ip, owner: await isPageOwner(request.headers.authorization, page) }, reply),
      );
      return answered ?? send(reply, 404, notFoundPage());
    });
    const pay = async (page: PayPage, body: unknown, client: PayClient, reply: FastifyReply) => {
      const { method, ...fields } = typeof body === 'object' && body ? (body as Record<string, unknown>) : {};
      // The form carries both ways' fields: each way reads its own (and an amount, when the page asks one).
      const own = method === 'mobile_money' ? ['amount', 'phone'] : ['amount', 'number', 'expMonth', 'expYear', 'cvc'];
      const input = Object.fromEntries(
        Object.entries(fields).filter(
          (entry): entry is [string, string] => own.includes(entry[0]) && typeof entry[1] === 'string' && (entry[1] !== '' || entry[0] !== 'amount'),
        ),
      );
      try {
        const session =
          method === 'mobile_money'
            ? await services.checkout.payByMobileMoney(page.code, input, client)
            : await services.checkout.payByCard(page.code, input, client);
        if (session.status !== 'COMPLETE' && session.failure_reason)
          return send(reply, 402, payPage(page, { kind: 'error', text: declineText(session.failure_reason) }, { ...input, number: '' }));
        return reply.redirect(`/pay/${page.code}/sessions/${session.id}`, 303);
      } catch (error) {
        if (!isDomainError(error)) throw error;
        const fresh = (await services.checkout.page(page.code)) ?? page;
        const text = error.fields?.map((f) => `${f.field}: ${f.message}`).join('; ') || error.message;
        if (error.headers) reply.headers(error.headers);
        return send(reply, error.status, payPage(fresh, { kind: 'error', text }, { ...input, number: '' }));
      }
    };
    scope.get<{ Params: { code: string; id: string } }>('/pay/:code/sessions/:id', { schema: { hide: true } }, async (request, reply) => {
      const answered = await onMerchantClock(request.params.code, async (page) => {
        const session = await services.checkout.session(page.code, request.params.id);
        return session ? send(reply, 200, sessionPage(page, session)) : undefined;
      });
      return answered ?? send(reply, 404, notFoundPage());
    });
  });
}
