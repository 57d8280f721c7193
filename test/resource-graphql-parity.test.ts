import { describe, expect, it } from 'vitest';
import { buildSchema } from '../src/graphql/schema.js';
import { openApiDocument } from '../src/http/openapi.js';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  $ref?: string;
};

// Duck-typed: the schema's graphql-js instance may be another realm than the test's (vitest), so no instanceof.
type GraphQLTypeRef = { ofType?: GraphQLTypeRef; getValues?: () => { value: unknown }[]; toString(): string };
type ObjectLike = { getFields(): Record<string, { type: GraphQLTypeRef }> };
const namedTypeOf = (type: GraphQLTypeRef): GraphQLTypeRef => (type.ofType ? namedTypeOf(type.ofType) : type);

const nullable = (schema: JsonSchema) => schema.anyOf?.some((s) => s.type === 'null') || (Array.isArray(schema.type) && schema.type.includes('null'));
const enumOf = (schema: JsonSchema): unknown[] | undefined => schema.enum ?? schema.anyOf?.find((s) => s.enum)?.enum;

/**
 * GraphQL's types are hand-written SDL (schema-first); the REST resources are the named schemas.
 * Every REST answer is paired with a GraphQL object (by name, by GRAPHQL_NAME, or through the
 * fields of a pair), and each field both have agrees: present on one, present on the other with the
 * same nullability and the same enum values. Money is an object in GraphQL and a number in REST,
 * by design, so only its nullability is compared.
 */
/** Differences by design, each with its reason. */
const DESIGNED = new Set([
  // GraphQL's one Event type also lists the events an advance of the sandbox clock fired, which may not be in the log yet; REST's Event is an event of the log, FiredEvent the other.
  'Event.sequence',
  // REST's SetupIntent is the answer that creates one, which always shows the secret; GraphQL's is also the intent read again (node, setupIntent), which never does.
  'SetupIntent.clientSecret',
  // Released nullable in MTN's provisioning shape (and so in the libraries' types); the server always has one (the column is NOT NULL), as GraphQL says.
  'MomoApiUser.providerCallbackHost',
  'MomoApiUserReference.providerCallbackHost',
  // GraphQL's one DisputeParty enum also names ADMIN, who comments and resolves; evidence is added by the two parties only, as REST's enum says.
  'DisputeEvidenceItem.addedBy',
  // GraphQL's PosTakings is also the day's total, which has no method; REST's byMethod rows always have one.
  'PosDailyReportByMethod.method',
]);

/**
 * REST fields a GraphQL type of the same name does not have, by design, each with its reason.
 * (A currency beside an amount is not listed: GraphQL's Money carries its currency.)
 */
