/**
 * A schema type's shape read from its printed SDL form ("[Loan!]!"), once per type object: the
 * request checks (cost, list bounds) ask it of the same few types on every request, and printing
 * a wrapped type builds its string anew each time. Types are read by their printed form, not with
 * graphql's instanceof helpers: the schema may come from another copy of the graphql module than
 * this file's (@graphql-tools builds it with its own import), and those helpers refuse, or
 * misjudge, a type of another copy.
 */
export interface TypeShape {
  /** The named type inside any wrappers ("Loan"). */
  named: string;
  /** The outermost wrapper is a list. */
  list: boolean;
  /** The outermost wrapper is non-null. */
  nonNull: boolean;
}

const shapes = new WeakMap<object, TypeShape>();

export function typeShape(type: object): TypeShape {
  let shape = shapes.get(type);
  if (shape === undefined) {
    const printed = String(type);
    shape = { named: printed.replace(/[[\]!]/g, ''), list: printed.startsWith('['), nonNull: printed.endsWith('!') };
    shapes.set(type, shape);
  }
  return shape;
}
