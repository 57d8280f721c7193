import type { ModuleIdPrefixes } from './registry.js';
import { createHash, randomBytes, randomFillSync, timingSafeEqual } from 'node:crypto';

/** The alphabet of ids (and of keyed-request.ts's derived entry ids). */
export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// Random bytes drawn from the system a pool at a time: one call per id cost a system call each,
// and a batch of 5,000 items spent 27 ms of the event loop in them.
const pool = Buffer.alloc(8192);
let poolOffset = pool.length;

function randomByte(): number {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  return pool[poolOffset++]!;
}

/** Uniform random base62 text; bytes that would bias the alphabet are skipped. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < 248) out += BASE62[byte % 62];
  }
  return out;
}

/** The platform's own prefixes; modules declare theirs in their manifest (platform/registry.ts). */
export const PLATFORM_ID_PREFIXES = { evt: 'Event', mail: 'SandboxMail', sms: 'SandboxSms' } as const;

export type IdPrefix = keyof typeof PLATFORM_ID_PREFIXES | keyof ModuleIdPrefixes;

/** Opaque prefixed identifiers (design rule 11): `usr_…`, `wal_…`, `evt_…`. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase62(22)}`;
}

/** A random secret shown once; only its hash is stored. */
export function newSecret(bytes = 16): string {
  return randomBytes(bytes).toString('hex');
}

/** High-entropy secrets (keys, tokens) are looked up by a fast hash; passwords use scrypt instead. */
export function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

export function secretsEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The last characters of a key, enough for a person to tell keys apart in a dashboard. */
export function secretHint(secret: string): string {
  return `…${secret.slice(-4)}`;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
