import { Timestamp } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { modelFromRow } from '../../platform/model-from-row.js';
import { inTransaction, uniqueViolation, type DB } from '../../db/database.js';
import { createdMetadata, lockedMetadataMerge, MetadataInput, MetadataJson } from '../../platform/metadata.js';
import type { RecipientRow } from './recipients.tables.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { conflict, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { keysetOrder, type Page } from '../../platform/pagination.js';
import { fields, parseInput } from '../../platform/validation.js';
import { resource } from '../../platform/resources.js';
import type { ModelOf } from '../../platform/wire-formats.js';

/** Mobile money providers of Ghana that remittances settle to. */
export const GHANA_MOMO_PROVIDERS = ['MTN', 'TELECEL', 'AIRTELTIGO'] as const;

const RecipientFields = {
  name: fields.name('name'),
  // A Ghana mobile number, or one of the sandbox's test numbers (+46733123450-464) to make a payout fail on purpose (464: once).
  phone: fields
    .phone()
    .refine((p) => (p.startsWith('+233') && p.length === 13) || /^\+467331234(5\d|6[0-4])$/.test(p), 'phone must be a Ghana mobile number: +233 and 9 digits'),
  country: z.literal('GH', { error: 'country must be GH: remittances settle to mobile money in Ghana' }).default('GH'),
  provider: z.enum(GHANA_MOMO_PROVIDERS, { error: `provider must be one of ${GHANA_MOMO_PROVIDERS.join(', ')}` }),
  currency: z.literal('GHS', { error: 'currency must be GHS: Ghana mobile money wallets hold cedis' }).default('GHS'),
};

export const CreateRecipientInput = z.strictObject({ ...RecipientFields, metadata: MetadataInput.optional() });
export const UpdateRecipientInput = z
  .strictObject({
    name: RecipientFields.name.optional(),
    phone: RecipientFields.phone.optional(),
    provider: RecipientFields.provider.optional(),
    metadata: MetadataInput.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'give at least one of name, phone, provider, metadata',
    when: (payload) => payload.issues.length === 0,
  });

export type RecipientModel = ModelOf<typeof RecipientJson>;

const toModel = (row: RecipientRow): RecipientModel => modelFromRow(RecipientJson, row, {});

export const RecipientJson = resource(
  'Recipient',
  'A saved recipient of transfers.',
  z.object({
    id: z.string().describe('rcp_…'),
    name: z.string(),
    phone: z.string().describe('E.164'),
    country: z.string(),
    provider: z.string(),
    currency: z.string(),
    lastUsedAt: Timestamp.nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    metadata: MetadataJson.describe('your own data on the recipient (a customer number, a relation)'),
  }),
);

const DUPLICATE = 'You already saved this phone number with this provider.';

/** Saved payout recipients of a user; another user's recipient is not found. */
export class RecipientsService {
  constructor(private readonly deps: { db: DB; clock: Clock }) {}

  async create(principal: UserPrincipal, rawInput: unknown): Promise<RecipientModel> {
    const input = parseInput(CreateRecipientInput, rawInput);
    const now = this.deps.clock.now();
    try {
      const row = await this.deps.db
        .insertInto('recipients')
        .values({
          id: newId('rcp'),
          user_id: principal.userId,
          ...input,
          metadata: JSON.stringify(createdMetadata(input.metadata)),
          last_used_at: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toModel(row);
    } catch (error) {
      if (uniqueViolation(error) === 'recipients_user_phone_provider')
        throw conflict(DUPLICATE, [{ field: 'phone', message: 'already saved with this provider' }]);
      throw error;
    }
  }

  /** Most recently used first, then newest. */
  async list(principal: UserPrincipal, page: Page): Promise<RecipientModel[]> {
    const rows = await this.deps.db
      .selectFrom('recipients')
      .selectAll()
      .where('user_id', '=', principal.userId)
      // A recipient moves to the front when used: a client paging meanwhile sees it where it was.
      .$call(
        keysetOrder<RecipientModel>(page, 'desc', [
          { column: 'last_used_at', kind: 'instant', nullable: true, valueOf: (recipient) => recipient.lastUsedAt },
          { column: 'created_at', kind: 'instant', valueOf: (recipient) => recipient.createdAt },
          { column: 'id', kind: 'text', valueOf: (recipient) => recipient.id },
        ]),
      )
      .execute();
    return rows.map(toModel);
  }

  async get(principal: UserPrincipal, id: string): Promise<RecipientModel> {
    const row = await this.deps.db.selectFrom('recipients').selectAll().where('id', '=', id).where('user_id', '=', principal.userId).executeTakeFirst();
    if (!row) throw notFound('Recipient');
    return toModel(row);
  }

  async update(principal: UserPrincipal, id: string, rawInput: unknown): Promise<RecipientModel> {
    const { metadata: changes, ...input } = parseInput(UpdateRecipientInput, rawInput);
    try {
      const row = await inTransaction(this.deps.db, async (tx) => {
        const target = { table: 'recipients', id, owner: { column: 'user_id', id: principal.userId }, resource: 'Recipient', changes } as const;
        const metadata = changes === undefined ? undefined : await lockedMetadataMerge(tx, target);
        return tx
          .updateTable('recipients')
          .set({ ...input, ...(metadata === undefined ? {} : { metadata }), updated_at: this.deps.clock.now() })
          .where('id', '=', id)
          .where('user_id', '=', principal.userId)
          .returningAll()
          .executeTakeFirst();
      });
      if (!row) throw notFound('Recipient');
      return toModel(row);
    } catch (error) {
      if (uniqueViolation(error) === 'recipients_user_phone_provider')
        throw conflict(DUPLICATE, [{ field: 'phone', message: 'already saved with this provider' }]);
      throw error;
    }
  }

  async remove(principal: UserPrincipal, id: string): Promise<void> {
    const result = await this.deps.db.deleteFrom('recipients').where('id', '=', id).where('user_id', '=', principal.userId).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound('Recipient');
  }

  /** Called when a transfer pays the recipient, so lists put it first. */
  async markUsed(principal: UserPrincipal, id: string): Promise<void> {
    await this.deps.db
      .updateTable('recipients')
      .set({ last_used_at: this.deps.clock.now() })
      .where('id', '=', id)
      .where('user_id', '=', principal.userId)
      .execute();
  }
}
