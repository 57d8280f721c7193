import { z } from 'zod';
import { resource } from '../../platform/resources.js';
import { Timestamp } from '../../platform/wire-formats.js';

export const SecretKeyJson = resource(
  'SecretKey',
  "A secret key of the merchant's servers (its secret shown once, when created or rolled).",
  z.object({
    id: z.string().describe('skey_…'),
    name: z.string().describe('what the key is for, e.g. "Order server"'),
    scopes: z.array(z.string()).nullable().describe("a restricted key's scopes (payment_links:read, payment_links:write, …); null: every scope"),
    hint: z.string().describe("the key's prefix and last four characters, to tell keys apart"),
    createdAt: Timestamp,
    expiresAt: Timestamp.nullable().describe('when a rolled key stops working, in real time (moving the sandbox clock does not end it sooner)'),
    revokedAt: Timestamp.nullable(),
    lastUsedAt: Timestamp.nullable().describe('to the minute'),
    rolledInto: z.string().nullable().describe('the key that replaced it, once rolled'),
  }),
);

export const RevealedSecretKeyJson = resource(
  'RevealedSecretKey',
  'A secret key with its secret: shown this once, then only its hint.',
  SecretKeyJson.extend({ secret: z.string().describe('sk_test_…, shown once') }),
);

export const RolledSecretKeyJson = resource(
  'RolledSecretKey',
  'The new key of a roll, with its secret shown once, and the key it replaced with the time it stops working.',
  z.object({ secretKey: RevealedSecretKeyJson, rolled: SecretKeyJson }),
);
