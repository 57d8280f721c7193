import { modelFromRow } from '../../platform/model-from-row.js';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { isApiVersion, KNOWN_VERSIONS } from '../../platform/api-versions/api-versions.js';
import { inTransaction, onCommit, type DB, type Tx } from '../../db/database.js';
import { createdMetadata, lockedMetadataMerge, MetadataInput } from '../../platform/metadata.js';
import type { WebhookDeliveryKind, WebhookEndpointRow } from './webhooks.tables.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { addSeconds, type Clock } from '../../platform/clock.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { isUuid, newId, randomBase62 } from '../../platform/ids.js';
import type { IdempotencyCodec } from '../../platform/idempotency.js';
import { newestFirst, type Page } from '../../platform/pagination.js';
import type { SecretBox } from '../../platform/secret-box.js';
import { checkReceiverUrl, type UrlPolicy } from '../../platform/url-safety.js';
import { parseInput } from '../../platform/validation.js';
import type { DeveloperService } from '../developer/developer.service.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import { DeliveryJson, EndpointJson } from './webhooks.json.js';

/** During this long after a rotation the old secret signs too. */
export const SECRET_ROTATION_GRACE_SECONDS = 24 * 3600;

/** The most event types an endpoint names: more than the platform declares (as the GraphQL inputs' @maxItems says). */
export const MAX_EVENT_TYPES = 100;

/** The inputs of endpoint registration and update, checking event types against the ones modules declare. */
export function webhookInputs(eventTypes: readonly string[]) {
  const known = new Set(eventTypes);
  // Each type at most once, so never more entries than there are types (the document's copy, made
  // before the modules' types are known, says the platform's bound).
  const most = known.size > 0 ? known.size : MAX_EVENT_TYPES;
  const EventTypes = z
    .array(z.string().max(100, 'an event type is at most 100 characters'), { error: 'events must be a list of event types' })
    .min(1, 'events must name at least one event type')
    .max(most, `events names each event type at most once: at most ${most}`)
    .superRefine((types, ctx) => {
      const unknown = types.filter((t) => !known.has(t));
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `unknown event types: ${unknown.join(', ')}` });
    })
    .transform((types) => [...new Set(types)]);
  const register = z.strictObject({
    url: z.string({ error: 'url is required' }).trim().max(2048, 'url must be at most 2048 characters'),
    events: EventTypes,
    description: z.string().trim().max(200, 'description must be at most 200 characters').optional(),
    apiVersion: z
      .string()
      .refine(isApiVersion, { error: `apiVersion must be one of ${KNOWN_VERSIONS}` })
      .optional()
      .describe("the API version its events are shaped in: the account's when left out"),
    metadata: MetadataInput.optional(),
  });
  const update = z
    .strictObject({
      url: register.shape.url.optional(),
      events: EventTypes.optional(),
      description: register.shape.description,
      metadata: register.shape.metadata,
    })
    .strict()
    .refine((v) => Object.values(v).some((x) => x !== undefined), {
      message: 'give at least one of url, events, description, metadata',
      when: (p) => p.issues.length === 0,
    });
  return { register, update };
}

/** A delivery due now and not tried yet, to an endpoint or a callback URL. */
function dueDelivery<T extends { endpoint_id: string | null; event_id: string; event_type: string; body: string; kind: WebhookDeliveryKind }>(
  now: Date,
  target: T,
) {
  return {
    id: randomUUID(),
    status: 'PENDING' as const,
    next_attempt_at: now,
    locked_until: null,
    last_status_code: null,
    created_at: now,
    completed_at: null,
    ...target,
  };
}

/** The shape of the inputs, for the REST document. */
export const { register: RegisterWebhookInput, update: UpdateWebhookInput } = webhookInputs([]);

export type WebhookEndpointModel = ModelOf<typeof EndpointJson> & {
  accountId: string;
};

export type WebhookDeliveryModel = ModelOf<typeof DeliveryJson>;

export interface WebhookAttemptModel {
  attempt: number;
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  responseExcerpt: string | null;
  /** What the attempt means beyond its status, e.g. the verdict of a mis-signed test delivery. */
  note: string | null;
}

