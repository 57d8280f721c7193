import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type DefinitionNode, type GraphQLField, type GraphQLInputField, Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { maxItemsOf } from '../src/graphql/list-bounds.js';
import { buildSchema } from '../src/graphql/schema.js';

/** What a module's SDL leaves undescribed: types, fields, arguments and enum values. */
function undescribed(sdl: string): string[] {
  const missing: string[] = [];
  const check = (node: DefinitionNode): void => {
    if (!('name' in node) || !node.name) return;
    const typeName = node.name.value;
    const isExtension = node.kind === Kind.OBJECT_TYPE_EXTENSION || node.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION || node.kind === Kind.ENUM_TYPE_EXTENSION;
    if (!isExtension && 'description' in node && !node.description) missing.push(`type ${typeName}`);
    if ('fields' in node)
      for (const field of node.fields ?? []) {
        if (!field.description) missing.push(`${typeName}.${field.name.value}`);
        if ('arguments' in field)
          for (const argument of field.arguments ?? []) if (!argument.description) missing.push(`${typeName}.${field.name.value}(${argument.name.value})`);
      }
    if ('values' in node) for (const value of node.values ?? []) if (!value.description) missing.push(`${typeName}.${value.name.value}`);
  };
  for (const definition of parse(sdl).definitions) check(definition);
  return missing;
}

