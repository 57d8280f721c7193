import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './database.js';

/** Stands for the caller's value while the query is compiled; never sent. */
const PLACEHOLDER = '\u0000compiled-once-placeholder\u0000';

/**
 * A query on every request's path, compiled by Kysely once instead of on each call: `build` makes
 * it with a placeholder for its one value, and each run binds the caller's value to the same SQL
 * text (which the connection has prepared, see prepared-statements.ts). Kysely's building and
 * compiling was a twentieth of a simple request's CPU.
 */
export function compiledOnce<R>(build: (value: string) => Compilable<R>): (executor: Executor, value: string) => Promise<R[]> {
  let compiled: { query: CompiledQuery<R>; at: number } | undefined;
  return async (executor, value) => {
    if (!compiled) {
      const query = build(PLACEHOLDER).compile();
      const at = query.parameters.indexOf(PLACEHOLDER);
      if (at < 0 || query.parameters.lastIndexOf(PLACEHOLDER) !== at) throw new Error('compiledOnce: the query must use its value exactly once');
      compiled = { query, at };
    }
    const parameters = [...compiled.query.parameters];
    parameters[compiled.at] = value;
    const result = await executor.executeQuery<R>({ ...compiled.query, parameters });
    return result.rows;
  };
}
