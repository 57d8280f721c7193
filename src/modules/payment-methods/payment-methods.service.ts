import { Timestamp } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { modelFromRow } from '../../platform/model-from-row.js';
import { inTransaction, uniqueViolation, type DB } from '../../db/database.js';
import type { PaymentMethodRow } from './payment-methods.tables.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { hashSecret, newId, randomBase62, secretsEqual } from '../../platform/ids.js';
import { parseInput } from '../../platform/validation.js';
import { luhnValid, type CardProcessor, type DeclineCode } from '../../rails/cards.js';
import { resource } from '../../platform/resources.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { createdMetadata, MetadataInput, MetadataJson, updateMetadataOf } from '../../platform/metadata.js';
import type { ModelOf } from '../../platform/wire-formats.js';

export const ConfirmSetupInput = z.strictObject({
  clientSecret: z.string({ error: 'clientSecret is required' }).min(1, 'clientSecret is required'),
  card: z.strictObject({
    number: z
      .string({ error: 'card.number is required' })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(
        z
          .string()
          .regex(/^\d{12,19}$/, 'card.number must be 12-19 digits')
          .refine(luhnValid, { message: 'card.number is not a valid card number', when: (payload) => payload.issues.length === 0 }),
      ),
    expMonth: z.number({ error: 'card.expMonth is required' }).int().min(1, 'card.expMonth must be 1-12').max(12, 'card.expMonth must be 1-12'),
    expYear: z
      .number({ error: 'card.expYear is required' })
      .int()
      .min(2000, 'card.expYear must be a four-digit year')
      .max(2100, 'card.expYear must be a four-digit year'),
    cvc: z.string({ error: 'card.cvc is required' }).regex(/^\d{3,4}$/, 'card.cvc must be 3 or 4 digits'),
  }),
  /** The user's own data on the card it saves. */
  metadata: MetadataInput.optional(),
});

/** What an update of a saved card takes: its metadata. */
export const UpdatePaymentMethodInput = z.strictObject({ metadata: MetadataInput.optional() });

export const SetDefaultInput = z.strictObject({ paymentMethodId: z.string({ error: 'paymentMethodId is required' }).min(1, 'paymentMethodId is required') });

export type PaymentMethodModel = ModelOf<typeof PaymentMethodJson>;

const DECLINES: Record<DeclineCode, string> = {
  card_declined: 'The card was declined.',
  insufficient_funds: 'The card has insufficient funds.',
  expired_card: 'The card has expired.',
  incorrect_cvc: "The card's security code is incorrect.",
  processing_error: 'The card could not be processed; try again.',
};

const declined = (code: DeclineCode) => new DomainError('CARD_DECLINED', `${DECLINES[code]} (${code})`, { fields: [{ field: 'card', message: code }] });

const toModel = (row: PaymentMethodRow): PaymentMethodModel => modelFromRow(PaymentMethodJson, row, {});

export interface SetupIntentModel {
  id: string;
  /** Only in the answer that created it. */
  clientSecret: string | null;
  status: 'REQUIRES_PAYMENT_METHOD' | 'SUCCEEDED';
  paymentMethodId: string | null;
  lastError: string | null;
  createdAt: Date;
}

/**
 * Saved cards through the card processor: a setup intent (its client secret is shown once),
 * confirmed with a card, becomes a payment method. The full number goes to the processor only;
 * the platform keeps brand, last four, expiry and a keyed fingerprint.
 */
export class PaymentMethodsService {
  constructor(private readonly deps: { db: DB; clock: Clock; processor: CardProcessor }) {}

  async createSetupIntent(principal: UserPrincipal): Promise<SetupIntentModel & { clientSecret: string; status: 'REQUIRES_PAYMENT_METHOD' }> {
    const id = newId('seti');
    const clientSecret = `${id}_secret_${randomBase62(24)}`;
    const createdAt = this.deps.clock.now();
    await this.deps.db
      .insertInto('setup_intents')
      .values({
        id,
        user_id: principal.userId,
        client_secret_hash: hashSecret(clientSecret),
        status: 'REQUIRES_PAYMENT_METHOD',
        payment_method_id: null,
        last_error: null,
        created_at: createdAt,
      })
      .execute();
    return { id, clientSecret, status: 'REQUIRES_PAYMENT_METHOD', paymentMethodId: null, lastError: null, createdAt };
  }

