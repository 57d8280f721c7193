import { type Executor, onCommit } from '../../db/database.js';

/** The channel the database announces principal changes on (migration 0076: `user:usr_…`, `account:acct_…`). */
export const PRINCIPAL_CHANGED_CHANNEL = 'principal_changed';

/** How long a kept principal serves at most, whatever was announced: a bound on any change the announcements could miss. */
const MOST_KEPT_MS = 30_000;

interface Kept<T> {
  value: T;
  accountId: string | null;
  until: number;
}

/**
 * The principals this process read for signed-in requests, kept between requests: every request
 * read its user (the token's version, the profile, the wallet, the account's sandbox clock) in a
 * round trip of its own, which at 16 clients cost a transfer about a fifth of its CPU. A principal
 * is kept only while the process listens to the database's announcements of changes (its
 * liveness connection LISTENs on `principal_changed`), and is forgotten when its user or account
 * is announced, when the process makes such a change itself (at once, before answering), and
 * whenever the listening stops or starts again (what was announced meanwhile is unknown).
 *
 * A read that began before a change and ends after it must not keep what it read: each
 * announcement moves an epoch, and a read keeps its answer only if the epoch it began at is still
 * the current one.
 */
export class PrincipalCache<T> {
  private readonly kept = new Map<string, Kept<T>>();
  private epoch = 0;
  private listening = false;

  constructor(
    private readonly mostEntries: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The principal kept for `userId`, if one is kept and still valid. */
  get(userId: string): T | undefined {
    const kept = this.kept.get(userId);
    if (kept === undefined) return undefined;
    if (kept.until > this.now()) return kept.value;
    this.kept.delete(userId);
    return undefined;
  }

  /** The epoch a read begins at: pass it to `keep` with what the read found. */
  begin(): number {
    return this.epoch;
  }

  /** Keeps what a read that began at `epoch` found, unless a change was announced since. */
  keep(userId: string, accountId: string | null, value: T, epoch: number): void {
    if (!this.listening || epoch !== this.epoch || this.mostEntries <= 0) return;
    if (this.kept.size >= this.mostEntries && !this.kept.has(userId)) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(userId, { value, accountId, until: this.now() + MOST_KEPT_MS });
  }

  /** An announcement from the database (`user:…` or `account:…`), or this process's own change. */
  changed(payload: string): void {
    this.epoch++;
    const [kind, id] = [payload.slice(0, payload.indexOf(':')), payload.slice(payload.indexOf(':') + 1)];
    if (kind === 'user') this.kept.delete(id);
    else if (kind === 'account') {
      for (const [userId, kept] of this.kept) if (kept.accountId === id) this.kept.delete(userId);
    } else this.kept.clear();
  }

  /**
   * This process changed what a principal is read from (`user:…`, `account:…`) in `executor`'s
   * transaction: forgotten as it commits, so the next request here reads the change, without
   * waiting for the database's announcement (which other processes go by).
   */
  forgetOnCommit(executor: Executor, payload: string): void {
    onCommit(executor, () => this.changed(payload));
  }

  /** The announcements start or stop reaching this process: what is kept may have changed unannounced. */
  listen(listening: boolean): void {
    this.epoch++;
    this.kept.clear();
    this.listening = listening;
  }

  get isListening(): boolean {
    return this.listening;
  }
}
