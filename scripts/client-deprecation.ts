/**
 * What a library says of an operation the document marks `deprecated: true`: one sentence with the
 * removal date (`x-sunset`) and the replacement, from the description the server writes for it
 * ("**Deprecated** on …, removal on …: use … instead."). Each library's generator marks the member
 * in its language's own way with it.
 */
export interface DeprecatedOperation {
  deprecated?: boolean;
  'x-sunset'?: string;
  description?: string;
}

export function deprecationNote(operation: DeprecatedOperation): string | undefined {
  if (!operation.deprecated) return undefined;
  const stated = /^\*\*Deprecated\*\* ([^\n]*?\.)\s*(?:\n|$)/.exec(operation.description ?? '')?.[1];
  const note = stated ? `Deprecated ${stated}` : `Deprecated${operation['x-sunset'] ? `: removal on ${operation['x-sunset']}` : ''}.`;
  // Safe inside every language's comment and string literal the generators write it into.
  return note.replace(/\*\//g, '* /').replace(/["'\\`$]/g, '');
}
