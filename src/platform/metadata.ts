import { type ColumnType, type Selectable, sql } from 'kysely';
import { z } from 'zod';
import { type DB, inTransaction, type Tx } from '../db/database.js';
import type { Database } from '../db/tables.js';
import { badRequest, notFound } from './errors.js';

/**
 * A merchant's own data on an object, as Stripe's metadata: a flat map of string keys to string
 * values, at most 50 keys, keys up to 40 characters without `[` or `]`, values up to 500. The
 * database holds the same limits (migration 0084, `metadata_is_valid`), so no path that forgets
 * this schema can store more.
 */
export type Metadata = Record<string, string>;

/** The jsonb column as read (the map), written (JSON text, or metadataColumn) and updated. */
export type MetadataColumn = ColumnType<Metadata, string | undefined, string>;

export const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 } as const;

const MetadataKey = z
  .string()
  .min(1, 'a key must be 1-40 characters')
  .max(METADATA_LIMITS.keyLength, 'a key must be 1-40 characters')
  .refine((key) => !/[[\]]/.test(key), 'a key cannot hold [ or ]');

const MetadataValue = z
  .string({ error: 'a metadata value must be a string' })
  .max(METADATA_LIMITS.valueLength, `a metadata value must be at most ${METADATA_LIMITS.valueLength} characters`);

/** Metadata given with a create or an update: an empty value unsets its key (on a create, it is not set). */
export const MetadataInput = z
  .record(MetadataKey, MetadataValue, { error: 'metadata must be an object of string keys to string values' })
  .refine((map) => Object.keys(map).length <= METADATA_LIMITS.keys, `metadata holds at most ${METADATA_LIMITS.keys} keys`)
  .describe('your own data on the object: up to 50 keys (1-40 characters, no [ or ]) of string values up to 500 characters; an empty value unsets its key');

/** Metadata as answers carry it: every object that takes it has it, `{}` when none. */
export const MetadataJson = z
  .record(z.string(), z.string())
  .describe('your own data on the object, as you set it: a flat map of string keys to string values (`{}` when none)');

/**
 * The metadata after an update: each key given is set, or unset when its value is empty; the keys
 * not given stay. The result is held to the 50 keys, named as `field` when it passes them.
 */
export function mergedMetadata(current: Metadata, changes: Metadata | undefined, field = 'metadata'): Metadata {
  if (!changes) return current;
  const merged: Metadata = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  if (Object.keys(merged).length > METADATA_LIMITS.keys)
    throw badRequest(`Invalid request: ${field}: would hold more than ${METADATA_LIMITS.keys} keys`, [
      { field, message: `would hold more than ${METADATA_LIMITS.keys} keys; unset some with an empty value` },
    ]);
  return merged;
}

/** The metadata a create stores: empty values are unset keys, so they are not set. */
export function createdMetadata(given: Metadata | undefined): Metadata {
  return mergedMetadata({}, given);
}

/** The tables whose rows carry metadata. */
export type MetadataTable = {
  [T in keyof Database]: Database[T] extends { metadata: MetadataColumn } ? T : never;
}[keyof Database];

/**
 * Who owns an object: a developer account's (a merchant's objects), a user's (a sender's
 * transfers, a requester's payment requests), or a parent's its owner was checked on (a payroll
 * batch's items).
 */
export type MetadataOwner = { column: 'account_id' | 'user_id' | 'requester_user_id' | 'batch_id'; id: string };

/** One owner's object whose metadata a change merges into. */
export interface MetadataTarget<T extends MetadataTable> {
  table: T;
  id: string;
  owner: MetadataOwner;
  /** What a missing object is called in the NOT_FOUND answer. */
  resource: string;
  changes: Metadata | undefined;
}

/**
 * The object's metadata with the changes merged in, as JSON text to store, its row locked in `tx`
 * until the transaction ends, so two concurrent changes both land; another owner's object, or none,
 * is `resource` not found.
 */
export async function lockedMetadataMerge<T extends MetadataTable>(tx: Tx, object: MetadataTarget<T>): Promise<string> {
  const { rows } = await sql<{ metadata: Metadata }>`
    SELECT metadata FROM ${sql.table(object.table)} WHERE id = ${object.id} AND ${sql.ref(object.owner.column)} = ${object.owner.id} FOR UPDATE`.execute(tx);
  if (!rows[0]) throw notFound(object.resource);
  return JSON.stringify(mergedMetadata(rows[0].metadata, object.changes));
}

/**
 * Sets the keys given on an owner's object (an empty value unsets one) and announces the change
 * through `announce`, in one transaction (lockedMetadataMerge).
 */
export async function updateMetadataOf<T extends MetadataTable>(
  db: DB,
  object: MetadataTarget<T> & { updatedAt?: Date },
  announce: (tx: Tx, updated: Selectable<Database[T]>) => Promise<unknown>,
): Promise<Selectable<Database[T]>> {
  return inTransaction(db, async (tx) => {
    const metadata = await lockedMetadataMerge(tx, object);
    const touched = object.updatedAt ? sql`, updated_at = ${object.updatedAt}` : sql``;
    const updated = await sql<
      Selectable<Database[T]>
    >`UPDATE ${sql.table(object.table)} SET metadata = ${metadata}::jsonb${touched} WHERE id = ${object.id} RETURNING *`.execute(tx);
    await announce(tx, updated.rows[0]!);
    return updated.rows[0]!;
  });
}

/** GraphQL's form: entries in key order, so two reads of the same map compare equal. */
export interface MetadataEntry {
  key: string;
  value: string;
}

export function metadataEntries(metadata: Metadata | null | undefined): MetadataEntry[] {
  return Object.entries(metadata ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => ({ key, value }));
}

/** GraphQL's input entries as the map the services take; a key given twice is refused rather than one silently winning. */
export function metadataFromEntries(entries: readonly MetadataEntry[] | null | undefined, field = 'metadata'): Metadata | undefined {
  if (entries == null) return undefined;
  const map: Metadata = {};
  for (const { key, value } of entries) {
    if (Object.hasOwn(map, key))
      throw badRequest(`Invalid request: ${field}: the key ${key} is given twice`, [{ field, message: `the key ${key} is given twice` }]);
    map[key] = value;
  }
  return map;
}

/** What a GraphQL update mutation passes its service: the metadata changes its entries name, or nothing when it names none. */
export function metadataUpdateOf(entries: readonly MetadataEntry[] | null | undefined): { metadata?: Metadata } {
  const metadata = metadataFromEntries(entries);
  return metadata === undefined ? {} : { metadata };
}
