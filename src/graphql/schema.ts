import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError, GraphQLScalarType, Kind, type GraphQLSchema } from 'graphql';
import {
  CountryCodeResolver,
  CurrencyResolver,
  DateResolver,
  DateTimeResolver,
  EmailAddressResolver,
  JSONResolver,
  PhoneNumberResolver,
  URLResolver,
  UUIDResolver,
} from 'graphql-scalars';
import { projectRoot } from '../db/project-root.js';
import type { Resolvers } from '../generated/graphql.js';
import { developerResolvers } from '../modules/developer/developer.resolvers.js';
import { identityResolvers } from '../modules/identity/identity.resolvers.js';
import { notificationsResolvers } from '../modules/notifications/notifications.resolvers.js';
import { walletsResolvers } from '../modules/wallets/wallets.resolvers.js';
import { recipientsResolvers } from '../modules/recipients/recipients.resolvers.js';
import { fxResolvers } from '../modules/fx/fx.resolvers.js';
import { kycResolvers } from '../modules/kyc/kyc.resolvers.js';
import { paymentRequestsResolvers } from '../modules/payment-requests/payment-requests.resolvers.js';
import { eventsResolvers } from '../modules/events/events.resolvers.js';
import { webhooksResolvers } from '../modules/webhooks/webhooks.resolvers.js';
import { momoResolvers } from '../modules/momo/momo.resolvers.js';
import { fundingResolvers } from '../modules/funding/funding.resolvers.js';
import { transfersResolvers } from '../modules/transfers/transfers.resolvers.js';
import { paymentMethodsResolvers } from '../modules/payment-methods/payment-methods.resolvers.js';

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

function parseDecimal(value: unknown): string {
  if (typeof value === 'string' && DECIMAL_TEXT.test(value)) return value;
  throw new GraphQLError('Decimal must be a string of digits with an optional fraction, e.g. "12.50".', { extensions: { code: 'BAD_REQUEST' } });
}

/** Money as decimal text at the GraphQL edge (design rule 4): never a float. */
export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  serialize: (value) => parseDecimal(value),
  parseValue: (value) => parseDecimal(value),
  parseLiteral: (ast) => parseDecimal(ast.kind === Kind.STRING ? ast.value : undefined),
});

const NODE_TYPES = { usr: 'User', acct: 'DeveloperAccount', mail: 'SandboxMail', wal: 'Wallet', rcp: 'Recipient', qt: 'FxQuote', prq: 'PaymentRequest', we: 'WebhookEndpoint', trf: 'Transfer' } as const;

/** Ids carry their type in their prefix, so an interface value resolves to its type without a lookup. */
function nodeTypeOf(id: string): (typeof NODE_TYPES)[keyof typeof NODE_TYPES] | null {
  const prefix = id.slice(0, id.indexOf('_')) as keyof typeof NODE_TYPES;
  return NODE_TYPES[prefix] ?? null;
}

/** The SDL of every domain, one file each in schema/, read in name order. */
export function loadTypeDefs(): string[] {
  const folder = path.join(projectRoot(), 'schema');
  return readdirSync(folder)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(folder, f), 'utf8'));
}

const baseResolvers: Resolvers = {
  Query: { health: () => 'ok' },
  DateTime: DateTimeResolver,
  Date: DateResolver,
  EmailAddress: EmailAddressResolver,
  PhoneNumber: PhoneNumberResolver,
  CountryCode: CountryCodeResolver,
  URL: URLResolver,
  UUID: UUIDResolver,
  JSON: JSONResolver,
  Currency: CurrencyResolver,
  Decimal: DecimalScalar,
  Node: { __resolveType: (node) => nodeTypeOf(node.id) },
};

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [baseResolvers, identityResolvers, developerResolvers, notificationsResolvers, walletsResolvers, recipientsResolvers, fxResolvers, kycResolvers, paymentRequestsResolvers, eventsResolvers, webhooksResolvers, momoResolvers, fundingResolvers, transfersResolvers, paymentMethodsResolvers] as never,
  });
}