describe('the GraphQL conventions (CONTRIBUTING.md)', () => {
  const modules = readdirSync('src/modules').filter((folder) => readdirSync(path.join('src/modules', folder)).some((f) => f.endsWith('.graphql')));

  it('serves every scalar with the description its SDL gives it, not a library’s', () => {
    const schema = buildSchema();
    const base = readFileSync('src/graphql/base.graphql', 'utf8');
    for (const definition of parse(base).definitions) {
      if (definition.kind !== Kind.SCALAR_TYPE_DEFINITION) continue;
      expect(definition.description?.value, definition.name.value).toBeTruthy();
      expect(schema.getType(definition.name.value)?.description, definition.name.value).toBe(definition.description?.value);
    }
  });

  it('links every custom scalar to the specification of its text (@specifiedBy), served in introspection', () => {
    const schema = buildSchema();
    const custom = Object.values(schema.getTypeMap()).filter(
      (type) =>
        'serialize' in type && !('getValues' in type) && !type.name.startsWith('__') && !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name),
    );
    expect(custom.length).toBeGreaterThanOrEqual(10);
    const unspecified = custom.filter((type) => !(type as unknown as { specifiedByURL?: string | null }).specifiedByURL).map((type) => type.name);
    expect(unspecified).toEqual([]);
  });

  it('bounds every list a caller can send (@maxItems), so a long list is refused before it is read', () => {
    const schema = buildSchema();
    const unbounded: string[] = [];
    // Read by name, not instanceof: the schema's graphql module may be another copy than the test's.
    const listInput = (type: unknown): boolean => String(type).startsWith('[');
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !('getFields' in type)) continue;
      for (const field of Object.values(type.getFields() as Record<string, GraphQLInputField | GraphQLField<unknown, unknown>>)) {
        if (type.constructor.name === 'GraphQLInputObjectType' && listInput(field.type) && maxItemsOf(field as GraphQLInputField) === undefined)
          unbounded.push(`${type.name}.${field.name}`);
        for (const argument of 'args' in field ? field.args : [])
          if (listInput(argument.type) && maxItemsOf(argument) === undefined) unbounded.push(`${type.name}.${field.name}(${argument.name})`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('has every type, field, argument and enum value of every module described', () => {
    const counts = Object.fromEntries(
      modules.map((folder) => [
        folder,
        readdirSync(path.join('src/modules', folder))
          .filter((f) => f.endsWith('.graphql'))
          .flatMap((f) => undescribed(readFileSync(path.join('src/modules', folder, f), 'utf8'))),
      ]),
    );
    for (const [folder, missing] of Object.entries(counts)) {
      expect(missing, folder).toEqual([]);
    }
  });

  it('shows no placeholder fields, and no status or kind as a bare String on an output type', () => {
    const schema = buildSchema();
    const fields = Object.values(schema.getTypeMap())
      // By constructor name: graphql-tools may hold the other copy of graphql (ESM and CommonJS).
      .filter((type) => !type.name.startsWith('__') && ['GraphQLObjectType', 'GraphQLInterfaceType'].includes(type.constructor.name))
      .flatMap((type) =>
        Object.values((type as { getFields: () => Record<string, { name: string; type: unknown }> }).getFields()).map((field) => ({ type: type.name, field })),
      );
    expect(fields.filter(({ field }) => field.name.startsWith('_')).map(({ type, field }) => `${type}.${field.name}`)).toEqual([]);
    // Open sets that new domains extend stay text, each saying so in its description.
    const openSets = ['WalletTransaction.kind', 'LedgerAccountMismatch.kind', 'Event.type', 'TransferTimelineEntry.status'];
    const bareStrings = fields
      .filter(
        ({ type, field }) =>
          /^(status|kind)$/.test(field.name) && String(field.type).replace(/!$/, '') === 'String' && !openSets.includes(`${type}.${field.name}`),
      )
      .map(({ type, field }) => `${type}.${field.name}`);
    expect(bareStrings).toEqual([]);
  });

  it('holds one convention: enum values in upper case, and every currency typed Currency (fields, arguments, input fields)', () => {
    const schema = buildSchema();
    const types = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__'));
    const lowerEnumValues = types
      .filter((type) => type.constructor.name === 'GraphQLEnumType')
      .flatMap((type) => (type as unknown as { getValues: () => { name: string }[] }).getValues().map((v) => `${type.name}.${v.name}`))
      .filter((name) => !/^[A-Z][A-Z0-9_]*$/.test(name.split('.')[1]!));
    expect(lowerEnumValues).toEqual([]);
    type Field = { name: string; type: unknown; args?: { name: string; type: unknown }[] };
    const currencies: string[] = [];
    for (const type of types) {
      if (!['GraphQLObjectType', 'GraphQLInterfaceType', 'GraphQLInputObjectType'].includes(type.constructor.name)) continue;
      for (const field of Object.values((type as unknown as { getFields: () => Record<string, Field> }).getFields())) {
        if (field.name === 'currency') currencies.push(`${type.name}.${field.name}: ${String(field.type)}`);
        for (const arg of field.args ?? []) if (arg.name === 'currency') currencies.push(`${type.name}.${field.name}(${arg.name}): ${String(arg.type)}`);
      }
    }
    expect(currencies.length).toBeGreaterThan(30);
    expect(currencies.filter((c) => !/: Currency!?$/.test(c))).toEqual([]);
  });

  it('pages every list a query returns as a Relay connection, except the bounded reference lists', () => {
    const schema = buildSchema();
    // Reference lists with a bound of their own: rates and tiers, a user's cards, the declared event types and API versions, at most 366 days of volume, and the objects of at most 100 ids asked for.
    const bounded = ['fxRates', 'kycTiers', 'paymentMethods', 'webhookEventTypes', 'apiVersions', 'paymentVolume', 'nodes'];
    const plainLists = Object.values(schema.getQueryType()!.getFields())
      .filter((field) => String(field.type).startsWith('[') && !bounded.includes(field.name))
      .map((field) => field.name);
    expect(plainLists).toEqual([]);
    for (const field of Object.values(schema.getQueryType()!.getFields()).filter((f) => String(f.type).replace(/!$/, '').endsWith('Connection'))) {
      expect(
        field.args.map((a) => a.name),
        field.name,
      ).toEqual(expect.arrayContaining(['first', 'after']));
    }
  });

  it('lets every connection be read both ways (last/before; the event log pages by sequence), with nodes beside edges', () => {
    const schema = buildSchema();
    const connections = Object.values(schema.getTypeMap()).filter((type) => type.name.endsWith('Connection') && 'getFields' in type);
    for (const type of connections) expect(Object.keys((type as { getFields(): object }).getFields()), type.name).toContain('nodes');
    const objects = Object.values(schema.getTypeMap()).filter(
      (type) => !type.name.startsWith('__') && 'getFields' in type && !('getInterfaces' in type && false),
    );
    const fields = objects.flatMap((type) =>
      Object.values((type as { getFields(): Record<string, { name: string; type: unknown; args?: { name: string }[] }> }).getFields()),
    );
    const connectionFields = fields.filter((f) => String(f.type).replace(/!$/, '').endsWith('Connection') && String(f.type) !== 'EventConnection!');
    expect(connectionFields.length).toBeGreaterThan(30);
    expect(connections.length).toBeGreaterThan(30);
    for (const field of connectionFields)
      expect(
        (field.args ?? []).map((a) => a.name),
        field.name,
      ).toEqual(expect.arrayContaining(['first', 'after', 'last', 'before']));
  });

  it('answers every mutation with <Name>Payload: the changed objects nullable, beside userErrors', () => {
    const schema = buildSchema();
    const mutations = Object.values(schema.getMutationType()!.getFields());
    expect(mutations.length).toBeGreaterThan(80);
    for (const mutation of mutations) {
      const payloadName = `${mutation.name[0]!.toUpperCase()}${mutation.name.slice(1)}Payload`;
      expect(String(mutation.type), mutation.name).toBe(`${payloadName}!`);
      const fields = Object.values((schema.getType(payloadName) as unknown as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields());
      expect(
        fields.map((field) => `${field.name}: ${String(field.type)}`),
        payloadName,
      ).toContain('userErrors: [UserError!]!');
      // On a user error nothing changed, so every other field of the payload must be able to be null.
      for (const field of fields.filter((f) => f.name !== 'userErrors')) expect(String(field.type), `${payloadName}.${field.name}`).not.toMatch(/!$/);
      expect(fields.length, `${payloadName} names what changed`).toBeGreaterThan(1);
    }
  });
});
