import pg from 'pg';

/** How often a statement text runs unnamed before connections prepare it. */
const RUNS_BEFORE_PREPARING = 3;
/** Most statement texts prepared, process-wide (each connection prepares those it runs). */
const MAX_PREPARED = 400;
/** Most texts counted while waiting for their runs; the count starts over past it. */
const MAX_COUNTED = 5_000;

const preparedNames = new Map<string, string>();
const runsOfText = new Map<string, number>();

/** The prepared-statement name of a parameterised statement text, once it has run often enough. */
function nameFor(text: string): string | undefined {
  const known = preparedNames.get(text);
  if (known !== undefined || preparedNames.size >= MAX_PREPARED) return known;
  const runs = (runsOfText.get(text) ?? 0) + 1;
  if (runs < RUNS_BEFORE_PREPARING) {
    if (runsOfText.size >= MAX_COUNTED) runsOfText.clear();
    runsOfText.set(text, runs);
    return undefined;
  }
  runsOfText.delete(text);
  const name = `pp_${preparedNames.size + 1}`;
  preparedNames.set(text, name);
  return name;
}

/**
 * After a migration from another process changes a table's columns, a statement prepared before it
 * that reads `*` fails on every run ("cached plan must not change result type"); the connection
 * drops it and prepares it again.
 */
function isStalePlan(error: unknown): boolean {
  return error instanceof Error && (error as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(error.message);
}

/**
 * A connection prepares each statement text the application keeps running (Kysely's queries, whose
 * values are always parameters) and from then on only binds and executes it: PostgreSQL parses,
 * analyses, rewrites and plans every statement sent unnamed, which was most of its work per
 * transfer (perf under `npm run bench:ledger`). Texts seen only once or twice (one-off statements)
 * stay unnamed, and the names are capped, so a connection holds a bounded set of statements.
 * Statements without parameters go through as they are: they may hold several commands (migrations).
 */
export function prepareRepeatedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const parsed = (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements;
  const stale = new Set<string>();
  const forget = async (name: string) => {
    await query(`DEALLOCATE ${name}`);
    delete parsed[name];
    stale.delete(name);
  };
  // A query object made here rather than a config object: node-postgres copies a config object
  // property by property on every run (about 3 µs a statement under load), a text it takes as is.
  const submit = query as unknown as (submittable: pg.Query) => void;
  const named = (name: string, text: string, values: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      const submitted = new pg.Query(text, values, (error: Error | undefined, result: unknown) => (error ? reject(error) : resolve(result)));
      (submitted as { name?: string }).name = name;
      submit(submitted);
    });
  const runPrepared = async (name: string, text: string, values: unknown[]): Promise<unknown> => {
    if (stale.has(name)) await forget(name);
    try {
      return await named(name, text, values);
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      stale.add(name);
      // Outside a transaction nothing was written: run it again, prepared anew. Inside one, the
      // transaction has failed; the statement is prepared again on its next run.
      if (client.getTransactionStatus() !== 'I') throw error;
      await forget(name);
      return named(name, text, values);
    }
  };
  (client as { query: unknown }).query = (first: unknown, ...rest: unknown[]) => {
    const values = rest[0];
    if (typeof first === 'string' && rest.length === 1 && Array.isArray(values) && values.length > 0) {
      const name = nameFor(first);
      if (name !== undefined) return runPrepared(name, first, values);
    }
    return query(first, ...rest);
  };
}
