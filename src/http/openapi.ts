import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerModuleErrorCodes } from '../app/error-codes.js';
import { errorCatalogTable } from './error-catalog.js';
import { webhooksSection } from './openapi-webhooks.js';
import type { Config } from '../config.js';
import { createMetrics } from '../platform/metrics.js';
import type { Services } from '../app/services.js';
import { RouteMethods } from './http-errors.js';
import { REST_PREFIX, restApi } from './rest.js';
import { namedRefs, resourceSchemas } from '../platform/resources.js';
import { nameDocumentSchemas } from './openapi-names.js';
import { serializersOnFirstUse } from './serializers-on-first-use.js';
import { documentInVersion, VERSION_FOR_NEW_ACCOUNTS } from '../platform/api-versions/api-versions.js';

/** The error envelope: every REST error answer; `details.fields` lists { field, message } for invalid input. */
const ERROR_ENVELOPE_SCHEMA = {
  $id: 'ErrorEnvelope',
  type: 'object',
  description: 'The response envelope of a REST error: no `data`; on invalid input `details.fields` names each field at fault.',
  properties: {
    timeStamp: { type: 'integer', format: 'int64', description: 'epoch milliseconds' },
    correlationId: { type: 'string', format: 'uuid' },
    serverStatusCode: { type: 'string', examples: ['400'] },
    severity: { type: 'string', enum: ['ERROR'] },
    details: {
      type: 'object',
      properties: {
        code: { type: 'string', examples: ['BAD_REQUEST', 'NOT_FOUND'] },
        severity: { type: 'string', enum: ['ERROR'] },
        description: { type: 'string' },
        fields: {
          type: 'array',
          items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } }, required: ['field', 'message'] },
        },
      },
      required: ['code', 'severity', 'description'],
    },
  },
  required: ['timeStamp', 'correlationId', 'serverStatusCode', 'severity', 'details'],
};

/** What the reference page shows above the routes: the envelope, the credentials, the sandbox's test data. */
const API_DESCRIPTION = `Every REST route under /ms/v1 (and /ms/v1/v1 for the grouped routes), generated from the route definitions.

## The envelope
Every answer is an envelope: \`{timeStamp, correlationId, serverStatusCode, severity, data}\` on success, \`{…, severity: "ERROR", details: {code, severity, description, fields?}}\` on error; \`details.fields\` names each input field at fault. Send \`X-Correlation-ID\` to choose the id; \`Idempotency-Key\` makes a create or a money move safe to retry (the same key and body replay the first answer with \`Idempotent-Replayed: true\`).

## Credentials
- **Ocp-Apim-Subscription-Key** on every route, and **X-Target-Environment: sandbox**. The app key is publishable (it ships in apps); the collection, disbursement and remittance keys are secret and open only their mobile money routes.
- **Bearer** access tokens from \`POST /auth/login\` for a user's routes (merchant-only routes need a MERCHANT user).
- **Basic** \`apiUserId:apiKey\` (or a product's bearer token from \`/{product}/token/\`) for the mobile money routes.

## Sandbox test data
- Mobile money numbers decide outcomes: 46733123450 fails (INTERNAL_PROCESSING_ERROR), 46733123451 is rejected, 46733123452 expires, 46733123453 stays pending, 46733123455 is unknown (collections) or short of funds (transfers), 46733123464 fails once per account then succeeds (to try a retry); any other number succeeds.
- Cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; 4000 0000 0000 0069 is expired; 4000 0000 0000 0127 has a wrong CVC.
- Bill accounts ending 0001 are unknown to the biller, 0002 time out (then complete), 0003 find the biller down.
- Credit profiles: an e-mail ending \`+score-excellent\`, \`+score-good\`, \`+score-fair\` or \`+score-poor\` sets the sandbox credit score.
- \`POST /sandbox/clock/advance\` moves your account's clock forward and runs what falls due.`;

/**
 * The reference's side menu, in the order a developer meets the API: getting in, the wallet and
 * moving money, then the products, mobile money's own routes, and the operator's. Each tag a route
 * uses is listed (a tag missing here goes last), with what it groups.
 */
const TAG_MENU: [name: string, description: string][] = [
  ['Authentication', 'Register, sign in, refresh tokens and reset a password.'],
  ['User profile', "The signed-in user's profile, phone verification and sessions."],
  ['Developer dashboard', 'Developer accounts and their subscription keys.'],
  ['Secret keys', "Secret keys of a merchant's servers (sk_test_…): made, rolled and revoked by the merchant signed in."],
  ['Wallet', 'The wallet, its currency accounts and balances, fund-in, cash-out and peer-to-peer transfers.'],
  ['Ledger', 'The money trace: every hold, posting and entry behind an object.'],
  ['KYC', 'Tiers, their limits, documents and upgrades.'],
  ['Exchange rates and FX quotes', 'Rates and quotes that lock a rate for a transfer.'],
  ['Recipients', 'Saved recipients of transfers.'],
  ['Transfers', 'Remittance transfers to saved recipients.'],
  ['Payment requests', 'Asking another user to pay.'],
  ['Payment methods', 'Saved cards.'],
  ['Payment links', 'Links to a hosted payment page, fixed or flexible.'],
  ['Invoices', 'Invoices with lines, paid on a hosted page.'],
  ['Payments', "What customers paid on a merchant's links and invoices, and its refunds."],
  ['POS', 'Point of sale: the catalog, sales, refunds and the daily report.'],
  ['Payroll', 'Paying employees by mobile money in batches.'],
  ['Bill payments', 'Billers, bill payments and scheduled ones.'],
  ['Savings', 'Savings goals and auto-save plans.'],
  ['Credit', 'The sandbox credit score and what a user can borrow.'],
  ['Loans', 'Loan products, applications and repayments.'],
  ['Referrals', 'Referral codes, referrals and rewards.'],
  ['Disputes', 'Disputes of transactions, their comments and evidence.'],
  ['Notifications', 'Notification preferences.'],
  ['Webhook endpoints', 'Endpoints, their deliveries and secrets.'],
  ['Events', 'The event log, to catch up on what webhooks and subscriptions announce.'],
  ['Webhook events', 'What each event type delivers to your endpoint (and to the event log and subscriptions), with the signature headers.'],
  ['Sandbox', "The sandbox's clock, mailbox, SMS outbox and test money."],
  ['API user provisioning', "Mobile money API users and keys, as MTN's sandbox provisions them."],
  ['Collection', 'Mobile money collections: requests to pay and the like.'],
  ['Disbursement', 'Mobile money disbursements: transfers, deposits and refunds.'],
  ['Remittance', 'Mobile money remittances.'],
  ['Mobile money provider', 'Balances and account holders, per mobile money product.'],
  ['Administration', 'Administrators: plans, rates, KYC tiers, disputes, reversals and reconciliation.'],
];

