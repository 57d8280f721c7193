import type { FastifyInstance, FastifyReply } from 'fastify';
import { isDomainError } from '../../platform/errors.js';
import { assertCleanText } from '../../platform/text-hygiene.js';
import type { Services } from '../../app/services.js';

/**
 * The page the password-reset e-mail links to (PASSWORD_RESET_URL points elsewhere for apps with
 * their own screen). It works offline and loads nothing from elsewhere. The reset token is the
 * credential, so its form posts to this page's own handler, which takes no subscription key; the
 * token never leaves through a Referer and is dropped from the address bar once read.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Reset your password</title>
<link rel="stylesheet" href="/reset-password.css">
</head>
<body>
<main>
  <h1>Reset your password</h1>
  <form id="reset" novalidate>
    <label for="password">New password</label>
    <input id="password" name="password" type="password" autocomplete="new-password" minlength="12" maxlength="128" required>
    <label for="confirm">Repeat it</label>
    <input id="confirm" name="confirm" type="password" autocomplete="new-password" minlength="12" maxlength="128" required>
    <p class="hint">12 to 128 characters.</p>
    <button type="submit">Set new password</button>
  </form>
  <p id="status" role="status" aria-live="polite"></p>
</main>
<script src="/reset-password.js"></script>
</body>
</html>
`;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f6f8;color:#1d2330}
main{max-width:24rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem;font:inherit}
button{margin-top:1.5rem;width:100%;padding:.6rem;font:inherit;font-weight:600;background:#1d4ed8;color:#fff;border:0;border-radius:4px;cursor:pointer}
button:disabled{opacity:.6}.hint{color:#5b6475;font-size:.9rem}
#status.error{color:#b91c1c}#status.done{color:#15803d}
`;

const SCRIPT = `(() => {
  const params = new URLSearchParams(location.search);
  const token = params.get('token') || '';
  history.replaceState(null, '', location.pathname);
  const form = document.getElementById('reset');
  const status = document.getElementById('status');
  const show = (text, kind) => { status.textContent = text; status.className = kind; };
  if (!token) { show('This link has no reset token: open the link from the e-mail again.', 'error'); form.hidden = true; return; }
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const newPassword = form.password.value;
    if (newPassword !== form.confirm.value) return show('The two passwords differ.', 'error');
    if (newPassword.length < 12 || newPassword.length > 128) return show('The password must be 12 to 128 characters.', 'error');
    form.querySelector('button').disabled = true;
    try {
      const response = await fetch('/reset-password', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token, newPassword }) });
      const answer = await response.json();
      if (response.ok) { form.hidden = true; return show(answer.message, 'done'); }
      show(answer.message || 'The password could not be changed.', 'error');
    } catch {
      show('The server could not be reached; try again.', 'error');
    }
    form.querySelector('button').disabled = false;
  });
})();
`;

const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

function send(reply: FastifyReply, type: string, body: string) {
  return reply.headers({ ...SECURITY_HEADERS, 'Content-Type': `${type}; charset=utf-8` }).send(body);
}

export function identityPages(app: FastifyInstance, services: Services): void {
  app.get('/reset-password', { schema: { hide: true } }, (_request, reply) => send(reply, 'text/html', PAGE));
  app.get('/reset-password.css', { schema: { hide: true } }, (_request, reply) => send(reply, 'text/css', STYLE));
  app.get('/reset-password.js', { schema: { hide: true } }, (_request, reply) => send(reply, 'text/javascript', SCRIPT));
  app.post('/reset-password', { schema: { hide: true } }, async (request, reply) => {
    try {
      assertCleanText(request.body);
      await services.identity.resetPassword(request.body, { clientAddress: request.ip });
      return reply.headers(SECURITY_HEADERS).send({ message: 'Your password has been changed. Sign in with it in the app.' });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return reply
        .status(error.status)
        .headers({ ...SECURITY_HEADERS, ...error.headers })
        .send({
          code: error.code,
          message: error.code === 'UNAUTHORIZED' ? `${error.message} Ask for a new reset e-mail.` : error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        });
    }
  });
}
