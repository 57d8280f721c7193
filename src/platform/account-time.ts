import { AsyncLocalStorage } from 'node:async_hooks';
import type { Executor } from '../db/database.js';
import type { Clock } from './clock.js';

/** Whose time a flow runs on: a developer account's sandbox clock, ahead of the wall clock by `offsetMs`. */
export interface AccountTime {
  accountId: string | null;
  offsetMs: number;
}

const currentAccountTime = new AsyncLocalStorage<AccountTime>();

/**
 * The clock domain code reads (design rule 7), on the sandbox clock of the developer account the
 * current flow belongs to: a request runs on its caller's account, a job or a webhook attempt on
 * its object's account. Each account's clock is the wall clock plus an offset kept in PostgreSQL
 * (sandbox_clocks), so every process reads one clock; `POST /sandbox/clock/advance` moves it.
 * Outside any account's flow (sign-in, rate limits, leases), time is the wall clock's.
 */
export class AccountClock implements Clock {
  constructor(readonly wall: Clock) {}

  now(): Date {
    const offsetMs = currentAccountTime.getStore()?.offsetMs ?? 0;
    const wall = this.wall.now();
    return offsetMs === 0 ? wall : new Date(wall.getTime() + offsetMs);
  }

  /** Real time, for what must not follow a sandbox clock: leases, signature timestamps, token lifetimes. */
  wallNow(): Date {
    return this.wall.now();
  }

  /** The developer account the current flow runs for, if any: jobs it schedules belong to it. */
  accountId(): string | null {
    return currentAccountTime.getStore()?.accountId ?? null;
  }

  /** Runs `work` on an account's clock; everything it awaits or starts reads that time. */
  run<T>(time: AccountTime, work: () => T): T {
    return currentAccountTime.run(time, work);
  }

  /**
   * Runs `work` on the clock of the account a user belongs to: an administrator acting on that
   * user's objects (resolving a dispute, reversing a transfer) writes on the objects' time, not on
   * the wall clock, so nothing they stamp comes before what it answers.
   */
  async runForUser<T>(executor: Executor, userId: string, work: () => Promise<T>): Promise<T> {
    const user = await executor.selectFrom('users').select('developer_account_id').where('id', '=', userId).executeTakeFirst();
    return this.run(await readAccountTime(executor, user?.developer_account_id ?? null), work);
  }

  /**
   * Runs `work` in a scope whose account is filled in once known (a request learns its caller's
   * account after authenticating, yet its handlers must run inside the scope).
   */
  runToBeKnown<T>(work: (settle: (time: AccountTime) => void) => T): T {
    const time: AccountTime = { accountId: null, offsetMs: 0 };
    return currentAccountTime.run(time, () => work((known) => Object.assign(time, known)));
  }
}

/** An account's clock as PostgreSQL holds it now: every process reads the same one. */
export async function readAccountTime(executor: Executor, accountId: string | null): Promise<AccountTime> {
  if (accountId === null) return { accountId: null, offsetMs: 0 };
  const row = await executor.selectFrom('sandbox_clocks').select('offset_ms').where('account_id', '=', accountId).executeTakeFirst();
  return { accountId, offsetMs: Number(row?.offset_ms ?? 0) };
}
