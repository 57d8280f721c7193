import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { withoutTransactionFence } from '../db/database.js';
import { BASE62 } from './ids.js';

/** A request running under an Idempotency-Key: what its writes need to know of it. */
interface KeyedRun {
  ref: string;
  firstEntryTaken: boolean;
}

const keyedRuns = new AsyncLocalStorage<KeyedRun>();

/**
 * The id of the first journal entry a keyed request writes, the same on every run of it: derived
 * from the key's scope and value. A second run of a request whose first one committed its entry
 * collides with it on the primary key, so money cannot move twice however the runs interleave,
 * and whether a request's money moved is one look-up by id (idempotency.ts recovers keys with it).
 */
export function firstEntryIdOf(use: string): string {
  let n = BigInt(`0x${createHash('sha256').update(`first-entry:${use}`).digest('hex').slice(0, 32)}`);
  let id = '';
  for (let i = 0; i < 22; i++) {
    id += BASE62[Number(n % 62n)];
    n /= 62n;
  }
  return `je_${id}`;
}

/** Runs a keyed request's work with its reference in context. */
export function runKeyed<T>(ref: string, work: () => Promise<T>): Promise<T> {
  return keyedRuns.run({ ref, firstEntryTaken: false }, work);
}

/** The id for the next journal entry written in this flow: the keyed request's first entry's, once; otherwise none (a random one). */
export function keyedEntryId(): string | undefined {
  const run = keyedRuns.getStore();
  if (!run || run.firstEntryTaken) return undefined;
  run.firstEntryTaken = true;
  return firstEntryIdOf(run.ref);
}

/** Work that is not the keyed request's own (background jobs run from inside a request), out of its context. */
export function outsideKeyedRequest<T>(work: () => T): T {
  return keyedRuns.exit(() => withoutTransactionFence(work));
}
