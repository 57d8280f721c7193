import { existsSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitepress';

// The reference by object is generated (scripts/docs-pages.ts) with its menu, read here.
const objectsMenu = new URL('../reference/objects/menu.json', import.meta.url);
const objects: { text: string; link: string }[] = existsSync(objectsMenu) ? JSON.parse(readFileSync(objectsMenu, 'utf8')) : [];

// The documentation site, built by `npm start` (and `npm run build:docs`) into dist/docs and served
// by the server at /docs: no CDN, no analytics, and a search index built into the site so it works
// without a network.
export default defineConfig({
  title: 'Payments Platform',
  description: 'The sandbox payments API: guides, concepts and the operator’s notes.',
  base: '/docs/',
  outDir: '../dist/docs',
  cacheDir: '../node_modules/.cache/vitepress',
  lang: 'en-GB',
  // One look, and no inline script to set it: the server's Content-Security-Policy allows none.
  appearance: false,
  // The pages' hash map in a script file rather than inline in every page (same reason).
  metaChunk: true,
  lastUpdated: false,
  // Each object's rules, written by hand, are part of its generated reference page, not pages of their own.
  srcExclude: ['reference/rules/**'],
  // The API reference, the GraphQL explorer and the dashboard are served by the server, not
  // pages of this site: their links go through /docs/<name>.html, which the server redirects.
  ignoreDeadLinks: [/^\/(api-reference|graphql-explorer|dashboard|errors-reference)(\.html)?$/],
  head: [['link', { rel: 'icon', href: '/pay/assets/favicon.svg', type: 'image/svg+xml' }]],
  themeConfig: {
    search: { provider: 'local' },
    outline: { level: [2, 3], label: 'On this page' },
    nav: [
      { text: 'Guides', link: '/guide/quick-start' },
      { text: 'Objects', link: '/reference/objects/' },
      { text: 'API reference', link: '/api-reference', target: '_self' },
      { text: 'GraphQL explorer', link: '/graphql-explorer', target: '_self' },
      { text: 'Dashboard', link: '/dashboard', target: '_self' },
    ],
    sidebar: [
      {
        text: 'Start',
        items: [
          { text: 'Quick start', link: '/guide/quick-start' },
          { text: 'The API surfaces', link: '/guide/api-surfaces' },
          { text: 'Client libraries', link: '/guide/client-libraries' },
          { text: 'GraphQL clients (Apollo, Relay)', link: '/guide/graphql-clients' },
          { text: 'The developer dashboard', link: '/guide/dashboard' },
          { text: 'From a browser', link: '/guide/browsers' },
        ],
      },
      {
        text: 'Concepts',
        items: [
          { text: 'Credentials and keys', link: '/concepts/credentials' },
          { text: 'The envelope and errors', link: '/concepts/envelope-and-errors' },
          { text: 'Error codes', link: '/concepts/error-codes' },
          { text: 'Idempotency', link: '/concepts/idempotency' },
          { text: 'Pagination', link: '/concepts/pagination' },
          { text: 'Metadata', link: '/concepts/metadata' },
          { text: 'Search', link: '/concepts/search' },
          { text: 'Rate limits', link: '/concepts/rate-limits' },
          { text: 'Money', link: '/concepts/money' },
          { text: 'Events and signatures', link: '/concepts/events' },
          { text: 'Event types', link: '/concepts/event-types' },
          { text: 'The sandbox', link: '/concepts/sandbox' },
          { text: 'Versions and changes', link: '/concepts/versioning' },
          { text: 'Changelog', link: '/changelog' },
        ],
      },
      {
        text: 'Products',
        items: [
          { text: 'Users, wallets and transfers', link: '/products/wallets' },
          { text: 'Mobile money', link: '/products/mobile-money' },
          { text: 'Cards', link: '/products/cards' },
          { text: 'Bill payments', link: '/products/bills' },
          { text: 'Savings goals', link: '/products/savings' },
          { text: 'Payment links and invoices', link: '/products/payment-links-and-invoices' },
          { text: 'Point of sale', link: '/products/pos' },
          { text: 'Payroll', link: '/products/payroll' },
          { text: 'Credit and loans', link: '/products/credit-and-loans' },
          { text: 'Phone verification', link: '/products/phone-verification' },
          { text: 'Referrals', link: '/products/referrals' },
          { text: 'Disputes', link: '/products/disputes' },
        ],
      },
      {
        text: 'Objects',
        collapsed: true,
        items: [{ text: 'All objects', link: '/reference/objects/' }, ...objects],
      },
      {
        text: 'Operating it',
        items: [
          { text: 'Configuration', link: '/operations/configuration' },
          { text: 'Several processes', link: '/operations/several-processes' },
          { text: 'Backups and upgrades', link: '/operations/backups-and-upgrades' },
          { text: 'A standby for the database', link: '/operations/replication' },
          { text: 'Past one machine', link: '/operations/scaling' },
          { text: 'Performance notebook', link: '/performance/notebook' },
        ],
      },
      {
        text: 'Contributing',
        items: [
          { text: 'Layout', link: '/contributing/layout' },
          { text: 'Tests', link: '/contributing/tests' },
        ],
      },
    ],
  },
});