const SHOWN_OTHERWISE: Record<string, string> = {
  'BillPayment.providerId': 'GraphQL nests the biller: provider { id name category }',
  'BillPayment.providerName': 'provider { name }',
  'ScheduledBillPayment.providerId': 'provider { id }',
  'ScheduledBillPayment.providerName': 'provider { name }',
  'SavedBiller.providerId': 'provider { id }',
  'SavedBiller.providerName': 'provider { name }',
  'SavedBiller.category': 'provider { category }',
  'Loan.productId': 'GraphQL nests the product: product { id name }',
  'Loan.productName': 'product { name }',
  'FxQuote.from': 'GraphQL nests the price: price { from to speed sendAmount fee totalCost rate midMarketRate receiveAmount }',
  'FxQuote.to': 'price { to }',
  'FxQuote.speed': 'price { speed }',
  'FxQuote.sendAmount': 'price { sendAmount }',
  'FxQuote.fee': 'price { fee }',
  'FxQuote.totalCost': 'price { totalCost }',
  'FxQuote.exchangeRate': 'price { rate }',
  'FxQuote.midMarketRate': 'price { midMarketRate }',
  'FxQuote.receiveAmount': 'price { receiveAmount }',
  'PosDailyReport.sales': 'GraphQL nests the totals: total { sales gross refunds net }',
  'PosDailyReport.gross': 'total { gross }',
  'PosDailyReport.refunds': 'total { refunds }',
  'PosDailyReport.net': 'total { net }',
  'KycStatus.usage': 'usedToday and usedThisMonth, as Money',
  'Transfer.type': "always REMITTANCE on REST (the spec's field); GraphQL's __typename says it",
  'WebhookEndpointWithSecret.webhook': 'webhookEndpoint { … } beside secret',
  'WebhookEndpointWithSecretWebhook.secret': "registerWebhook's payload: secret beside webhookEndpoint",
  'RevealedSecretKey.secret': "createSecretKey's payload: secret beside secretKey",
  'RolledSecretKey.rolled': 'rolledSecretKey',
  'ClosedCurrencyAccount.currency': 'removedCurrency',
  'ClosedCurrencyAccount.removed': 'a payload with no userErrors: the account was removed',
  'CallbackSecret.secret': 'callbackSecret',
  'ExchangeRate.exchangeRate': 'rate',
  'CreditEligibilityProduct.productId': 'product { id name currency }',
  'CreditEligibilityProduct.name': 'product { name }',
  'MomoOperation.payer': 'partyRole PAYER, partyIdType and partyId',
  'MomoOperation.payee': 'partyRole PAYEE, partyIdType and partyId',
  'MomoOperation.payerMessage': "MTN's note to the payer, kept by the provider's own API only",
  'MomoOperation.payeeNote': "MTN's note to the payee, kept by the provider's own API only",
  'MomoApiUserReference.apiUserId': 'id',
  'MomoBasicUserInfo.given_name': "givenName: MTN's snake_case in this schema's names",
  'MomoBasicUserInfo.family_name': 'familyName',
  'MomoAccessToken.access_token': 'accessToken',
  'MomoAccessToken.token_type': 'tokenType',
  'MomoAccessToken.expires_in': 'expiresIn',
};

/**
 * REST resources whose GraphQL type has another name, REST's name to GraphQL's. An action's answer
 * pairs with the mutation's payload (its fields null when userErrors says why, so their nullability
 * is not compared). The objects a pair nests are paired by walking its fields, whatever their names.
 */
const GRAPHQL_NAME: Record<string, string> = {
  Refund: 'PaymentRefund',
  FundingOperation: 'WalletFunding',
  ExchangeRate: 'ExchangeRatePrice',
  ExchangeRateChange: 'SetExchangeRatePayload',
  PhoneVerificationCode: 'PhoneVerificationSent',
  CreditEligibility: 'LoanEligibility',
  MomoOperation: 'MobileMoneyOperation',
  MomoAccountBalance: 'MobileMoneyAccountBalance',
  MomoBasicUserInfo: 'MobileMoneyAccountHolderInfo',
  MomoAccessToken: 'ApiAccessToken',
  MomoApiUser: 'ApiUser',
  MomoApiUserReference: 'ApiUser',
  MomoApiKey: 'CreateApiKeyPayload',
  ScheduleOccurrencesPast: 'ScheduleOccurrence',
  PaymentVolumeDay: 'DailyVolume',
  WebhookDeliveryWithAttempts: 'WebhookDelivery',
  WebhookDeliveryAttempt: 'WebhookAttempt',
  WebhookEndpointWithSecret: 'RegisterWebhookPayload',
  WebhookEndpointWithSecretWebhook: 'WebhookEndpoint',
  DeveloperAccountWithKeys: 'DeveloperAccount',
  DeveloperSignUp: 'SignUpDeveloperPayload',
  SubscriptionKeyRotation: 'RotateSubscriptionKeyPayload',
  RevealedSecretKey: 'SecretKey',
  RolledSecretKey: 'RollSecretKeyPayload',
  SessionRevocation: 'LogoutAllPayload',
  Acknowledgement: 'ForgotPasswordPayload',
  ClosedCurrencyAccount: 'RemoveWalletAccountPayload',
  CallbackSecret: 'RotateCallbackSecretPayload',
};

