import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documentInVersion, requestedVersion, VERSION_FOR_NEW_ACCOUNTS } from '../platform/api-versions/api-versions.js';
import { referenceDocument } from './reference-document.js';
import { REST_PREFIX } from './rest.js';

/**
 * What a developer opens first: a landing page at `/`, and the REST reference at /ms/v1/docs,
 * rendered by Scalar from the OpenAPI document with every operation's recorded request in curl and
 * the four libraries, and a console to try each call against this sandbox. Both are served by the
 * server itself (Scalar's bundle from npm), so they work offline.
 */
const LANDING = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payments platform sandbox</title>
<style>
body{font:16px/1.6 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d2330}
main{max-width:42rem;margin:0 auto;padding:2rem 1.25rem}
h1{font-size:1.6rem;margin-top:0}ul{padding-left:1.2rem}li{margin:.4rem 0}
code{background:#e5e7eb;padding:.1rem .3rem;border-radius:4px}a{color:#1d4ed8}
</style>
</head>
<body>
<main>
  <h1>Payments platform sandbox</h1>
  <p>A sandbox payments API: REST under <code>${REST_PREFIX}</code> and GraphQL at <code>/graphql</code>, over the same services.</p>
  <ul>
    <li><a href="/docs/">Documentation</a>: guides to every product, the concepts (keys, errors, idempotency, events, the sandbox), client libraries in four languages, and the operator's notes; searchable offline.</li>
    <li><a href="${REST_PREFIX}/docs">REST reference</a>: every route, the envelope, the authentication schemes, the test numbers and cards.</li>
    <li><a href="${REST_PREFIX}/openapi.json">The OpenAPI document</a> (<code>openapi.json</code>): generate a client in any language from it.</li>
    <li><a href="/dashboard/">Developer dashboard</a>: sign up or sign in, keys, webhooks and their deliveries, live events, your users, the sandbox mailbox and clock.</li>
    <li><a href="/graphql">GraphQL explorer</a>: GraphiQL with example operations; the API itself is <code>POST /graphql</code>, with subscriptions over graphql-ws on the same path.</li>
    <li>MTN MoMo's own paths under <code>/momo</code>: point MTN's SDKs (e.g. <code>mtn-momo</code>) at <code>/momo</code> with your product keys.</li>
    <li>Your sandbox credentials: printed when the server starts, and kept in <code>DATA_DIR/sandbox-credentials.json</code> (the demo merchant, its app and product keys, the demo user, the administrator).</li>
    <li>The <a href="/docs/concepts/sandbox.html">sandbox guide</a> has the test numbers, cards, bill accounts, credit profiles and the sandbox clock.</li>
  </ul>
</main>
</body>
</html>
`;

const REFERENCE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>REST reference · Payments platform sandbox</title>
<link rel="preload" href="${REST_PREFIX}/docs/reference.json" as="fetch" crossorigin="anonymous">
<link rel="modulepreload" href="${REST_PREFIX}/docs/scalar/standalone.esm.js">
</head>
<body>
<div id="reference"></div>
<script type="module" src="${REST_PREFIX}/docs/scalar/standalone.esm.js"></script>
<script type="module" src="${REST_PREFIX}/docs/reference.js"></script>
</body>
</html>
`;

/**
 * Scalar's settings: the reference's own document (with each operation's recorded samples), no
 * generated snippets (they are built from the schema and the server refuses some of them), and
 * nothing fetched from or sent to Scalar's services (fonts, telemetry, its agent, a proxy): the
 * "Test Request" console calls this server directly, same origin.
 */
const REFERENCE_SETTINGS = `Scalar.createApiReference('#reference', {
  url: '${REST_PREFIX}/docs/reference.json' + location.search,
  servers: [{ url: location.origin + '${REST_PREFIX}', description: 'This sandbox' }],
  hiddenClients: true,
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  documentDownloadType: 'json',
  persistAuth: true,
  authentication: { preferredSecurityScheme: [['subscriptionKey', 'bearerAuth']] },
});
`;

// Scalar renders with inline styles and reads images from data: URLs; its scripts are this server's files.
const REFERENCE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; base-uri 'none'; frame-ancestors 'none'";

function html(reply: FastifyReply, body: string, csp: string) {
  return reply.headers({ 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff' }).send(body);
}

const script = (reply: FastifyReply, body: string) =>
  reply.headers({ 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' }).send(body);

export function developerPages(app: FastifyInstance): void {
  // Scalar's browser build as modules (the package does not export it: found beside its entry point),
  // the first page's code only, the rest (languages, the console) fetched when used: a second less
  // than its single-file bundle. The chunks' names carry their hash, so they are cached for good.
  const browserBuild = path.join(path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser');
  void app.register(fastifyStatic, {
    root: browserBuild,
    prefix: `${REST_PREFIX}/docs/scalar/`,
    schemaHide: true,
    decorateReply: false,
    allowedPath: (pathName) => pathName.endsWith('.js'),
    maxAge: '1d',
    setHeaders: (response) => response.setHeader('X-Content-Type-Options', 'nosniff'),
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    html(reply, LANDING, "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'"),
  );
  app.get(`${REST_PREFIX}/docs/reference.js`, { schema: { hide: true } }, (_request, reply) => script(reply, REFERENCE_SETTINGS));
  // The OpenAPI document of the version a new account is pinned to; ?version=YYYY-MM-DD names another.
  const versionAsked = (request: FastifyRequest) => requestedVersion((request.query as Record<string, unknown>)['version']) ?? VERSION_FOR_NEW_ACCOUNTS;
  const documentIn = (version: string) => documentInVersion(app.swagger() as unknown as Record<string, unknown>, version);
  app.get(`${REST_PREFIX}/openapi.json`, { schema: { hide: true } }, async (request) => documentIn(versionAsked(request)));
  // The reference's document: that document with each operation's recorded samples; made once per
  // version (the routes do not change while the server runs). It takes a second of CPU, which a
  // server nobody reads the reference on (most test servers) should not spend: the current version's
  // is made as the reference page is first served, while the browser loads the page's scripts, so its
  // reader does not wait for all of it.
  const references = new Map<string, string>();
  const referenceIn = (version: string) => {
    let text = references.get(version);
    if (!text) {
      text = JSON.stringify(referenceDocument(documentIn(version), version === VERSION_FOR_NEW_ACCOUNTS));
      references.set(version, text);
    }
    return text;
  };
  app.get(`${REST_PREFIX}/docs`, { schema: { hide: true } }, (_request, reply) => {
    if (!references.has(VERSION_FOR_NEW_ACCOUNTS)) {
      setImmediate(() => {
        try {
          referenceIn(VERSION_FOR_NEW_ACCOUNTS);
          // biome-ignore lint/plugin: nobody awaits this head start: its fault is logged, and the document's own request makes it again and answers for it.
        } catch (error) {
          app.log.error({ err: error }, 'the REST reference document could not be prepared; it is made on its own request');
        }
      });
    }
    return html(reply, REFERENCE, REFERENCE_CSP);
  });
  app.get(`${REST_PREFIX}/docs/reference.json`, { schema: { hide: true } }, async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(referenceIn(versionAsked(request))),
  );
}
