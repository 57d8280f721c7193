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
 * Where an object has the same name on both, each field both have agrees: present on one, present
 * on the other with the same nullability and the same enum values. Money is an object in GraphQL
 * and a number in REST, by design, so only its nullability is compared.
 */
/** Differences by design, each with its reason. */
const DESIGNED = new Set([
  // GraphQL's one Event type also lists the events an advance of the sandbox clock fired, which may not be in the log yet; REST's Event is an event of the log, FiredEvent the other.
  'Event.sequence',
  // REST's SetupIntent is the answer that creates one, which always shows the secret; GraphQL's is also the intent read again (node, setupIntent), which never does.
  'SetupIntent.clientSecret',
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
  'WebhookEndpointWithSecret.webhook': 'endpoint { … } beside secret',
};

const MONEY_CURRENCY = /^(currency|\w+Currency)$/;

describe('GraphQL objects and REST resources of the same name', () => {
  it('show every field of a REST answer, or say where GraphQL shows it', async () => {
    const schema = buildSchema();
    const { components } = (await openApiDocument()) as unknown as { components: { schemas: Record<string, JsonSchema> } };
    const missing: string[] = [];
    for (const [name, resource] of Object.entries(components.schemas)) {
      const type = schema.getType(name);
      if (!type || !('getFields' in type) || 'getInterfaces' in type === false || !resource.properties) continue;
      const fields = (type as unknown as ObjectLike).getFields();
      const hasMoney = Object.values(fields).some((field) => String(namedTypeOf(field.type)) === 'Money');
      for (const fieldName of Object.keys(resource.properties)) {
        if (fields[fieldName] || SHOWN_OTHERWISE[`${name}.${fieldName}`] || (hasMoney && MONEY_CURRENCY.test(fieldName))) continue;
        missing.push(`${name}.${fieldName}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('agree field for field where both have the field: nullability and enum values', async () => {
    const schema = buildSchema();
    const { components } = (await openApiDocument()) as unknown as { components: { schemas: Record<string, JsonSchema> } };
    const differences: string[] = [];
    let compared = 0;
    for (const [name, resource] of Object.entries(components.schemas)) {
      const type = schema.getType(name);
      if (!type || !('getFields' in type) || 'getInterfaces' in type === false || !resource.properties) continue;
      const fields = (type as unknown as ObjectLike).getFields();
      for (const [fieldName, property] of Object.entries(resource.properties)) {
        const field = fields[fieldName];
        if (!field) continue;
        compared++;
        const restNullable = nullable(property) || !resource.required?.includes(fieldName);
        if (restNullable === String(field.type).endsWith('!') && !DESIGNED.has(`${name}.${fieldName}`))
          differences.push(`${name}.${fieldName}: REST ${restNullable ? 'nullable' : 'non-null'}, GraphQL ${String(field.type)}`);
        const named = namedTypeOf(field.type);
        const values = enumOf(property.type === 'array' && property.items ? property.items : property);
        if (named.getValues && values) {
          // GraphQL's enum values are the REST values in capitals (frequency: REST monthly, GraphQL MONTHLY).
          const graphql = named
            .getValues()
            .map((v) => String(v.value).toUpperCase())
            .sort();
          if (
            JSON.stringify(graphql) !==
            JSON.stringify(
              values
                .filter((v) => v !== null)
                .map((v) => String(v).toUpperCase())
                .sort(),
            )
          )
            differences.push(`${name}.${fieldName}: REST ${JSON.stringify(values)}, GraphQL ${JSON.stringify(graphql)}`);
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
    expect(differences).toEqual([]);
  });
});
