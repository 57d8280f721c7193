import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { REST_PREFIX } from './rest.js';

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

/** The CSP hashes of a page's inline scripts, so a site's one small inline script runs and nothing else inline does. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

interface StaticSite {
  /** Where it is served, without the trailing slash. */
  path: string;
  /** Its build under dist/. */
  folder: string;
  /** What builds it, said by the 503 a missing build answers. */
  buildCommand: string;
  /** Its Content-Security-Policy, given the hashes of its inline scripts. */
  csp: (scriptHashes: string[]) => string;
  /** Pages of the site that are served elsewhere on this server. */
  redirects?: Record<string, string>;
  /** Tried after a path that names no file: /docs/products/wallets serves wallets.html, as people type and share it. */
  extensions?: string[];
}

const SITES: StaticSite[] = [
  {
    // The developer and merchant dashboard (dashboard/, built by Vite): its own scripts and styles
    // only; it talks to this server's GraphQL over HTTP and graphql-ws.
    path: '/dashboard',
    folder: 'dashboard',
    buildCommand: 'npm run build:dashboard',
    csp: () => "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'",
  },
  {
    // The documentation (docs/, built by VitePress): its search index is one of its own scripts, so
    // it searches offline. The theme sets a few style attributes, hence 'unsafe-inline' for styles.
    path: '/docs',
    folder: 'docs',
    buildCommand: 'npm run build:docs',
    csp: (hashes) =>
      `default-src 'self'; script-src 'self' ${hashes.join(' ')}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'`,
    redirects: { 'api-reference.html': `${REST_PREFIX}/docs`, 'graphql-explorer.html': '/graphql', 'dashboard.html': '/dashboard/' },
    extensions: ['html'],
  },
];

/**
 * The server's static sites (the dashboard at /dashboard/, the documentation at /docs/), served from
 * their builds under dist/ with no CDN. A missing build answers 503 saying how to build it, rather
 * than a blank page.
 */
export async function registerStaticSites(app: FastifyInstance): Promise<void> {
  for (const [index, site] of SITES.entries()) {
    const root = path.join(projectRoot(), 'dist', site.folder);
    app.get(site.path, { schema: { hide: true } }, (_request, reply) => reply.redirect(`${site.path}/`));
    for (const [page, target] of Object.entries(site.redirects ?? {}))
      app.get(`${site.path}/${page}`, { schema: { hide: true } }, (_request, reply) => reply.redirect(target));
    const indexPage = path.join(root, 'index.html');
    if (!existsSync(indexPage)) {
      app.get(`${site.path}/*`, { schema: { hide: true } }, (_request, reply) =>
        reply.status(503).type('text/plain; charset=utf-8').send(`This site is not built: run \`${site.buildCommand}\` (npm start and npm test build it).`),
      );
      continue;
    }
    const csp = site.csp(inlineScriptHashes(readFileSync(indexPage, 'utf8')));
    await app.register(fastifyStatic, {
      root,
      prefix: `${site.path}/`,
      schemaHide: true,
      // The reply decorators are registered once, by the first site.
      decorateReply: index === 0,
      ...(site.extensions ? { extensions: site.extensions } : {}),
      setHeaders: (response) => {
        response.setHeader('Content-Security-Policy', csp);
        response.setHeader('X-Content-Type-Options', 'nosniff');
      },
    });
  }
}
