/**
 * A GraphQL input's fields that were given, for a service that validates REST bodies: GraphQL's
 * null ("not given") is left out, as a REST body leaves the field out.
 */
export function presentFields(input: object | null | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== null && value !== undefined));
}
