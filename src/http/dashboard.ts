import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const DASHBOARD_PATH = '/dashboard';

/** The project's folder, found from this file whether it runs from src/ or from dist/src/. */
function projectRoot(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'payments-platform') return folder;
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('the project folder (package.json of payments-platform) was not found');
    folder = parent;
  }
}

// The dashboard's own scripts and styles only; it talks to this server's GraphQL over HTTP and graphql-ws.
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'none'";

/**
 * The developer dashboard (dashboard/, built by Vite into dist/dashboard by the README's set-up
 * commands) at /dashboard/, served from the build with no CDN. A missing build answers 503 saying
 * how to build it, rather than a blank page.
 */
export async function registerDashboard(app: FastifyInstance): Promise<void> {
  const root = path.join(projectRoot(), 'dist', 'dashboard');
  app.get(DASHBOARD_PATH, { schema: { hide: true } }, (_request, reply) => reply.redirect(`${DASHBOARD_PATH}/`));
  if (!existsSync(path.join(root, 'index.html'))) {
    app.get(`${DASHBOARD_PATH}/*`, { schema: { hide: true } }, (_request, reply) =>
      reply.status(503).type('text/plain; charset=utf-8').send('The dashboard is not built: run `npm run build:dashboard` (npm start and npm test build it).'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: `${DASHBOARD_PATH}/`,
    schemaHide: true,
    setHeaders: (response) => {
      response.setHeader('Content-Security-Policy', CSP);
      response.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
}
