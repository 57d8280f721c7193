import type { GraphQLField, GraphQLSchema } from 'graphql';
import { MODULES } from '../generated/modules.js';
import { typeShape } from './type-shape.js';

/**
 * The codes each mutation's userErrors may carry, as its per-mutation enum declares them
 * (`CreatePaymentLinkUserErrorCode`): the ones every mutation of its kind may answer, and the ones
 * its module declares for it (DomainModule.userErrorCodes). A code answered that is not declared is
 * recorded (and the test suite fails on it), so the enums stay what the mutations really answer.
 */
export const EVERY_MUTATION_CODES = ['BAD_REQUEST'] as const;

let declared: ReadonlyMap<string, readonly string[]> | undefined;

/** Each mutation's own codes, as its module declares them: read on first use, as the modules import this file's importers. */
function declaredFor(mutation: string): readonly string[] {
  return declarations().get(mutation) ?? [];
}

/** Mutation → the codes its module declares for it. */
export function declarations(): ReadonlyMap<string, readonly string[]> {
  declared ??= new Map(MODULES.flatMap((module) => Object.entries(module.userErrorCodes ?? {})));
  return declared;
}

type AnyField = Pick<GraphQLField<unknown, unknown>, 'name' | 'args'>;

/** Whether an argument, or a field of an input object it takes, at any depth, is an ID. */
function takesAnId(schema: GraphQLSchema, field: AnyField): boolean {
  const seen = new Set<string>();
  const visit = (typeName: string): boolean => {
    if (typeName === 'ID') return true;
    if (seen.has(typeName)) return false;
    seen.add(typeName);
    const type = schema.getType(typeName);
    if (!type || !('getFields' in type) || type.constructor.name !== 'GraphQLInputObjectType') return false;
    return Object.values(type.getFields()).some((inner) => visit(typeShape(inner.type).named));
  };
  return field.args.some((argument) => visit(typeShape(argument.type).named));
}

/** Whether the mutation takes an idempotency key: as an argument, or in its input. */
function takesAKey(schema: GraphQLSchema, field: AnyField): boolean {
  const input = field.args.find((argument) => argument.name === 'input');
  const inputType = input && schema.getType(typeShape(input.type).named);
  const inputFields = inputType && 'getFields' in inputType ? Object.keys(inputType.getFields()) : [];
  return field.args.some((argument) => argument.name === 'idempotencyKey') || inputFields.includes('idempotencyKey');
}

/** The codes a mutation's userErrors may carry, in name order. */
export function userErrorCodesOf(schema: GraphQLSchema, field: AnyField): string[] {
  const codes = new Set<string>([...EVERY_MUTATION_CODES, ...declaredFor(field.name)]);
  // A mutation of an object by its id answers NOT_FOUND for an id that is not the caller's.
  if (takesAnId(schema, field)) codes.add('NOT_FOUND');
  // A key reused with other input.
  if (takesAKey(schema, field)) codes.add('IDEMPOTENCY_KEY_MISMATCH');
  return [...codes].sort();
}

/** `createPaymentLink` → `CreatePaymentLinkUserError`, the type of its typed userErrors. */
export const userErrorTypeOf = (mutation: string) => `${mutation[0]!.toUpperCase()}${mutation.slice(1)}UserError`;

/** `mutation code` pairs answered in userErrors but not declared in the mutation's enum; the test harness fails on any. */
export const undeclaredUserErrorCodes = new Set<string>();

const declaredByField = new WeakMap<object, ReadonlySet<string>>();

/** Whether `code` is declared for the mutation `field` of `schema` (remembered per field). */
export function isDeclaredUserErrorCode(schema: GraphQLSchema, field: AnyField, code: string): boolean {
  let codes = declaredByField.get(field);
  if (!codes) {
    codes = new Set(userErrorCodesOf(schema, field));
    declaredByField.set(field, codes);
  }
  return codes.has(code);
}
