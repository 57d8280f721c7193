import { type Executor, onCommit } from './database.js';

/**
 * The channel the database announces changes to kept rows on (migrations 0076 and 0077): a
 * subject, `user:usr_…`, `account:acct_…` or `wallet:wal_…`. Named when principals were all it kept.
 */
export const KEPT_ROWS_CHANGED_CHANNEL = 'principal_changed';

/** How long a kept read serves at most, whatever was announced: a bound on any change the announcements could miss. */
const MOST_KEPT_MS = 30_000;

/** The kinds of subject an announcement names; any other payload forgets everything. */
const SUBJECT_KINDS = new Set(['user', 'account', 'wallet']);

interface Kept {
  value: unknown;
  subjects: readonly string[];
  until: number;
}

/** The reads of one kind kept in a `KeptReads`, typed: `get` answers what `keep` was given. */
export interface Shelf<T> {
  /** What is kept for `id`, if something is kept and still valid. */
  get(id: string): T | undefined;
  /** The epoch a read begins at: pass it to `keep` with what the read found. */
  begin(): number;
  /** Keeps what a read that began at `epoch` found, forgotten when any of `subjects` is announced; nothing if a change was announced since `epoch`. */
  keep(id: string, subjects: readonly string[], value: T, epoch: number): void;
  /**
   * What is kept for `id`, else what `read` finds, kept under the subjects `subjectsOf` names for
   * it (none: not kept, as a read that found nothing). The read's epoch is taken before it starts.
   */
  through(id: string, read: () => Promise<T>, subjectsOf: (found: T) => readonly string[] | undefined): Promise<T>;
}

/**
 * Reads this process keeps between requests, because the round trip to read them again cost a
 * request more than anything else it did: the principal of a signed-in request (its user, wallet
 * and account's sandbox clock), the parties of a transfer (both wallets, their accounts, the
 * sender's KYC tier), a merchant's developer account, and the wallet and account a sandbox top-up
 * pays into. At 16 clients each was about a fifth of a transfer's CPU.
 *
 * A read is kept only while the process listens to the database's announcements of changes (its
 * liveness connection LISTENs on the channel above) and is forgotten when a subject it was read
 * from is announced, when the process makes such a change itself (at once, before answering), and
 * whenever the listening stops or starts again (what was announced meanwhile is unknown). Nothing
 * kept decides money on its own: the ledger call checks balances, caps and closed accounts again.
 *
 * A read that began before a change and ends after it must not keep what it read: each
 * announcement moves an epoch, and a read keeps its answer only if the epoch it began at is still
 * the current one.
 */
export class KeptReads {
  private readonly kept = new Map<string, Kept>();
  private readonly keysBySubject = new Map<string, Set<string>>();
  private epoch = 0;
  private listening = false;

  constructor(
    private readonly mostEntries: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The reads of one kind (`kind` keeps their keys apart from other kinds'). */
  shelf<T>(kind: string): Shelf<T> {
    return {
      get: (id) => this.get(`${kind}:${id}`) as T | undefined,
      begin: () => this.epoch,
      keep: (id, subjects, value, epoch) => this.keep(`${kind}:${id}`, subjects, value, epoch),
      through: async (id, read, subjectsOf) => {
        const key = `${kind}:${id}`;
        const kept = this.get(key);
        if (kept !== undefined) return kept as T;
        const epoch = this.epoch;
        const found = await read();
        const subjects = subjectsOf(found);
        if (subjects) this.keep(key, subjects, found, epoch);
        return found;
      },
    };
  }

  private get(key: string): unknown {
    const kept = this.kept.get(key);
    if (kept === undefined) return undefined;
    if (kept.until > this.now()) return kept.value;
    this.forget(key);
    return undefined;
  }

  private keep(key: string, subjects: readonly string[], value: unknown, epoch: number): void {
    if (!this.listening || epoch !== this.epoch || this.mostEntries <= 0) return;
    this.forget(key);
    if (this.kept.size >= this.mostEntries) this.forget(this.kept.keys().next().value as string);
    this.kept.set(key, { value, subjects, until: this.now() + MOST_KEPT_MS });
    for (const subject of subjects) {
      const keys = this.keysBySubject.get(subject);
      if (keys) keys.add(key);
      else this.keysBySubject.set(subject, new Set([key]));
    }
  }

  private forget(key: string): void {
    const kept = this.kept.get(key);
    if (kept === undefined) return;
    this.kept.delete(key);
    for (const subject of kept.subjects) {
      const keys = this.keysBySubject.get(subject);
      keys?.delete(key);
      if (keys?.size === 0) this.keysBySubject.delete(subject);
    }
  }

  /** An announcement from the database (a subject such as `user:usr_…`), or this process's own change. */
  changed(subject: string): void {
    this.epoch++;
    if (SUBJECT_KINDS.has(subject.slice(0, subject.indexOf(':')))) for (const key of this.keysBySubject.get(subject) ?? []) this.forget(key);
    else this.forgetAll();
  }

  /**
   * This process changed what kept reads come from (`user:…`, `account:…`, `wallet:…`) in
   * `executor`'s transaction: forgotten as it commits, so the next request here reads the change,
   * without waiting for the database's announcement (which other processes go by).
   */
  forgetOnCommit(executor: Executor, subject: string): void {
    onCommit(executor, () => this.changed(subject));
  }

  /** The announcements start or stop reaching this process: what is kept may have changed unannounced. */
  listen(listening: boolean): void {
    this.epoch++;
    this.forgetAll();
    this.listening = listening;
  }

  private forgetAll(): void {
    this.kept.clear();
    this.keysBySubject.clear();
  }

  get isListening(): boolean {
    return this.listening;
  }

  /** How many reads are kept, of every kind. */
  get size(): number {
    return this.kept.size;
  }
}
