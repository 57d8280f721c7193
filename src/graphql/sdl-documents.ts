import { type DocumentNode, type FieldDefinitionNode, Kind, type ObjectTypeDefinitionNode, type ObjectTypeExtensionNode, type TypeNode } from 'graphql';

/**
 * Walking the SDL's parsed documents, for the changes the schema served makes to the SDL as written
 * (a dated version's, the deprecated argument forms): each keeps every definition it does not change.
 */

/** The named type inside a type reference's wrappers: `[Name!]!` → `Name`. */
export const namedTypeOf = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedTypeOf(type.type));

/** A type reference without its outer non-null: `Name!` → `Name`. */
export const nullable = (type: TypeNode): TypeNode => (type.kind === Kind.NON_NULL_TYPE ? type.type : type);

/** A type reference with the named type inside its wrappers replaced. */
export function renamed(type: TypeNode, name: string): TypeNode {
  if (type.kind === Kind.NAMED_TYPE) return { ...type, name: { ...type.name, value: name } };
  return { ...type, type: renamed(type.type, name) } as TypeNode;
}

type ObjectDefinition = ObjectTypeDefinitionNode | ObjectTypeExtensionNode;

const isObjectDefinition = (definition: DocumentNode['definitions'][number]): definition is ObjectDefinition =>
  definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION;

/** The object types (declared or extended) with a field that `declares` picks, each named once per definition that has one. */
export function objectTypesDeclaring(typeDefs: readonly DocumentNode[], declares: (typeName: string, field: FieldDefinitionNode) => boolean): string[] {
  return typeDefs.flatMap((document) =>
    document.definitions.flatMap((definition) =>
      isObjectDefinition(definition) && definition.fields?.some((field) => declares(definition.name.value, field)) ? [definition.name.value] : [],
    ),
  );
}

/** Every field of `Mutation`, across the documents that declare or extend it. */
export function* mutationFields(typeDefs: readonly DocumentNode[]): Generator<FieldDefinitionNode> {
  for (const document of typeDefs)
    for (const definition of document.definitions) if (isObjectDefinition(definition) && definition.name.value === 'Mutation') yield* definition.fields ?? [];
}

/** The documents with each field of each object type (declared or extended) replaced by what `change` makes of it. */
export function mapObjectFields(
  typeDefs: readonly DocumentNode[],
  change: (typeName: string, field: FieldDefinitionNode, definition: ObjectDefinition) => FieldDefinitionNode,
): DocumentNode[] {
  return typeDefs.map((document) => ({
    ...document,
    definitions: document.definitions.map((definition) =>
      isObjectDefinition(definition) && definition.fields
        ? { ...definition, fields: definition.fields.map((field) => change(definition.name.value, field, definition)) }
        : definition,
    ),
  }));
}