/** REST answers with no GraphQL object of their own, each with where GraphQL shows the same. */
const NOT_AN_OBJECT_IN_GRAPHQL: Record<string, string> = {
  Envelope: "REST's envelope: GraphQL answers data, errors with extensions.code, and userErrors",
  ErrorEnvelope: "REST's envelope of a refusal: GraphQL's errors and userErrors",
  ResultDetails: "the envelope's details: GraphQL's errors' extensions",
  FieldError: "the envelope's fields at fault: userErrors' field and message",
  DeletedObject: "a delete's payload answers the deleted id (deletedWebhookEndpointId, deletedSavedBillerId, …)",
  ScheduleOccurrences: 'upcomingDates and occurrences on the savings plan or scheduled bill payment itself',
  PaymentVolume: 'paymentVolume answers the list of days itself',
  WebhookEventTypes: 'webhookEventTypes answers the list itself',
  MomoAccountHolderStatus: 'mobileMoneyAccountHolderActive answers the Boolean itself',
  MomoRequestReference: "MTN's 202 to a request: startMobileMoneyOperation answers the MobileMoneyOperation itself",
  SandboxFunding: 'sandboxFundWallet answers the WalletBalance it changed',
  KycStatusUsage: "KycStatus's usedToday and usedThisMonth, as Money",
  MomoOperationPayer: 'partyRole, partyIdType and partyId on MobileMoneyOperation',
  MomoOperationPayee: 'partyRole, partyIdType and partyId on MobileMoneyOperation',
};

interface Pair {
  /** REST's name, or the path to an object nested without a name of its own (`Loan.schedule`). */
  rest: string;
  schema: JsonSchema;
  graphql: string;
}

/** What a property holds when it is an object: a named resource, or an object written in place. */
function objectOf(property: JsonSchema, components: Record<string, JsonSchema>): { name?: string; schema: JsonSchema } | undefined {
  if (property.$ref) {
    const name = property.$ref.split('/').pop()!;
    return components[name]?.properties ? { name, schema: components[name]! } : undefined;
  }
  const inner = property.anyOf?.find((s) => s.type !== 'null');
  if (inner) return objectOf(inner, components);
  if (property.items) return objectOf(property.items, components);
  return property.properties ? { schema: property } : undefined;
}

/**
 * Every REST answer paired with its GraphQL object: by name, by GRAPHQL_NAME, and then through
 * the fields of each pair (Loan.schedule's items with LoanInstalment), however either side names them.
 */
function pairsOf(schema: ReturnType<typeof buildSchema>, components: Record<string, JsonSchema>): Pair[] {
  const isObject = (name: string) => {
    const type = schema.getType(name);
    return !!type && 'getFields' in type && 'getInterfaces' in type;
  };
  const queue: Pair[] = Object.entries(components)
    .filter(([, resource]) => resource.properties)
    .flatMap(([name, resource]) => {
      const graphql = GRAPHQL_NAME[name] ?? name;
      return isObject(graphql) ? [{ rest: name, schema: resource, graphql }] : [];
    });
  const pairs = new Map<string, Pair>();
  while (queue.length > 0) {
    const pair = queue.shift()!;
    if (pairs.has(pair.rest)) continue;
    pairs.set(pair.rest, pair);
    const fields = (schema.getType(pair.graphql) as unknown as ObjectLike).getFields();
    for (const [fieldName, property] of Object.entries(pair.schema.properties ?? {})) {
      const field = fields[fieldName];
      const nested = field && objectOf(property, components);
      const graphql = field && String(namedTypeOf(field.type));
      if (!nested || !graphql || graphql === 'Money' || !isObject(graphql)) continue;
      queue.push({ rest: nested.name ?? `${pair.rest}.${fieldName}`, schema: nested.schema, graphql });
    }
  }
  return [...pairs.values()];
}

/** REST's request bodies (…Params) are GraphQL's inputs, and REST's pages (…Page) its connections: neither is an answer's object. */
const isAnswerObject = (name: string, resource: JsonSchema) => !!resource.properties && !name.includes('Params') && !/Page$/.test(name);

