import { type ASTNode, type GraphQLError, Kind, parse, visit } from 'graphql';
import type { FieldError } from '../platform/errors.js';

// graphql-js words a variable it cannot coerce as: Variable "$i" got invalid value 5 at "i.amount"; <why>
const INVALID_VARIABLE = /^Variable "\$(\w+)" got invalid value [\s\S]*?(?: at "([^"]+)")?; ([\s\S]*)$/;
const NOT_DEFINED = /^Field "(\w+)" is not defined by type/;
const NOT_PROVIDED = /^Field "\w+\.(\w+)" of required type "[^"]+" was not provided/;

/** The argument path to the literal value at `offset` in the document: ["input", "amount"]. */
function literalPathAt(document: string, offset: number): string[] | undefined {
  let found: string[] | undefined;
  const path: string[] = [];
  const named = (node: ASTNode) => node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD;
  visit(parse(document), {
    enter(node) {
      if (named(node)) path.push((node as { name: { value: string } }).name.value);
      if (!found && node.loc?.start === offset && (named(node) || path.length)) found = [...path];
    },
    leave(node) {
      if (named(node)) path.pop();
    },
  });
  return found;
}

/**
 * The input field a value of the wrong type sits at, which graphql-js names only inside its
 * message: a variable's path as the client wrote its variables (`i.amount`), a literal's as the
 * mutation's arguments (`input.amount`).
 */
export function coercionFields(error: GraphQLError): FieldError[] | undefined {
  const variable = INVALID_VARIABLE.exec(error.message);
  if (variable) {
    const [, name, at, why = ''] = variable;
    const undefinedField = NOT_DEFINED.exec(why)?.[1] ?? NOT_PROVIDED.exec(why)?.[1];
    return [{ field: [at ?? name, ...(undefinedField ? [undefinedField] : [])].join('.'), message: why }];
  }
  const offset = error.positions?.[0];
  if (!error.source || offset === undefined) return undefined;
  // The document parsed already: a coercion error is found after parsing, in validation.
  const path = literalPathAt(error.source.body, offset);
  if (!path?.length) return undefined;
  const missing = NOT_PROVIDED.exec(error.message)?.[1];
  return [{ field: [...path, ...(missing ? [missing] : [])].join('.'), message: error.message }];
}