const toEndpoint = (r: WebhookEndpointRow): WebhookEndpointModel => ({
  ...modelFromRow(EndpointJson, r, { events: r.event_types }),
  accountId: r.account_id,
});

/**
 * Webhook endpoints of a developer account: registration (the whsec_ secret shown once),
 * management, secret rotation, re-enabling, test deliveries and the delivery log. Delivery itself
 * is the dispatcher's.
 */
export class WebhooksService {
  constructor(
    private readonly deps: {
      db: DB;
      clock: Clock;
      box: () => Promise<SecretBox>;
      policy: UrlPolicy;
      developer: DeveloperService;
      /** Every event type the modules declare: what an endpoint may subscribe to. */
      eventTypes: readonly string[];
      /** Starts a delivery now rather than at the next poll. */
      wake: () => void;
    },
  ) {
    this.inputs = webhookInputs(deps.eventTypes);
  }

  private readonly inputs: ReturnType<typeof webhookInputs>;

  /** What an endpoint may subscribe to: every event type the modules declare, in name order. */
  eventTypes(): string[] {
    return [...this.deps.eventTypes].sort();
  }

  /**
   * A MoMo callback: the operation's status body, delivered and retried like a webhook to the URL
   * the caller gave, signed with the account's callback secret (made on first use). Queued in the
   * caller's transaction, so it exists exactly when the outcome does.
   */
  async enqueueCallback(
    tx: Tx,
    callback: { accountId: string; url: string; eventId: string; eventType: string; body: string; delaySeconds?: number },
  ): Promise<void> {
    const now = this.deps.clock.now();
    const due = new Date(now.getTime() + (callback.delaySeconds ?? 0) * 1000);
    await this.deps.developer.keepCallbackSecret(tx, callback.accountId, (await this.deps.box()).seal(`whsec_${randomBase62(32)}`), true);
    await tx
      .insertInto('webhook_deliveries')
      .values(
        dueDelivery(now, {
          endpoint_id: null,
          callback_url: callback.url,
          account_id: callback.accountId,
          event_id: callback.eventId,
          event_type: callback.eventType,
          body: callback.body,
          kind: 'CALLBACK',
          next_attempt_at: due,
        }),
      )
      .execute();
    // This process's dispatcher starts it once committed; the others find it when they poll.
    onCommit(tx, () => this.deps.wake());
  }