const MONEY_CURRENCY = /^(currency|\w+Currency)$/;

describe('GraphQL objects and REST resources', () => {
  it('pair every REST answer with a GraphQL object, nested and differently named ones included, or say where GraphQL shows it', async () => {
    const schema = buildSchema();
    const { components } = (await openApiDocument()) as unknown as { components: { schemas: Record<string, JsonSchema> } };
    const paired = new Set(pairsOf(schema, components.schemas).map((pair) => pair.rest));
    const unpaired = Object.entries(components.schemas)
      .filter(([name, resource]) => isAnswerObject(name, resource) && !paired.has(name) && !NOT_AN_OBJECT_IN_GRAPHQL[name])
      .map(([name]) => name);
    expect(unpaired).toEqual([]);
    // Each name listed still exists on both sides.
    for (const [rest, graphql] of Object.entries(GRAPHQL_NAME)) expect([rest, paired.has(rest), !!schema.getType(graphql)]).toEqual([rest, true, true]);
    for (const rest of Object.keys(NOT_AN_OBJECT_IN_GRAPHQL)) expect([rest, !!components.schemas[rest]]).toEqual([rest, true]);
  });

  it('show every field of a REST answer, or say where GraphQL shows it', async () => {
    const schema = buildSchema();
    const { components } = (await openApiDocument()) as unknown as { components: { schemas: Record<string, JsonSchema> } };
    const missing: string[] = [];
    for (const { rest, schema: resource, graphql } of pairsOf(schema, components.schemas)) {
      const fields = (schema.getType(graphql) as unknown as ObjectLike).getFields();
      const hasMoney = Object.values(fields).some((field) => String(namedTypeOf(field.type)) === 'Money');
      for (const fieldName of Object.keys(resource.properties ?? {})) {
        if (fields[fieldName] || SHOWN_OTHERWISE[`${rest}.${fieldName}`] || (hasMoney && MONEY_CURRENCY.test(fieldName))) continue;
        missing.push(`${rest}.${fieldName} (GraphQL ${graphql})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('agree field for field where both have the field: nullability and enum values', async () => {
    const schema = buildSchema();
    const { components } = (await openApiDocument()) as unknown as { components: { schemas: Record<string, JsonSchema> } };
    const differences: string[] = [];
    let compared = 0;
    for (const { rest, schema: resource, graphql } of pairsOf(schema, components.schemas)) {
      const fields = (schema.getType(graphql) as unknown as ObjectLike).getFields();
      for (const [fieldName, property] of Object.entries(resource.properties ?? {})) {
        const field = fields[fieldName];
        if (!field) continue;
        compared++;
        const restNullable = nullable(property) || !resource.required?.includes(fieldName);
        // A payload's fields are null when its userErrors say why: only an object's nullability is compared.
        if (!graphql.endsWith('Payload') && restNullable === String(field.type).endsWith('!') && !DESIGNED.has(`${rest}.${fieldName}`))
          differences.push(`${rest}.${fieldName}: REST ${restNullable ? 'nullable' : 'non-null'}, GraphQL ${graphql}.${fieldName} ${String(field.type)}`);
        const named = namedTypeOf(field.type);
        const values = enumOf(property.type === 'array' && property.items ? property.items : property);
        if (named.getValues && values && !DESIGNED.has(`${rest}.${fieldName}`)) {
          // GraphQL's enum values are the REST values in capitals (frequency: REST monthly, GraphQL MONTHLY).
          const graphqlValues = named
            .getValues()
            .map((v) => String(v.value).toUpperCase())
            .sort();
          const restValues = values
            .filter((v) => v !== null)
            .map((v) => String(v).toUpperCase())
            .sort();
          if (JSON.stringify(graphqlValues) !== JSON.stringify(restValues))
            differences.push(`${rest}.${fieldName}: REST ${JSON.stringify(values)}, GraphQL ${JSON.stringify(graphqlValues)}`);
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
    expect(differences).toEqual([]);
  });
});
