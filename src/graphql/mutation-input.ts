import { type ConstDirectiveNode, type DocumentNode, type FieldDefinitionNode, type InputValueDefinitionNode, Kind } from 'graphql';
import { deprecation, deprecationReason } from '../platform/api-versions/deprecations.js';
import { DomainError } from '../platform/errors.js';
import { mapObjectFields, mutationFields, namedTypeOf, nullable } from './sdl-documents.js';

/**
 * Every mutation takes one `input`, as GitHub's and Shopify's do. The SDL declares that form only;
 * the fields a mutation took as arguments of their own before are marked @formerArgument in its
 * input type. The schema served keeps the old form working, deprecated until its removal date:
 * each such field is also an argument (nullable, as a deprecated argument must be), and the
 * resolver is handed `{ input }` whichever form the caller used.
 */
const FORMER_ARGUMENT = 'formerArgument';

/** The fields of a mutation's input that it also takes as arguments, in the input's order. */
export interface FormerArguments {
  readonly fields: readonly { readonly name: string; readonly required: boolean }[];
}

const isFormerArgument = (field: InputValueDefinitionNode) => field.directives?.some((d) => d.name.value === FORMER_ARGUMENT) ?? false;
const isRequired = (field: InputValueDefinitionNode) => field.type.kind === Kind.NON_NULL_TYPE && !field.defaultValue;

function inputTypes(typeDefs: readonly DocumentNode[]): Map<string, readonly InputValueDefinitionNode[]> {
  const types = new Map<string, readonly InputValueDefinitionNode[]>();
  for (const document of typeDefs)
    for (const definition of document.definitions)
      if (definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) types.set(definition.name.value, definition.fields ?? []);
  return types;
}

/** A mutation's `input` argument, its input type's fields, and those of them it took as arguments before. */
function inputOf(mutation: FieldDefinitionNode, types: ReadonlyMap<string, readonly InputValueDefinitionNode[]>) {
  const input = mutation.arguments?.find((argument) => argument.name.value === 'input');
  const fields = input ? (types.get(namedTypeOf(input.type)) ?? []) : [];
  return { input, fields, former: fields.filter(isFormerArgument) };
}

/** Mutation → the fields of its input it took as arguments before, from the SDL as written. */
export function formerArgumentsOf(typeDefs: readonly DocumentNode[]): ReadonlyMap<string, FormerArguments> {
  const types = inputTypes(typeDefs);
  const byMutation = new Map<string, FormerArguments>();
  for (const mutation of mutationFields(typeDefs)) {
    const { former } = inputOf(mutation, types);
    if (former.length > 0) byMutation.set(mutation.name.value, { fields: former.map((field) => ({ name: field.name.value, required: isRequired(field) })) });
  }
  return byMutation;
}

const deprecated = (): ConstDirectiveNode => ({
  kind: Kind.DIRECTIVE,
  name: { kind: Kind.NAME, value: 'deprecated' },
  arguments: [
    {
      kind: Kind.ARGUMENT,
      name: { kind: Kind.NAME, value: 'reason' },
      value: { kind: Kind.STRING, value: deprecationReason(deprecation('mutation-arguments-into-input')) },
    },
  ],
});

/**
 * The SDL as served: each mutation also takes its input's former arguments as arguments, nullable
 * and deprecated, with no default (a default would always be "given", and collide with the input);
 * those input fields are nullable, since the old form sends them beside the input; and the input
 * itself is nullable when every field it requires was an argument before, so the old form can leave
 * it out. Each of these is an addition to the schema clients were built on, never a break.
 */
export function withFormerArguments(typeDefs: readonly DocumentNode[]): DocumentNode[] {
  const types = inputTypes(typeDefs);
  const asArgument = (field: InputValueDefinitionNode): InputValueDefinitionNode => ({
    ...field,
    type: nullable(field.type),
    defaultValue: undefined,
    directives: [...(field.directives ?? []).filter((d) => d.name.value !== FORMER_ARGUMENT), deprecated()],
  });
  const asServedInputField = (field: InputValueDefinitionNode): InputValueDefinitionNode =>
    isFormerArgument(field) ? { ...field, type: nullable(field.type), directives: field.directives?.filter((d) => d.name.value !== FORMER_ARGUMENT) } : field;
  const servedMutation = (mutation: FieldDefinitionNode): FieldDefinitionNode => {
    const { input, fields: inputFields, former } = inputOf(mutation, types);
    if (!input || former.length === 0) return mutation;
    const oldFormOmitsInput = inputFields.every((field) => !isRequired(field) || isFormerArgument(field));
    const servedInput = oldFormOmitsInput ? { ...input, type: nullable(input.type) } : input;
    return { ...mutation, arguments: [servedInput, ...former.map(asArgument)] };
  };
  const withServedInputs = typeDefs.map((document) => ({
    ...document,
    definitions: document.definitions
      .filter((definition) => !(definition.kind === Kind.DIRECTIVE_DEFINITION && definition.name.value === FORMER_ARGUMENT))
      .map((definition) =>
        definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION ? { ...definition, fields: definition.fields?.map(asServedInputField) } : definition,
      ),
  }));
  return mapObjectFields(withServedInputs, (typeName, field) => (typeName === 'Mutation' ? servedMutation(field) : field));
}

type Resolver = (parent: unknown, args: Record<string, unknown>, ctx: unknown, info: unknown) => unknown;

/**
 * A mutation's resolver handed `{ input }` whichever form the caller used: the former arguments it
 * sent are moved into the input. A field sent both ways, or a required one sent neither way, is
 * refused as BAD_REQUEST naming it, as the schema's own validation would have refused it before.
 */
export function takingOneInput(former: FormerArguments | undefined, resolve: Resolver): Resolver {
  if (!former) return resolve;
  return (parent, args, ctx, info) => {
    const input: Record<string, unknown> = { ...((args.input as Record<string, unknown> | null | undefined) ?? {}) };
    const faults: { field: string; message: string }[] = [];
    for (const { name, required } of former.fields) {
      if (args[name] !== undefined) {
        if (input[name] !== undefined) faults.push({ field: name, message: 'is given both as an argument and inside input; send it inside input only' });
        else input[name] = args[name];
      }
      if (required && (input[name] === undefined || input[name] === null)) faults.push({ field: name, message: 'is required' });
    }
    if (faults.length > 0)
      throw new DomainError('BAD_REQUEST', `Invalid input: ${faults.map((f) => `${f.field} ${f.message}`).join('; ')}.`, { fields: faults });
    return resolve(parent, { input }, ctx, info);
  };
}
