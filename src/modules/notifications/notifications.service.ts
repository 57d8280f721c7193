import { Timestamp } from '../../platform/wire-formats.js';
import { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { parseInput } from '../../platform/validation.js';
import { resource } from '../../platform/resources.js';

const CHANNELS = ['email', 'sms', 'push'] as const;
const TOPICS = ['transactions', 'promotions', 'security', 'reminders'] as const;

type Channel = (typeof CHANNELS)[number];
type ChannelPreferences = Record<(typeof TOPICS)[number], boolean>;

export interface NotificationPreferences {
  email: ChannelPreferences;
  sms: ChannelPreferences;
  push: ChannelPreferences;
  /** Null until the user first changes a preference. */
  updatedAt: Date | null;
}

// Marketing is opt-in; everything that concerns the user's money and security is on by default.
const DEFAULT_CHANNEL: ChannelPreferences = { transactions: true, promotions: false, security: true, reminders: true };

const ChannelPatch = z
  .object(
    Object.fromEntries(TOPICS.map((t) => [t, z.boolean({ error: `${t} must be true or false` }).optional()])) as Record<
      (typeof TOPICS)[number],
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict();

export const UpdatePreferencesInput = z
  .object({ email: ChannelPatch.optional(), sms: ChannelPatch.optional(), push: ChannelPatch.optional() })
  .strict()
  .refine((patch) => patch.email !== undefined || patch.sms !== undefined || patch.push !== undefined, {
    message: 'give at least one channel to change: email, sms or push',
    path: ['email'],
  });

/** GET and PUT /notifications/preferences: three channels, four topics each. */
export class NotificationsService {
  constructor(private readonly deps: { db: DB; clock: Clock }) {}

  async get(principal: UserPrincipal): Promise<NotificationPreferences> {
    const row = await this.deps.db.selectFrom('notification_preferences').selectAll().where('user_id', '=', principal.userId).executeTakeFirst();
    const stored = (row?.preferences ?? {}) as Partial<Record<Channel, Partial<ChannelPreferences>>>;
    return {
      email: { ...DEFAULT_CHANNEL, ...stored.email },
      sms: { ...DEFAULT_CHANNEL, ...stored.sms },
      push: { ...DEFAULT_CHANNEL, ...stored.push },
      updatedAt: row?.updated_at ?? null,
    };
  }

  /** Merges the given channels and topics into the stored ones; omitted ones keep their value. */
  async update(principal: UserPrincipal, rawInput: unknown): Promise<NotificationPreferences> {
    const patch = parseInput(UpdatePreferencesInput, rawInput);
    const now = this.deps.clock.now();
    await this.deps.db.transaction().execute(async (tx) => {
      const current = await tx
        .selectFrom('notification_preferences')
        .select('preferences')
        .where('user_id', '=', principal.userId)
        .forUpdate()
        .executeTakeFirst();
      const stored = (current?.preferences ?? {}) as Partial<Record<Channel, Partial<ChannelPreferences>>>;
      const merged = Object.fromEntries(CHANNELS.map((c) => [c, { ...stored[c], ...withoutUndefined(patch[c] ?? {}) }]));
      await tx
        .insertInto('notification_preferences')
        .values({ user_id: principal.userId, preferences: JSON.stringify(merged), updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ preferences: JSON.stringify(merged), updated_at: now }))
        .execute();
    });
    return this.get(principal);
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const ChannelJson = z.object(Object.fromEntries(TOPICS.map((topic) => [topic, z.boolean()])) as Record<(typeof TOPICS)[number], z.ZodBoolean>);

export const PreferencesJson = resource(
  'NotificationPreferences',
  'Which notifications the user receives, by channel.',
  z.object({
    email: ChannelJson,
    sms: ChannelJson,
    push: ChannelJson,
    updatedAt: Timestamp.nullable().describe('null until first changed'),
  }),
);
