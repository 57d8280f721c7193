import type { JsonSchemaNode, VersionChange } from './version-change.js';

const isAmount = (node: JsonSchemaNode) => node['x-money'] === true;

/** A JSON number of major units, with the amount's own description. */
const asNumber = (node: JsonSchemaNode): JsonSchemaNode => ({ type: 'number', ...(node['description'] ? { description: node['description'] } : {}) });

/** The number an amount became, with null beside it: written as the specification's documents write a nullable number. */
function nullableNumber(node: JsonSchemaNode): JsonSchemaNode {
  const branches = node['anyOf'];
  if (!Array.isArray(branches) || branches.length !== 2) return node;
  const [first, second] = branches as JsonSchemaNode[];
  const isBareNumber = (n: JsonSchemaNode | undefined) => n !== undefined && n['type'] === 'number' && Object.keys(n).length === 1;
  if (!isBareNumber(first) || second?.['type'] !== 'null' || Object.keys(second).length !== 1) return node;
  const { anyOf: _branches, ...rest } = node;
  return { type: ['number', 'null'], ...rest };
}

/**
 * 2026-12-01: REST answers amounts as decimal text with the currency's scale ("45.00"), the shape
 * GraphQL, the event log and webhooks already use; before it, a JSON number of major units (45),
 * the specification's shape. Requests take both forms in every version.
 */
export const amountsAsDecimalText: VersionChange = {
  name: 'amounts-as-decimal-text',
  summary:
    'REST answers every amount as decimal text with the currency\'s scale (`"45.00"`, `"1500"` for XOF), as GraphQL, the event log and webhooks do; before, a JSON number.',
  migration:
    'Read amounts as decimal text into a decimal type (`Decimal`, `BigDecimal`, a string), never a float. Requests take a number or decimal text in every version.',
  sample: { before: '{ "amount": 45, "fee": 0.68, "currency": "GHS" }', after: '{ "amount": "45.00", "fee": "0.68", "currency": "GHS" }' },
  answerToOlder: (node, value) => (isAmount(node) && typeof value === 'string' ? Number(value) : value),
  schemaToOlder: (node) => (isAmount(node) ? asNumber(node) : nullableNumber(node)),
};
