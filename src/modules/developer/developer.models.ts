import { modelFromRow } from '../../platform/model-from-row.js';
import { Timestamp } from '../../platform/wire-formats.js';
import { z } from 'zod';
import type { Plan } from '../../db/tables.js';
import type { ApiKeyRow, ApiUserRow, DeveloperAccountRow, KeyProduct, SubscriptionKeyRow } from './developer.tables.js';
import { resource } from '../../platform/resources.js';
import type { ModelOf } from '../../platform/wire-formats.js';

export type DeveloperAccountModel = ModelOf<typeof DeveloperAccountJson> & {
  ownerUserId: string;
  updatedAt: Date;
};

export type SubscriptionKeyModel = ModelOf<typeof KeyInfoJson>;

export interface ApiUserModel {
  id: string;
  accountId: string;
  providerCallbackHost: string;
  createdAt: Date;
}

export interface ApiKeyModel {
  id: string;
  hint: string;
  createdAt: Date;
  expiresAt: Date | null;
  /** Whether it still works, on the account's clock when it was read. */
  active: boolean;
}

/** What a request's subscription key tells: the calling account and its limits. */
export interface ClientAccount {
  accountId: string;
  plan: Plan;
  limits: { perMinute: number; perDay: number };
  /** What the key sent opens: `app` (publishable) or one mobile money product. */
  product: KeyProduct;
  /** The dated API version the account is pinned to. */
  apiVersion: string;
}

/** How long an upgrade of the account's API version can be undone, as Stripe allows: 72 hours. */
export const API_VERSION_ROLLBACK_MS = 72 * 3600_000;

export const toAccountModel = (r: DeveloperAccountRow): DeveloperAccountModel => ({
  ...modelFromRow(DeveloperAccountJson, r, {
    rateLimits: { perMinute: r.rate_per_minute, perDay: r.rate_per_day },
    apiVersionRollback:
      r.api_version_before_upgrade && r.api_version_upgraded_at
        ? { version: r.api_version_before_upgrade, until: new Date(r.api_version_upgraded_at.getTime() + API_VERSION_ROLLBACK_MS) }
        : null,
  }),
  ownerUserId: r.owner_user_id,
  updatedAt: r.updated_at,
});

const isActive = (expiresAt: Date | null, now: Date) => expiresAt === null || expiresAt > now;

export const toSubscriptionKeyModel = (r: SubscriptionKeyRow, now: Date): SubscriptionKeyModel => {
  const active = isActive(r.expires_at, now);
  return modelFromRow(KeyInfoJson, r, { hint: r.key_hint, value: active ? r.key_value : null, active });
};

export const toApiUserModel = (r: ApiUserRow): ApiUserModel => ({
  id: r.id,
  accountId: r.account_id,
  providerCallbackHost: r.provider_callback_host,
  createdAt: r.created_at,
});

export const toApiKeyModel = (r: ApiKeyRow, now: Date): ApiKeyModel => ({
  id: r.id,
  hint: r.key_hint,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  active: isActive(r.expires_at, now),
});

export const DeveloperAccountJson = resource(
  'DeveloperAccount',
  'A developer account: its plan, rate limits and keys.',
  z.object({
    id: z.string().describe('acct_…'),
    name: z.string(),
    plan: z.enum(['SANDBOX', 'STARTER', 'BUSINESS', 'ENTERPRISE']),
    rateLimits: z.object({ perMinute: z.number().int(), perDay: z.number().int() }),
    apiVersion: z
      .string()
      .meta({ format: 'date', examples: ['2026-11-21'] })
      .describe("the dated API version REST answers and events are shaped in, unless a request's Payments-Version header names another"),
    apiVersionRollback: z
      .object({ version: z.string().meta({ format: 'date' }), until: Timestamp })
      .nullable()
      .describe('after an upgrade, the version it left and until when it can be restored (72 hours); null otherwise'),
    createdAt: Timestamp,
  }),
);

/** A key without its secret: enough for a person to tell keys apart. */
export const KeyInfoJson = resource(
  'SubscriptionKey',
  'A subscription key of the account: the app key is publishable, so readable whole while active; product keys are shown once.',
  z.object({
    id: z.string(),
    product: z.enum(['app', 'collection', 'disbursement', 'remittance']).describe('what the key opens: app (publishable) or one mobile money product'),
    hint: z.string().describe('the last characters'),
    value: z
      .string()
      .nullable()
      .describe(
        'the whole app key while it is active: publishable, as it ships inside apps (null for the product keys, which are secrets shown once, once expired, and for keys made before values were kept)',
      ),
    createdAt: Timestamp,
    expiresAt: Timestamp.nullable().describe('set once the key was rotated: it stops working then'),
    active: z.boolean(),
  }),
);

/** The GraphQL ApiKeyInfo describes an API key without its secret. */
export type ApiKeyInfoModel = ApiKeyModel;