type Operations = Record<string, Record<string, { tags?: string[] }>>;

/** The document's tags: every tag its operations and webhooks use, in the menu's order. */
function menuTags(...sections: Operations[]): { name: string; description?: string }[] {
  const used = new Set(
    sections.flatMap((section) => Object.values(section).flatMap((operations) => Object.values(operations).flatMap((operation) => operation.tags ?? []))),
  );
  const inMenu = new Set(TAG_MENU.map(([name]) => name));
  const listed = TAG_MENU.filter(([name]) => used.has(name)).map(([name, description]) => ({ name, description }));
  return [...listed, ...[...used].filter((name) => !inMenu.has(name)).map((name) => ({ name }))];
}

/** The OpenAPI document of the REST layer, generated from the route definitions (never by hand). */
export async function registerOpenApi(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Payments Platform API (REST compatibility layer)',
        version: '1.0.0',
        description: `${API_DESCRIPTION}\n\n## Error codes\nEvery error answer's \`details.code\`, with its HTTP status:\n\n${errorCatalogTable()}`,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        contact: { name: 'Payments Platform documentation', url: `${config.publicUrl}/docs/` },
      },
      servers: [{ url: config.publicUrl + REST_PREFIX }],
      components: {
        securitySchemes: {
          subscriptionKey: { type: 'apiKey', in: 'header', name: 'Ocp-Apim-Subscription-Key' },
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          basicAuth: { type: 'http', scheme: 'basic', description: 'apiUserId:apiKey' },
          webhookSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Service-Signature',
            description:
              "How your endpoint knows a delivery is ours: an HMAC-SHA256 of the timestamp and the raw body with the endpoint's secret (whsec_…), to verify before trusting the body.",
          },
        },
      },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json['$id'] === 'string' ? json['$id'] : `def-${i}`) },
    transformObject: (documents) => {
      const document = 'openapiObject' in documents ? documents.openapiObject : documents.swaggerObject;
      markOptionalBodies(document.paths as unknown as Operations);
      // The named objects: the routes' schemas carry them whole (for their serialisers); the document refers to them.
      document.paths = namedRefs(document.paths);
      const withComponents = document as { components?: { schemas?: Record<string, unknown> } };
      const schemas = { ...withComponents.components?.schemas, ...resourceSchemas() } as Record<string, Record<string, unknown>>;
      nameDocumentSchemas(document.paths as never, schemas);
      withComponents.components = { ...withComponents.components, schemas };
      const webhooks = webhooksSection();
      return { ...document, webhooks, tags: menuTags((document.paths ?? {}) as Operations, webhooks as Operations) } as typeof document;
    },
    transform: ({ schema, url }) => ({ schema: schema as never, url: url.startsWith(REST_PREFIX) ? url.slice(REST_PREFIX.length) || '/' : url }),
  });
  app.addSchema(ERROR_ENVELOPE_SCHEMA);
}

/** A body whose every field is optional may be left out (rest-route.ts): its requestBody says so. */
function markOptionalBodies(paths: Operations): void {
  for (const operations of Object.values(paths ?? {}))
    for (const operation of Object.values(operations) as Record<string, unknown>[]) {
      if (!operation['x-body-optional']) continue;
      delete operation['x-body-optional'];
      (operation['requestBody'] as { required: boolean }).required = false;
    }
}

/**
 * The document alone, without a database: the routes need their services only when they answer.
 * For CI's linter and the typed-client test.
 */
export async function openApiDocument(
  config: Pick<Config, 'publicUrl'> = { publicUrl: 'http://localhost:3000' },
  version: string = VERSION_FOR_NEW_ACCOUNTS,
): Promise<Record<string, unknown>> {
  registerModuleErrorCodes();
  // Nothing is answered: no answer's serializer need be compiled.
  const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse().factory } } });
  await registerOpenApi(app, config);
  await app.register(restApi, { prefix: REST_PREFIX, services: {} as Services, metrics: createMetrics(), routeMethods: new RouteMethods() });
  await app.ready();
  const document = documentInVersion(app.swagger() as unknown as Record<string, unknown>, version);
  await app.close();
  return document;
}