  async register(principal: UserPrincipal, rawInput: unknown): Promise<{ endpoint: WebhookEndpointModel; secret: string }> {
    const account = await this.deps.developer.accountOf(principal);
    const input = parseInput(this.inputs.register, rawInput);
    await this.checkUrl(input.url);
    const secret = `whsec_${randomBase62(32)}`;
    const now = this.deps.clock.now();
    const row = await this.deps.db
      .insertInto('webhook_endpoints')
      .values({
        id: newId('we'),
        account_id: account.id,
        url: input.url,
        description: input.description ?? null,
        event_types: input.events,
        api_version: input.apiVersion ?? account.apiVersion,
        status: 'ACTIVE',
        secret_encrypted: (await this.deps.box()).seal(secret),
        previous_secret_encrypted: null,
        previous_secret_expires_at: null,
        degraded_since: null,
        disabled_at: null,
        created_at: now,
        updated_at: now,
        metadata: JSON.stringify(createdMetadata(input.metadata)),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { endpoint: toEndpoint(row), secret };
  }

  /** Registration answers replayed by Idempotency-Key show the secret again; stored, it is sealed. */
  secretSealingCodec<T extends { webhook: { secret: string } }>(): IdempotencyCodec<T> {
    return {
      store: async (body) => ({ ...body, webhook: { ...body.webhook, secret: (await this.deps.box()).seal(body.webhook.secret) } }),
      load: async (stored) => {
        const body = stored as T;
        return { ...body, webhook: { ...body.webhook, secret: (await this.deps.box()).open(body.webhook.secret) } };
      },
    };
  }

  /**
   * The secret that signs the account's X-Callback-Url callbacks (same scheme as webhooks): a new
   * one, shown once. Callbacks sent before the first call are signed with one generated for them.
   */
  async rotateCallbackSecret(principal: UserPrincipal): Promise<string> {
    const account = await this.deps.developer.accountOf(principal);
    const secret = `whsec_${randomBase62(32)}`;
    await this.deps.developer.keepCallbackSecret(this.deps.db, account.id, (await this.deps.box()).seal(secret));
    return secret;
  }

  async list(principal: UserPrincipal, page: Page): Promise<WebhookEndpointModel[]> {
    const account = await this.deps.developer.accountOf(principal);
    const rows = await this.deps.db.selectFrom('webhook_endpoints').selectAll().where('account_id', '=', account.id).$call(newestFirst(page)).execute();
    return rows.map(toEndpoint);
  }

  async get(principal: UserPrincipal, id: string): Promise<WebhookEndpointModel> {
    return toEndpoint(await this.owned(principal, id));
  }

  async update(principal: UserPrincipal, id: string, rawInput: unknown): Promise<WebhookEndpointModel> {
    const endpoint = await this.owned(principal, id);
    const input = parseInput(this.inputs.update, rawInput);
    if (input.url !== undefined) await this.checkUrl(input.url);
    const row = await inTransaction(this.deps.db, async (tx) => {
      const target = {
        table: 'webhook_endpoints',
        id: endpoint.id,
        owner: { column: 'account_id', id: endpoint.account_id },
        resource: 'Webhook endpoint',
        changes: input.metadata,
      } as const;
      const metadata = input.metadata === undefined ? undefined : await lockedMetadataMerge(tx, target);
      return tx
        .updateTable('webhook_endpoints')
        .set({
          ...(input.url !== undefined && { url: input.url }),
          ...(input.events !== undefined && { event_types: input.events }),
          ...(input.description !== undefined && { description: input.description }),
          ...(metadata !== undefined && { metadata }),
          updated_at: this.deps.clock.now(),
        })
        .where('id', '=', endpoint.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return toEndpoint(row);
  }

  async remove(principal: UserPrincipal, id: string): Promise<void> {
    const endpoint = await this.owned(principal, id);
    await this.deps.db.deleteFrom('webhook_endpoints').where('id', '=', endpoint.id).execute();
  }

  /** A new secret, shown once; for 24 hours deliveries carry a signature with each secret. */
  async rotateSecret(principal: UserPrincipal, id: string): Promise<{ endpoint: WebhookEndpointModel; secret: string }> {
    const endpoint = await this.owned(principal, id);
    const secret = `whsec_${randomBase62(32)}`;
    const now = this.deps.clock.now();
    const row = await this.deps.db
      .updateTable('webhook_endpoints')
      .set({
        secret_encrypted: (await this.deps.box()).seal(secret),
        previous_secret_encrypted: endpoint.secret_encrypted,
        previous_secret_expires_at: addSeconds(now, SECRET_ROTATION_GRACE_SECONDS),
        updated_at: now,
      })
      .where('id', '=', endpoint.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { endpoint: toEndpoint(row), secret };
  }

  /** Re-enables a disabled (or degraded) endpoint; its pending deliveries resume. */
  async enable(principal: UserPrincipal, id: string): Promise<WebhookEndpointModel> {
    const endpoint = await this.owned(principal, id);
    const row = await this.deps.db
      .updateTable('webhook_endpoints')
      .set({ status: 'ACTIVE', degraded_since: null, disabled_at: null, updated_at: this.deps.clock.now() })
      .where('id', '=', endpoint.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    this.deps.wake();
    return toEndpoint(row);
  }

  /**
   * Sends test.ping to this endpoint only; with `badSignature` the signature is made with a wrong
   * secret on purpose, so the receiver can check that it refuses it.
   */
  async sendTest(principal: UserPrincipal, id: string, options: { badSignature: boolean }): Promise<WebhookDeliveryModel> {
    const endpoint = await this.owned(principal, id);
    const now = this.deps.clock.now();
    const eventId = newId('evt');
    const body = JSON.stringify({
      id: eventId,
      type: 'test.ping',
      createdAt: now.toISOString(),
      data: {
        endpoint: { id: endpoint.id },
        message: options.badSignature ? 'This delivery is signed with a wrong secret: refuse it.' : 'Test delivery from the dashboard.',
      },
    });
    const delivery = await this.insertDelivery(endpoint.id, eventId, 'test.ping', body, options.badSignature ? 'TEST_BAD_SIGNATURE' : 'TEST');
    this.deps.wake();
    return delivery;
  }

  /** Manual redelivery: the same event body as a new delivery (a new X-Service-Delivery). */
  async redeliver(principal: UserPrincipal, deliveryId: string): Promise<WebhookDeliveryModel> {
    const original = await this.ownedDelivery(principal, deliveryId);
    // ownedDelivery joins the endpoint, so the original has one.
    const delivery = await this.insertDelivery(original.endpoint_id!, original.event_id, original.event_type, original.body, 'REDELIVERY');
    this.deps.wake();
    return delivery;
  }

  async deliveries(principal: UserPrincipal, endpointId: string, page: Page): Promise<WebhookDeliveryModel[]> {
    const endpoint = await this.owned(principal, endpointId);
    const rows = await this.deps.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('endpoint_id', '=', endpoint.id)
      .$call(newestFirst(page, undefined, 'uuid'))
      .execute();
    return rows.map(toDelivery);
  }

  async delivery(principal: UserPrincipal, deliveryId: string): Promise<{ delivery: WebhookDeliveryModel; attempts: WebhookAttemptModel[] }> {
    const row = await this.ownedDelivery(principal, deliveryId);
    return { delivery: toDelivery(row), attempts: (await this.attemptLogs([row.id])).get(row.id) ?? [] };
  }

  /** The attempt logs of deliveries the caller has already been shown (e.g. a page of an endpoint's), in one query. */
  async attemptLogs(deliveryIds: readonly string[]): Promise<Map<string, WebhookAttemptModel[]>> {
    const logs = new Map<string, WebhookAttemptModel[]>(deliveryIds.map((id) => [id, []]));
    if (deliveryIds.length === 0) return logs;
    const rows = await this.deps.db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('delivery_id', 'in', [...deliveryIds])
      .orderBy('delivery_id')
      .orderBy('attempt')
      .execute();
    for (const a of rows) {
      logs.get(a.delivery_id)?.push({
        attempt: a.attempt,
        startedAt: a.started_at,
        durationMs: a.duration_ms,
        statusCode: a.status_code,
        error: a.error,
        responseExcerpt: a.response_excerpt,
        note: a.note,
      });
    }
    return logs;
  }

  private async insertDelivery(endpointId: string, eventId: string, eventType: string, body: string, kind: WebhookDeliveryKind): Promise<WebhookDeliveryModel> {
    const now = this.deps.clock.now();
    const row = await this.deps.db
      .insertInto('webhook_deliveries')
      .values(dueDelivery(now, { endpoint_id: endpointId, event_id: eventId, event_type: eventType, body, kind }))
      .returningAll()
      .executeTakeFirstOrThrow();
    return toDelivery(row);
  }

  private async owned(principal: UserPrincipal, id: string): Promise<WebhookEndpointRow> {
    const account = await this.deps.developer.accountOf(principal);
    const row = await this.deps.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
    if (!row) throw notFound('Webhook endpoint');
    return row;
  }

  private async ownedDelivery(principal: UserPrincipal, deliveryId: string) {
    const account = await this.deps.developer.accountOf(principal);
    if (!isUuid(deliveryId)) throw notFound('Delivery');
    const row = await this.deps.db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
      .selectAll('webhook_deliveries')
      .where('webhook_deliveries.id', '=', deliveryId)
      .where('webhook_endpoints.account_id', '=', account.id)
      .executeTakeFirst();
    if (!row) throw notFound('Delivery');
    return row;
  }

  private async checkUrl(url: string): Promise<void> {
    const checked = await checkReceiverUrl(url, this.deps.policy);
    if (!checked.ok) throw badRequest(`url ${checked.reason}.`, [{ field: 'url', message: checked.reason }]);
  }
}

function toDelivery(r: {
  id: string;
  endpoint_id: string | null;
  event_id: string;
  event_type: string;
  kind: WebhookDeliveryKind;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: number;
  next_attempt_at: Date;
  last_status_code: number | null;
  created_at: Date;
  completed_at: Date | null;
}): WebhookDeliveryModel {
  return modelFromRow(DeliveryJson, r, { nextAttemptAt: r.status === 'PENDING' ? r.next_attempt_at : null });
}
