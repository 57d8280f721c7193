import { type Executor, onCommit } from '../db/database.js';

/** A credential that has just stopped working: a secret key (revoked, or rolled with no grace), or every session of a user. */
export type EndedCredential = { kind: 'secretKey'; id: string } | { kind: 'user'; userId: string };

/**
 * Tells whatever holds live connections (graphql-ws sockets) that a credential ended, as the change
 * commits and before it is answered, so nothing opened with it is served after the answer. Other
 * server processes learn it from the database's announcement and their sockets' sweep.
 */
export class LiveConnections {
  private readonly listeners = new Set<(ended: EndedCredential) => void>();
  private readonly announcementListeners = new Set<(subject: string) => void>();

  /** Hears every credential that ends in this process; answers a function that stops hearing. */
  onEnded(listener: (ended: EndedCredential) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  ended(ended: EndedCredential): void {
    for (const listener of this.listeners) listener(ended);
  }

  /** Hears the database's announcements of changed users (`user:usr_…`), which another process's sign-out or key revocation makes. */
  onAnnounced(listener: (subject: string) => void): () => void {
    this.announcementListeners.add(listener);
    return () => this.announcementListeners.delete(listener);
  }

  announced(subject: string): void {
    for (const listener of this.announcementListeners) listener(subject);
  }

  /** The credential ends in `executor`'s transaction: told as it commits. */
  endedOnCommit(executor: Executor, ended: EndedCredential): void {
    onCommit(executor, () => this.ended(ended));
  }
}
