import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The GraphQL explorer: GraphiQL, served from npm by the server itself (no CDN, so it works
 * offline) at GET /graphql for browsers. API calls to /graphql are unchanged. Queries and mutations
 * go over HTTP with the headers of its headers editor; subscriptions over graphql-ws, with the
 * editor's Authorization as the connection's authorization.
 */
const require = createRequire(import.meta.url);
const ASSETS: Record<string, { pkg: string; file: string; type: string }> = {
  'react.js': { pkg: 'react', file: 'umd/react.production.min.js', type: 'text/javascript' },
  'react-dom.js': { pkg: 'react-dom', file: 'umd/react-dom.production.min.js', type: 'text/javascript' },
  'graphiql.js': { pkg: 'graphiql', file: 'graphiql.min.js', type: 'text/javascript' },
  'graphiql.css': { pkg: 'graphiql', file: 'graphiql.min.css', type: 'text/css' },
  'graphql-ws.js': { pkg: 'graphql-ws', file: 'umd/graphql-ws.min.js', type: 'text/javascript' },
};

/** A file of an installed package, found from its folder (the packages' exports do not list their UMD builds). */
function packageFile(pkg: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
}

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>GraphQL explorer · Payments platform sandbox</title>
<link rel="stylesheet" href="/graphql/explorer/graphiql.css">
<style>body{margin:0;height:100vh}#graphiql{height:100vh}</style>
</head>
<body>
<div id="graphiql">Loading the explorer…</div>
<script src="/graphql/explorer/react.js"></script>
<script src="/graphql/explorer/react-dom.js"></script>
<script src="/graphql/explorer/graphql-ws.js"></script>
<script src="/graphql/explorer/graphiql.js"></script>
<script src="/graphql/explorer/start.js"></script>
</body>
</html>
`;

/**
 * The explorer opens on operations that run as shown, every tab of them. Opened from the dashboard
 * (same origin), it reads the dashboard's session from localStorage: the merchant's token and app
 * key are in every tab's headers (and sent by any tab that leaves them out), and the tabs are the
 * merchant's first calls. Without a session it says how to get one and opens on queries that need none. Each mode keeps its own stored tabs and headers, so a
 * signed-out visit never shows a signed-in one's token.
 */
const START = String.raw`(() => {
  const lines = (...text) => text.join('\n') + '\n';
  const userErrors = '    userErrors { field message code }';
  const eventsTab = lines(
    '# Your events as they commit (graphql-ws on the same path):',
    '# run it, then make a payment in another tab.',
    'subscription MyEvents {',
    '  events { id type createdAt data }',
    '}',
  );
  const merchantTabs = [
    lines(
      '# Signed in from the dashboard: your session and app key are',
      '# in the headers below. Run this (Ctrl+Enter), then the',
      '# other tabs. The Docs button lists every field.',
      'query MyAccount {',
      '  developerAccount { name plan rateLimitUsage { minute day } }',
      '  paymentLinks(first: 5) {',
      '    edges { node { title status url } }',
      '  }',
      '}',
    ),
    lines(
      '# A payment link: open its url and pay with the test card',
      '# 4242 4242 4242 4242 (any future expiry, any CVC).',
      'mutation CreatePaymentLink {',
      '  createPaymentLink(input: {',
      '    title: "Jollof for two", currency: "GHS",',
      '    amountFixed: true, amount: "45.00"',
      '  }) {',
      '    paymentLink { id status url }',
      userErrors,
      '  }',
      '}',
    ),
    lines(
      '# The payments on your links and invoices, newest first.',
      'query RecentPayments {',
      '  payments(first: 5) {',
      '    edges { node { id status amount { amount currency } method createdAt } }',
      '  }',
      '}',
    ),
    eventsTab,
  ];
  // Signed out, every tab runs as opened: what needs no sign-in.
  const anonymousTabs = [
    lines(
      '# Not signed in. To call the API as yourself, sign in on the',
      '# dashboard (/dashboard/) and open the explorer from its',
      '# Developers menu: your session and key are filled in.',
      '# Or sign in with the login mutation (the Docs button shows it)',
      '# and put "Bearer <accessToken>" in the Authorization header.',
      '#',
      '# This query needs no sign-in: run it (Ctrl+Enter), then the',
      '# other tabs.',
      'query PriceATransfer {',
      '  exchangeRate(from: "USD", to: "GHS", amount: "100") {',
      '    rate fee { amount currency } totalCost { amount currency }',
      '  }',
      '}',
    ),
    lines(
      '# The rates the sandbox converts at, per US dollar.',
      'query FxRates {',
      '  fxRates { currency perUsd updatedAt }',
      '}',
    ),
    lines(
      '# The KYC tiers and the limits each allows.',
      'query KycTiers {',
      '  kycTiers { level name dailyLimit { amount currency } }',
      '}',
    ),
  ];
  let session;
  try {
    session = JSON.parse(localStorage.getItem('payments-dashboard-session') || 'null');
  } catch (_) {
    session = null;
  }
  const mode = session && session.accessToken ? 'merchant' : 'anonymous';
  // GraphiQL keeps tabs and headers in the storage it is given: one namespace per mode.
  const prefix = 'payments-explorer:' + mode + ':';
  const storage = {
    getItem: (key) => localStorage.getItem(prefix + key),
    setItem: (key, value) => localStorage.setItem(prefix + key, value),
    removeItem: (key) => localStorage.removeItem(prefix + key),
    clear: () => {
      for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
    },
    get length() {
      return Object.keys(localStorage).filter((key) => key.startsWith(prefix)).length;
    },
  };

  const post = async (body, token) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: Object.assign({ 'Content-Type': 'application/json' }, token ? { Authorization: 'Bearer ' + token } : {}),
      body: JSON.stringify(body),
    });
    return response.json();
  };

  // The session's access token lasts minutes: an expired one is renewed with its refresh token
  // (which works once) and the new pair saved where the dashboard reads it, so both stay signed in.
  // One renewal at a time across the browser's tabs (the dashboard takes the same lock): a pair
  // another tab renewed meanwhile is taken, not renewed again with a spent refresh token.
  async function renewed() {
    const once = async () => {
      const stored = JSON.parse(localStorage.getItem('payments-dashboard-session') || 'null');
      if (stored && stored.accessToken && stored.accessToken !== session.accessToken) {
        Object.assign(session, stored);
        return true;
      }
      if (!session.refreshToken) return false;
      const body = await post({
        query: 'mutation ExplorerRefresh($t: String!) { refreshSession(refreshToken: $t) { tokens { accessToken refreshToken } userErrors { code } } }',
        variables: { t: session.refreshToken },
      });
      const tokens = body.data && body.data.refreshSession.tokens;
      if (!tokens) return false;
      session.accessToken = tokens.accessToken;
      session.refreshToken = tokens.refreshToken;
      localStorage.setItem('payments-dashboard-session', JSON.stringify(session));
      return true;
    };
    return navigator.locks ? navigator.locks.request('payments-dashboard-session-renewal', once) : once();
  }

  /** The account's app key, read with the session (renewed first if it expired). */
  async function appKey() {
    try {
      const query = { query: '{ developerAccount { subscriptionKeys { product value active } } }' };
      let body = await post(query, session.accessToken);
      const expired = body.errors && body.errors.some((e) => e.extensions && e.extensions.code === 'UNAUTHORIZED');
      if (expired && (await renewed())) body = await post(query, session.accessToken);
      const keys = (body.data && body.data.developerAccount.subscriptionKeys) || [];
      const key = keys.find((k) => k.product === 'APP' && k.active && k.value);
      return key ? key.value : '';
    } catch (_) {
      return '';
    }
  }

  const http = GraphiQL.createFetcher({ url: location.origin + '/graphql' });
  let appKeyValue = '';
  // Opened from the dashboard, every tab sends the session and the app key, whichever tab it is and
  // whatever the tab's own headers left empty; a header the tab sets wins.
  function withSession(headers) {
    if (mode !== 'merchant') return headers;
    const filled = Object.assign({}, headers);
    if (!filled.Authorization && !filled.authorization) filled.Authorization = 'Bearer ' + session.accessToken;
    if (!filled['Ocp-Apim-Subscription-Key'] && appKeyValue) filled['Ocp-Apim-Subscription-Key'] = appKeyValue;
    return filled;
  }
  // An expired session is renewed once and the call sent again with the new token.
  async function overHttp(params, options) {
    const result = await http(params, options);
    const expired = result && result.errors && result.errors.some((e) => e.extensions && e.extensions.code === 'UNAUTHORIZED');
    const sessionToken = mode === 'merchant' && options.headers.Authorization === 'Bearer ' + session.accessToken;
    if (!expired || !sessionToken || !(await renewed())) return result;
    return http(params, Object.assign({}, options, { headers: Object.assign({}, options.headers, { Authorization: 'Bearer ' + session.accessToken }) }));
  }
  const wsUrl = location.origin.replace(/^http/, 'ws') + '/graphql';
  let socket;
  let socketToken;
  const fetcher = (params, options) => {
    // GraphiQL can keep another tab's operation name; one the document does not define is dropped.
    const named = params.operationName && new RegExp('(query|mutation|subscription)\\s+' + params.operationName + '\\b').test(params.query);
    if (params.operationName && !named) params = Object.assign({}, params, { operationName: undefined });
    const headers = withSession((options && options.headers) || {});
    if (!/^\s*subscription\b/m.test(params.query.replace(/#.*$/gm, ''))) return overHttp(params, Object.assign({}, options, { headers }));
    const token = headers.Authorization || headers.authorization || '';
    if (!socket || socketToken !== token) {
      if (socket) socket.dispose();
      socket = graphqlWs.createClient({ url: wsUrl, connectionParams: { authorization: token } });
      socketToken = token;
    }
    return subscribe(socket, { query: params.query, variables: params.variables, operationName: params.operationName });
  };

  // A socket the server closes (no token, an expired one) ends the subscription with the server's
  // own reason and close code in the result pane, not a bare CloseEvent.
  async function* subscribe(client, payload) {
    try {
      for await (const result of client.iterate(payload)) yield result;
    } catch (error) {
      const closed = error && typeof error.code === 'number';
      const message = closed ? 'The server closed the subscription (' + error.code + '): ' + (error.reason || 'no reason given') : String((error && error.message) || error);
      yield { errors: [{ message: message, extensions: closed ? { closeCode: error.code } : {} }] };
    }
  }

  async function start() {
    const signedIn = mode === 'merchant';
    const key = signedIn ? await appKey() : '';
    appKeyValue = key;
    // Signed in, the headers come from the session on every visit (never stored: the token changes).
    // Signed out, they start empty: a placeholder would be sent as a key and a token and refused.
    const headers = signedIn
      ? JSON.stringify({ Authorization: 'Bearer ' + session.accessToken, 'Ocp-Apim-Subscription-Key': key }, null, 2)
      : undefined;
    const tabs = (signedIn ? merchantTabs : anonymousTabs).map((query) => (headers ? { query, headers } : { query }));
    ReactDOM.createRoot(document.getElementById('graphiql')).render(
      React.createElement(GraphiQL, {
        fetcher,
        storage,
        headers,
        defaultHeaders: JSON.stringify({ 'Ocp-Apim-Subscription-Key': '', Authorization: '' }, null, 2),
        defaultTabs: tabs,
        shouldPersistHeaders: !signedIn,
        defaultEditorToolsVisibility: 'headers',
      }),
    );
  }
  start();
})();
`;

// GraphiQL's editors style themselves inline and load their language workers from blobs.
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; base-uri 'none'; frame-ancestors 'none'";

/** A browser asking for /graphql itself (not an API call): the explorer. */
export function wantsExplorer(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const query = request.query as Record<string, unknown> | undefined;
  return !query?.['query'] && (request.headers.accept ?? '').includes('text/html');
}

export function sendExplorer(reply: FastifyReply) {
  return reply.headers({ 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': CSP, 'X-Content-Type-Options': 'nosniff' }).send(PAGE);
}

export function explorerAssets(app: FastifyInstance): void {
  const files: Record<string, { type: string; body: string }> = Object.fromEntries(
    Object.entries(ASSETS).map(([name, asset]) => [name, { type: asset.type, body: readFileSync(packageFile(asset.pkg, asset.file), 'utf8') }]),
  );
  files['start.js'] = { type: 'text/javascript', body: START };
  app.get<{ Params: { name: string } }>('/graphql/explorer/:name', { schema: { hide: true } }, (request, reply) => {
    const asset = files[request.params.name];
    if (!asset) return reply.callNotFound();
    return reply
      .headers({ 'Content-Type': `${asset.type}; charset=utf-8`, 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' })
      .send(asset.body);
  });
}
