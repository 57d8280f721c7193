import { inSlices, onCommit, type Executor } from '../../db/database.js';
import { signalEventsCommitted } from './stream.js';
import type { Clock } from '../clock.js';
import { newId } from '../ids.js';
import type { ModuleEventTypes } from '../registry.js';
import type { PLATFORM_EVENTS } from './declarations.js';

export type EventType = keyof typeof PLATFORM_EVENTS | keyof ModuleEventTypes;

export interface PlatformEvent<T = unknown> {
  id: string;
  type: EventType;
  ownerId: string;
  createdAt: Date;
  data: T;
}

/** An event with its id and time, ready to be written with the change it announces. */
export function prepareEvent<T>(clock: Clock, event: { type: EventType; ownerId: string; data: T }): PlatformEvent<T> {
  return { id: newId('evt'), createdAt: clock.now(), ...event };
}

/**
 * Writes an event into the transactional outbox (design rule 6). Call it with the same transaction
 * as the change it announces: the event commits with the change or not at all.
 */
export async function recordEvent<T>(tx: Executor, clock: Clock, event: { type: EventType; ownerId: string; data: T }): Promise<PlatformEvent<T>> {
  const [recorded] = await recordEvents(tx, clock, [event]);
  return recorded!;
}

/** Writes several events in one statement (a batch's), in the caller's transaction as recordEvent does. */
export async function recordEvents<T>(
  tx: Executor,
  clock: Clock,
  events: readonly { type: EventType; ownerId: string; data: T }[],
): Promise<PlatformEvent<T>[]> {
  const recorded = events.map((event) => prepareEvent(clock, event));
  await inSlices(recorded, ROWS_PER_STATEMENT, (slice) =>
    tx
      .insertInto('events')
      .values(
        slice.map((event) => ({
          id: event.id,
          type: event.type,
          owner_id: event.ownerId,
          data: JSON.stringify(event.data),
          body: serializeEventBody(event),
          created_at: event.createdAt,
        })),
      )
      .execute(),
  );
  if (recorded.length > 0) onCommit(tx, () => signalEventsCommitted());
  return recorded;
}

/** Rows of one multi-row insert: well below PostgreSQL's 65,535 parameters a statement. */
const ROWS_PER_STATEMENT = 1000;

/** The webhook body of an event: the same object reaches webhooks and subscriptions. */
export function eventBody(event: PlatformEvent): { id: string; type: string; createdAt: string; data: unknown } {
  return { id: event.id, type: event.type, createdAt: event.createdAt.toISOString(), data: event.data };
}

/** The one serialisation of an event's body (compact JSON), stored with it and delivered as is. */
export function serializeEventBody(event: PlatformEvent): string {
  return JSON.stringify(eventBody(event));
}
