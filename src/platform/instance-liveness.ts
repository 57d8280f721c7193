import type pg from 'pg';
import type { Executor } from '../db/database.js';
import { databaseClient } from '../db/primary.js';
import { sql } from 'kysely';
import { randomBase62 } from './ids.js';

const lockOf = (instance: string) => sql`hashtextextended(${`instance:${instance}`}, 0)`;

/** What hears a channel's notifications, and whether they reach this process at all. */
export interface ChannelListener {
  notified(payload: string): void;
  /** True once the channel is listened to (again), false when the connection is lost or closed. */
  listening(listening: boolean): void;
}

/**
 * Whether the server process that claimed something is still running, told by PostgreSQL: each
 * process holds a session advisory lock named after it on a connection of its own for as long as it
 * lives. PostgreSQL releases it the moment that connection ends, a killed process's included, so a
 * lock another session can take is the lock of a process that is gone. No timer and no heartbeat:
 * a slow process is alive, a dead one is dead at once.
 *
 * The same connection carries the process's LISTENs (`listen`), which live and die with it.
 */
export class InstanceLiveness {
  readonly id = `srv_${randomBase62(16)}`;
  private client: pg.Client | undefined;
  private stopped = false;
  private holding: Promise<void> | undefined;
  private readonly channels = new Map<string, ChannelListener>();

  constructor(private readonly connectionString: string) {}

  /** Takes this process's lock (again after its connection is lost, as PostgreSQL returns). */
  start(): Promise<void> {
    this.holding ??= this.hold();
    return this.holding;
  }

  private async hold(): Promise<void> {
    for (let delay = 100; !this.stopped; delay = Math.min(delay * 2, 2_000)) {
      const client = databaseClient(this.connectionString, { application_name: `payments-platform liveness ${this.id}` });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [`instance:${this.id}`]);
        client.on('notification', (message) => this.channels.get(message.channel)?.notified(message.payload ?? ''));
        for (const channel of this.channels.keys()) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
        this.client = client;
        for (const listener of this.channels.values()) listener.listening(true);
        client.once('end', () => {
          this.client = undefined;
          this.holding = undefined;
          for (const listener of this.channels.values()) listener.listening(false);
          if (!this.stopped) void this.start();
        });
        return;
        // biome-ignore lint/plugin: PostgreSQL not (yet) reachable: try again shortly, the process goes on meanwhile.
      } catch {
        // biome-ignore lint/plugin: the connection that failed is closed as far as it can be; the loop tries a new one.
        await client.end().catch(() => undefined);
        await new Promise((r) => setTimeout(r, delay).unref());
      }
    }
  }

  /** Hears `channel` on this process's connection from its next (re)connection on; call it before `start`. */
  listen(channel: string, listener: ChannelListener): void {
    this.channels.set(channel, listener);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const listener of this.channels.values()) listener.listening(false);
    // biome-ignore lint/plugin: a connection already lost needs no closing; PostgreSQL let the lock go with it.
    await this.client?.end().catch(() => undefined);
  }

  /** Whether the process named `instance` still runs (this one always does). */
  async isAlive(executor: Executor, instance: string | null): Promise<boolean> {
    if (instance === null) return false;
    if (instance === this.id) return true;
    // A shared, transaction-scoped try: granted unless the process holds its lock (exclusive), and
    // released with the transaction. Shared, so checks of one process at once never see each other's
    // try as the process: an exclusive try made two retries of one dead process's keys take it for alive.
    const { rows } = await sql<{ free: boolean }>`SELECT pg_try_advisory_xact_lock_shared(${lockOf(instance)}) AS free`.execute(executor);
    return rows[0]?.free === false;
  }
}