  /** One of the user's setup intents, read again: its client secret was shown once and only its hash is kept. */
  async setupIntent(principal: UserPrincipal, id: string): Promise<SetupIntentModel> {
    const row = await this.deps.db.selectFrom('setup_intents').selectAll().where('id', '=', id).where('user_id', '=', principal.userId).executeTakeFirst();
    if (!row) throw notFound('Setup intent');
    return { id: row.id, clientSecret: null, status: row.status, paymentMethodId: row.payment_method_id, lastError: row.last_error, createdAt: row.created_at };
  }

  /** Confirms a setup intent with a card: the test cards decide; a success saves the method. */
  async confirmSetupIntent(principal: UserPrincipal, intentId: string, rawInput: unknown): Promise<PaymentMethodModel> {
    const input = parseInput(ConfirmSetupInput, rawInput);
    const intent = await this.deps.db
      .selectFrom('setup_intents')
      .selectAll()
      .where('id', '=', intentId)
      .where('user_id', '=', principal.userId)
      .executeTakeFirst();
    if (!intent) throw notFound('Setup intent');
    if (!secretsEqual(intent.client_secret_hash, hashSecret(input.clientSecret)))
      throw badRequest('The client secret does not belong to this setup intent.', [{ field: 'clientSecret', message: 'does not match' }]);
    if (intent.status === 'SUCCEEDED') throw conflict('This setup intent was already confirmed.');
    const now = this.deps.clock.now();
    const expiry = new Date(Date.UTC(input.card.expYear, input.card.expMonth, 1));
    if (expiry <= now) {
      await this.recordFailure(intent.id, 'expired_card');
      throw declined('expired_card');
    }
    const outcome = this.deps.processor.attach(input.card);
    if (!outcome.ok) {
      await this.recordFailure(intent.id, outcome.declineCode);
      throw declined(outcome.declineCode);
    }
    try {
      return await inTransaction(this.deps.db, async (tx) => {
        const hasDefault = await tx
          .selectFrom('payment_methods')
          .select('id')
          .where('user_id', '=', principal.userId)
          .where('is_default', '=', true)
          .executeTakeFirst();
        const row = await tx
          .insertInto('payment_methods')
          .values({
            id: newId('pm'),
            user_id: principal.userId,
            brand: outcome.brand,
            last4: outcome.last4,
            exp_month: input.card.expMonth,
            exp_year: input.card.expYear,
            fingerprint: outcome.fingerprint,
            charge_behavior: outcome.chargeBehavior,
            is_default: !hasDefault,
            created_at: now,
            metadata: JSON.stringify(createdMetadata(input.metadata)),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await tx.updateTable('setup_intents').set({ status: 'SUCCEEDED', payment_method_id: row.id, last_error: null }).where('id', '=', intent.id).execute();
        return toModel(row);
      });
    } catch (error) {
      if (uniqueViolation(error) === 'payment_methods_one_card_per_user')
        throw conflict('This card is already saved.', [{ field: 'card.number', message: 'already saved' }]);
      throw error;
    }
  }

  async get(principal: UserPrincipal, id: string): Promise<PaymentMethodModel> {
    const row = await this.deps.db.selectFrom('payment_methods').selectAll().where('id', '=', id).where('user_id', '=', principal.userId).executeTakeFirst();
    if (!row) throw notFound('Payment method');
    return toModel(row);
  }

  /** Sets the keys given on a saved card's metadata (an empty value unsets one) and announces payment_method.updated; the row is locked, so two updates merge. */
  async update(principal: UserPrincipal, id: string, rawInput: unknown): Promise<PaymentMethodModel> {
    const input = parseInput(UpdatePaymentMethodInput, rawInput);
    const card = {
      table: 'payment_methods',
      id,
      owner: { column: 'user_id', id: principal.userId },
      resource: 'Payment method',
      changes: input.metadata,
    } as const;
    const updated = await updateMetadataOf(this.deps.db, card, (tx, row) =>
      recordEvent(tx, this.deps.clock, {
        type: 'payment_method.updated',
        ownerId: row.user_id,
        data: { paymentMethod: { id: row.id, brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year, metadata: row.metadata } },
      }),
    );
    return toModel(updated);
  }

  async list(principal: UserPrincipal): Promise<PaymentMethodModel[]> {
    const rows = await this.deps.db
      .selectFrom('payment_methods')
      .selectAll()
      .where('user_id', '=', principal.userId)
      .orderBy('is_default', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toModel);
  }

  /**
   * POST /payment-methods/sync: the processor's view of the user's cards. The sandbox processor
   * shares this database, so syncing removes cards that have expired since they were saved.
   */
  async sync(principal: UserPrincipal): Promise<{ paymentMethods: PaymentMethodModel[]; removed: number; syncedAt: Date }> {
    const now = this.deps.clock.now();
    const month = now.getUTCFullYear() * 12 + now.getUTCMonth();
    const expired = (
      await this.deps.db.selectFrom('payment_methods').select(['id', 'exp_year', 'exp_month']).where('user_id', '=', principal.userId).execute()
    ).filter((r) => r.exp_year * 12 + (r.exp_month - 1) < month);
    for (const card of expired) await this.remove(principal, card.id);
    return { paymentMethods: await this.list(principal), removed: expired.length, syncedAt: now };
  }

  async setDefault(principal: UserPrincipal, rawInput: unknown): Promise<PaymentMethodModel> {
    const { paymentMethodId } = parseInput(SetDefaultInput, rawInput);
    return inTransaction(this.deps.db, async (tx) => {
      const target = await tx
        .selectFrom('payment_methods')
        .selectAll()
        .where('id', '=', paymentMethodId)
        .where('user_id', '=', principal.userId)
        .forUpdate()
        .executeTakeFirst();
      if (!target) throw new DomainError('NOT_FOUND', 'Payment method not found.', { fields: [{ field: 'paymentMethodId', message: 'not found' }] });
      await tx.updateTable('payment_methods').set({ is_default: false }).where('user_id', '=', principal.userId).where('is_default', '=', true).execute();
      const row = await tx.updateTable('payment_methods').set({ is_default: true }).where('id', '=', target.id).returningAll().executeTakeFirstOrThrow();
      return toModel(row);
    });
  }

  /** Removes a method; when it was the default, the newest remaining card becomes the default. */
  async remove(principal: UserPrincipal, id: string): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const removed = await tx
        .deleteFrom('payment_methods')
        .where('id', '=', id)
        .where('user_id', '=', principal.userId)
        .returning('is_default')
        .executeTakeFirst();
      if (!removed) throw notFound('Payment method');
      if (!removed.is_default) return;
      const next = await tx
        .selectFrom('payment_methods')
        .select('id')
        .where('user_id', '=', principal.userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .executeTakeFirst();
      if (next) await tx.updateTable('payment_methods').set({ is_default: true }).where('id', '=', next.id).execute();
    });
  }

  /**
   * Charges a saved card (for payment links and the hosted page): succeeds, or fails with the
   * processor's decline code. Money movement around it is the caller's.
   */
  async charge(userId: string, paymentMethodId: string, amount: bigint): Promise<{ status: 'succeeded' } | { status: 'failed'; declineCode: DeclineCode }> {
    if (amount <= 0n) throw badRequest('amount must be positive', [{ field: 'amount', message: 'must be positive' }]);
    const method = await this.deps.db
      .selectFrom('payment_methods')
      .select(['charge_behavior'])
      .where('id', '=', paymentMethodId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!method) throw notFound('Payment method');
    return this.deps.processor.charge({ chargeBehavior: method.charge_behavior }, amount);
  }

  private async recordFailure(intentId: string, code: DeclineCode): Promise<void> {
    await this.deps.db.updateTable('setup_intents').set({ last_error: code }).where('id', '=', intentId).execute();
  }
}

export const PaymentMethodJson = resource(
  'PaymentMethod',
  "A card saved to the user's account.",
  z.object({
    id: z.string().describe('pm_…'),
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    isDefault: z.boolean(),
    createdAt: Timestamp,
    metadata: MetadataJson.describe('your own data on the card'),
  }),
);
