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

/** The first day's operations, one tab each: sign in, read the wallet, send money, watch events. */
const START = `(() => {
  const tabs = [
    { query: '# 1. Sign in (the demo user\\'s e-mail and password are in sandbox-credentials.json),\\n#    then fill the headers below: "Authorization": "Bearer <accessToken>", and your app\\'s\\n#    "Ocp-Apim-Subscription-Key" (the schema and sign-in work without them).\\nmutation SignIn {\\n  login(input: { email: "demo-user@sandbox.example", password: "<password>" }) {\\n    tokens {\\n      accessToken\\n      expiresIn\\n    }\\n    userErrors {\\n      field\\n      message\\n      code\\n    }\\n  }\\n}\\n' },
    { query: '# 2. The wallet and its balances.\\nquery MyWallet {\\n  wallet {\\n    id\\n    balances {\\n      currency\\n      balance { amount currency }\\n    }\\n  }\\n}\\n' },
    { query: '# 3. Send money to another user (by e-mail, phone or wallet id).\\nmutation SendMoney {\\n  transferToWallet(input: { toEmail: "demo-merchant@sandbox.example", amount: "1.00", currency: "GHS" }) {\\n    walletTransfer {\\n      id\\n      toWalletId\\n    }\\n    userErrors {\\n      field\\n      message\\n      code\\n    }\\n  }\\n}\\n' },
    { query: '# 4. Watch your events as they commit (graphql-ws on the same path).\\nsubscription MyEvents {\\n  events {\\n    id\\n    type\\n    createdAt\\n    data\\n  }\\n}\\n' },
  ];
  // Empty until filled: a placeholder would be sent as a key and a token, and refused (401), schema fetch included.
  const defaultHeaders = JSON.stringify({ 'Ocp-Apim-Subscription-Key': '', Authorization: '' }, null, 2);
  const http = GraphiQL.createFetcher({ url: location.origin + '/graphql' });
  const wsUrl = location.origin.replace(/^http/, 'ws') + '/graphql';
  let socket;
  let socketToken;
  const fetcher = (params, options) => {
    // GraphiQL can keep another tab's operation name; one the document does not define is dropped.
    const named = params.operationName && new RegExp('(query|mutation|subscription)\\\\s+' + params.operationName + '\\\\b').test(params.query);
    if (params.operationName && !named) params = Object.assign({}, params, { operationName: undefined });
    const headers = (options && options.headers) || {};
    if (!/^\\s*subscription\\b/m.test(params.query.replace(/#.*$/gm, ''))) return http(params, options);
    const token = headers.Authorization || headers.authorization || '';
    if (!socket || socketToken !== token) {
      if (socket) socket.dispose();
      socket = graphqlWs.createClient({ url: wsUrl, connectionParams: { authorization: token } });
      socketToken = token;
    }
    return socket.iterate({ query: params.query, variables: params.variables, operationName: params.operationName });
  };
  ReactDOM.createRoot(document.getElementById('graphiql')).render(
    React.createElement(GraphiQL, { fetcher, defaultHeaders, defaultTabs: tabs, shouldPersistHeaders: true, defaultEditorToolsVisibility: 'headers' }),
  );
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
