import type { FastifyReply } from 'fastify';

/**
 * What the server's own public pages share (the hosted payment page, the referral sign-up page):
 * strict security headers, one stylesheet, a layout, and HTML escaping. They load nothing from
 * elsewhere and need no JavaScript.
 */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

/** The pages' icon (browsers ask for one on every page), served at /pay/assets/favicon.svg. */
export const PAGE_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1d4ed8"/><path d="M9 21V11h7a4 4 0 0 1 0 8h-4v2z" fill="#fff"/></svg>`;

/** The pages' one stylesheet, served at /pay/assets/pay.css. */
export const PAGE_STYLE = `*{box-sizing:border-box}body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d2330}
main{max-width:28rem;margin:0 auto;padding:1.25rem}
.card{background:#fff;border-radius:10px;box-shadow:0 1px 4px #0002;padding:1.25rem;margin-bottom:1rem}
.merchant{color:#4b5563;font-size:.95rem;margin:0}h1{font-size:1.35rem;margin:.25rem 0}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
fieldset{border:0;padding:0;margin:0}legend{font-weight:700;font-size:1.1rem;margin-bottom:.5rem}
label{display:block;margin-top:.75rem;font-weight:600}
input{width:100%;padding:.7rem;margin-top:.25rem;font:inherit;border:1px solid #9ca3af;border-radius:6px}
input:focus{outline:3px solid #93c5fd;border-color:#1d4ed8}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{margin-top:1rem;width:100%;min-height:3rem;font:inherit;font-weight:700;background:#1d4ed8;color:#fff;border:0;border-radius:6px;cursor:pointer}
.hint{color:#4b5563;font-size:.9rem;margin:.25rem 0 0}
.error{color:#991b1b;background:#fef2f2;border:1px solid #fecaca;border-radius:6px;padding:.75rem}
.done{color:#14532d;background:#f0fdf4;border:1px solid #bbf7d0;border-radius:6px;padding:.75rem}
.pending{color:#1e3a8a;background:#eff6ff;border:1px solid #bfdbfe;border-radius:6px;padding:.75rem}
a{color:#1d4ed8}
.sandbox{margin:0 0 1rem;padding:.4rem .75rem;border-radius:6px;background:#fef3c7;color:#78350f;font-size:.9rem;text-align:center}
table{width:100%;border-collapse:collapse;margin:.5rem 0}th,td{text-align:left;padding:.35rem .25rem;border-bottom:1px solid #e5e7eb}td.n,th.n{text-align:right;white-space:nowrap}
.or{text-align:center;color:#4b5563;margin:.75rem 0 0}
`;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function layout(title: string, body: string, options: { refreshSeconds?: number } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
${options.refreshSeconds ? `<meta http-equiv="refresh" content="${options.refreshSeconds}">` : ''}
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/pay/assets/pay.css">
<link rel="icon" href="/pay/assets/favicon.svg" type="image/svg+xml">
</head>
<body>
<main>
<p class="sandbox" role="note">Sandbox: test data only; no real money moves.</p>
${body}
</main>
</body>
</html>
`;
}

export function send(reply: FastifyReply, status: number, body: string, type = 'text/html') {
  return reply
    .status(status)
    .headers({ ...SECURITY_HEADERS, 'Content-Type': `${type}; charset=utf-8` })
    .send(body);
}
