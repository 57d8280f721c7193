import { outsideKeyedRequest } from '../../platform/keyed-request.js';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { eventBodyInVersion, VERSION_HEADER } from '../../platform/api-versions/api-versions.js';
import { sql } from 'kysely';
import type { DB, Executor, Tx } from '../../db/database.js';
import { inTransaction, retryStatement } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import { epochSeconds, HOUR, MINUTE, SECOND } from '../../platform/clock.js';
import type { SandboxMailer } from '../../platform/mail.js';
import type { SecretBox } from '../../platform/secret-box.js';
import { forbiddenAddress, type UrlPolicy } from '../../platform/url-safety.js';
import { randomBase62 } from '../../platform/ids.js';
import { errorCodeOf, type Logger } from '../../platform/logger.js';
import { GroupedWrites } from '../../platform/grouped-writes.js';
import type { EventRelay, LogRow } from '../../platform/events/stream.js';
import { signWebhook } from '../../webhook-verification.js';

/** Delays before attempts 2-7 (the spec's schedule); after the 7th failure the delivery is FAILED. */
export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 24 * HOUR];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A degraded endpoint still failing this long after it degraded is disabled. */
export const DISABLE_AFTER_MS = 24 * HOUR;
const EXCERPT_BYTES = 512;
const LEASE_MARGIN_MS = 5 * SECOND;

interface ClaimedDelivery {
  id: string;
  endpoint_id: string | null;
  event_type: string;
  body: string;
  kind: string;
  attempts: number;
  url: string;
  secret_encrypted: string;
  previous_secret_encrypted: string | null;
  previous_secret_expires_at: Date | null;
  /** The developer account whose sandbox clock the delivery runs on, and that clock's offset. */
  account_id: string | null;
  offset_ms: string | null;
  /** An endpoint's API version; null for a callback, which is the provider's shape. */
  api_version: string | null;
}

/** A row of webhook_publish_and_claim's answer: a published event (id null) or a claimed delivery. */
type PublishedOrClaimed = (LogRow & { id: null }) | ClaimedDelivery;

/** A delivery's state after an attempt: PENDING means another attempt is scheduled. */
type DeliveryStatus = 'DELIVERED' | 'PENDING' | 'FAILED';

interface AttemptOutcome {
  statusCode: number | null;
  error: string | null;
  excerpt: string | null;
  durationMs: number;
}

/** A delivered attempt as it is recorded: its log line and the delivery's (and a degraded endpoint's) new state. */
interface DeliveredAttempt {
  deliveryId: string;
  endpointId: string | null;
  attempt: number;
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  /** A 2xx whose body broke off still delivered: what broke is kept. */
  error: string | null;
  excerpt: string | null;
  /** On the delivery's account clock. */
  now: Date;
}

/** DELIVERED on a 2xx; after a failure PENDING (another attempt scheduled) until the last attempt, then FAILED. */
function nextStatus(delivery: ClaimedDelivery, outcome: AttemptOutcome): DeliveryStatus {
  if (outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300) return 'DELIVERED';
  return delivery.attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING';
}

/**
 * Webhook delivery. Each event's deliveries are made when the event relay numbers it (the
 * event_positions_fan_out trigger), and a running dispatcher claims what is then due in that same
 * publication (followPublications), or when woken or polled; due deliveries are claimed with SKIP LOCKED and sent concurrently, each with its own timeout, so a
 * slow endpoint holds one slot and never the queue. An attempt's outcome, the next attempt and
 * the endpoint's state commit together (successes that finish while earlier ones are being
 * recorded share one statement); a process that dies mid-attempt leaves its claim to expire and
 * the attempt is made again (at least once).
 */
export class WebhookDispatcher {
  private inFlight = 0;
  private pumping: Promise<void> | undefined;
  /** The last publication claimed everything due: the wake that follows it has nothing to take. */
  private claimedAtPublication = false;
  private pumpAgain = false;
  /** Whether the last claim filled every free slot, so more may be due than was taken. */
  private backlog = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly attempts = new Set<Promise<void>>();
  /** Successes, recorded together while a statement for earlier ones is in flight: a backlog drains with a statement per group, not per delivery. */
  private readonly delivered = new GroupedWrites<DeliveredAttempt>((attempts) => retryStatement(this.deps.db, () => this.recordDelivered(attempts)));

  constructor(
    private readonly deps: {
      db: DB;
      /** Numbers the events committed before the call (and so makes their deliveries): the event relay's publishCommittedBefore. */
      publishCommitted: () => Promise<boolean>;
      clock: AccountClock;
      box: () => Promise<SecretBox>;
      policy: UrlPolicy;
      mailer: SandboxMailer;
      timeoutMs: number;
      concurrency: number;
      logger: Logger;
    },
  ) {}

  /**
   * For tests and tools: sends everything due now, waiting for every attempt. With `accountId`,
   * only that account's, including while its clock is being advanced; returns how many were tried.
   */
  async deliverDue(options: { accountId?: string } = {}): Promise<number> {
    // The deliveries of events committed before the call exist once those events are numbered.
    await this.deps.publishCommitted();
    let tried = 0;
    for (;;) {
      const claimed = await this.claim(this.deps.concurrency, options.accountId);
      if (claimed.length === 0) return tried;
      tried += claimed.length;
      await Promise.all(claimed.map((d) => this.attempt(d)));
    }
  }

  /** When the account's next delivery attempt falls due on its clock, if one waits that no worker holds. */
  async nextDueAt(executor: Executor, accountId: string): Promise<Date | undefined> {
    const wall = this.deps.clock.wallNow();
    const { rows } = await sql<{ due: Date | null }>`
      SELECT min(d.next_attempt_at) AS due FROM webhook_deliveries d LEFT JOIN webhook_endpoints we ON we.id = d.endpoint_id
      WHERE d.status = 'PENDING' AND coalesce(we.account_id, d.account_id) = ${accountId}
        AND (we.id IS NULL OR we.status <> 'DISABLED') AND (d.locked_until IS NULL OR d.locked_until <= ${wall})`.execute(executor);
    return rows[0]?.due ?? undefined;
  }

  /** Background delivery: polls every `intervalMs`, and at once when woken. */
  start(intervalMs = 500): void {
    this.timer ??= setInterval(() => this.wake(), intervalMs);
    this.timer.unref();
  }

  /**
   * Starts what is due now, up to the concurrency limit, without waiting for the attempts. Only a
   * started dispatcher wakes; tests drive an unstarted one with deliverDue().
   */
  wake(): void {
    if (!this.timer) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    // biome-ignore lint/plugin: a failed pump is logged; the next wake or poll runs it again.
    this.runPump(() => this.pump()).catch((error: unknown) => this.deps.logger.error({ err: error, errorCode: errorCodeOf(error) }, 'webhook dispatch failed'));
  }

  /**
   * Publishes the relay's events from now on with what is due claimed in the same transaction
   * (webhooks/sql/publish-and-claim.sql), and wakes after each publication that did not claim:
   * an event's deliveries start with the publication's answer, not a claim's round trip after it.
   * Answers how to stop following.
   */
  followPublications(relay: EventRelay): () => void {
    const publishOnItsOwn = relay.publishThrough((batch) => this.publishAndClaim(batch));
    const stopWaking = relay.onPublished(() => {
      if (this.claimedAtPublication) this.claimedAtPublication = false;
      else this.wake();
    });
    return () => {
      publishOnItsOwn();
      stopWaking();
    };
  }

  /**
   * One publication, claiming for the free slots when this dispatcher runs and no claim is under
   * way (one then follows, see wake); answers the published events. A claim that came back short
   * took everything due, so the wake after the publication is skipped.
   */
  private async publishAndClaim(batch: number): Promise<LogRow[]> {
    this.claimedAtPublication = false;
    const free = this.timer && !this.pumping ? this.deps.concurrency - this.inFlight : 0;
    const publish = async () => {
      const { wall, leaseUntil } = this.leaseFromNow();
      const { rows } = await sql<PublishedOrClaimed>`
        SELECT * FROM webhook_publish_and_claim(${batch}, ${free}, ${wall}, ${leaseUntil})`.execute(this.deps.db);
      const published = rows.filter((row): row is PublishedOrClaimed & LogRow => row.id === null);
      // The function claims only when it published something and a slot is free; otherwise it
      // looked at nothing, and what the last claim said of a backlog still holds.
      if (free > 0 && published.length > 0) {
        const claimed = rows.filter((row): row is PublishedOrClaimed & ClaimedDelivery => row.id !== null);
        this.claimedAtPublication = claimed.length < free;
        this.startAttempts(claimed, free);
      }
      return published;
    };
    if (free <= 0) return publish();
    let published: LogRow[] = [];
    await this.runPump(async () => {
      published = await publish();
    });
    return published;
  }

  /**
   * Runs a claim and starts its attempts, one at a time (a wake meanwhile runs another after it).
   * The pump is nobody's request's own, even when a request woke it: outside its keyed run and its
   * transaction fence, whose key is completed by the time an attempt is recorded (which the fence
   * then refused, leaving the attempt to be sent again after its lease).
   */
  private runPump(work: () => Promise<void>): Promise<void> {
    const running = outsideKeyedRequest(work).finally(() => {
      this.pumping = undefined;
      if (this.pumpAgain) {
        this.pumpAgain = false;
        this.wake();
      }
    });
    // biome-ignore lint/plugin: whoever ran the pump handles its failure (wake logs it, a publication's goes to the relay); waiting for it never throws.
    this.pumping = running.catch(() => undefined);
    return running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.pumping;
    await Promise.allSettled([...this.attempts]);
  }

  /**
   * Claims what is due, up to the free slots. A claim that comes back short took everything due,
   * so the next claim waits for a wake (new events, a poll); one that filled every slot may have
   * left more behind, so each finished attempt claims again. Claiming after every attempt
   * regardless cost a query per delivery that mostly found nothing.
   */
  private async pump(): Promise<void> {
    const free = this.deps.concurrency - this.inFlight;
    this.startAttempts(await this.claim(free), free);
  }

  /** Starts the attempts of what a claim for `free` slots took. */
  private startAttempts(claimed: readonly ClaimedDelivery[], free: number): void {
    // With no slot free nothing was looked at, which counts as a backlog too.
    this.backlog = claimed.length === free;
    for (const delivery of claimed) {
      this.inFlight++;
      const running = this.attempt(delivery).finally(() => {
        this.inFlight--;
        this.attempts.delete(running);
        if (this.backlog) this.wake();
      });
      this.attempts.add(running);
    }
  }

  /** What is due, up to `limit`, leased to this process (webhooks/sql/claim.sql); with `accountId`, that account's only. */
  private async claim(limit: number, accountId?: string): Promise<ClaimedDelivery[]> {
    if (limit <= 0) return [];
    const { wall, leaseUntil } = this.leaseFromNow();
    const { rows } = await sql<ClaimedDelivery>`SELECT * FROM webhook_claim_due(${limit}, ${wall}, ${leaseUntil}, ${accountId ?? null})`.execute(this.deps.db);
    return rows;
  }

  /** Now on the wall clock, and until when a claim made now holds: the attempt's timeout and a margin for recording its outcome. */
  private leaseFromNow(): { wall: Date; leaseUntil: Date } {
    const wall = this.deps.clock.wallNow();
    return { wall, leaseUntil: new Date(wall.getTime() + this.deps.timeoutMs + LEASE_MARGIN_MS) };
  }

  /** An attempt runs on its account's clock: its log, its next attempt and the endpoint's state follow it. */
  private attempt(delivery: ClaimedDelivery): Promise<void> {
    return this.deps.clock.run({ accountId: delivery.account_id, offsetMs: Number(delivery.offset_ms ?? 0) }, () => this.attemptOnItsClock(delivery));
  }

  private async attemptOnItsClock(delivery: ClaimedDelivery): Promise<void> {
    const startedAt = this.deps.clock.now();
    let outcome: AttemptOutcome;
    try {
      outcome = await this.send(delivery, startedAt);
      // biome-ignore lint/plugin: a failed send is the attempt's outcome, recorded and retried.
    } catch (error) {
      outcome = { statusCode: null, error: String(error instanceof Error ? error.message : error), excerpt: null, durationMs: 0 };
    }
    try {
      const result = await this.record(delivery, startedAt, outcome);
      this.deps.logger.info(
        {
          deliveryId: delivery.id,
          endpointId: delivery.endpoint_id,
          eventType: delivery.event_type,
          kind: delivery.kind,
          attempt: delivery.attempts,
          statusCode: outcome.statusCode,
          result,
          ...(outcome.error
            ? { errorCode: 'DELIVERY_ERROR', error: outcome.error }
            : outcome.statusCode !== null && (outcome.statusCode < 200 || outcome.statusCode >= 300)
              ? { errorCode: `HTTP_${outcome.statusCode}` }
              : {}),
        },
        'webhook attempt',
      );
      // biome-ignore lint/plugin: the claim expires and the attempt is made again: at least once.
    } catch (error) {
      // The claim expires and another attempt follows: at least once, never lost.
      this.deps.logger.error({ deliveryId: delivery.id, err: error, errorCode: errorCodeOf(error) }, 'could not record a webhook attempt');
    }
  }

  private async send(delivery: ClaimedDelivery, at: Date): Promise<AttemptOutcome> {
    const box = await this.deps.box();
    // Receivers check the signed timestamp against their own clock: it is real time, never a sandbox clock's.
    const timestamp = epochSeconds(this.deps.clock.wallNow());
    const secrets = [box.open(delivery.secret_encrypted)];
    if (delivery.previous_secret_encrypted && delivery.previous_secret_expires_at && delivery.previous_secret_expires_at > at)
      secrets.push(box.open(delivery.previous_secret_encrypted));
    // The deliberately mis-signed test delivery signs with a secret nobody has.
    const signingSecrets = delivery.kind === 'TEST_BAD_SIGNATURE' ? [`whsec_${randomBase62(32)}`] : secrets;
    // An endpoint receives the event in the version it was registered with (the stored body is the newest shape).
    const body = delivery.api_version ? eventBodyInVersion(delivery.event_type, delivery.body, delivery.api_version) : delivery.body;
    const signature = signingSecrets.map((secret) => `sha256=${signWebhook(secret, timestamp, body)}`).join(',');
    return post(
      delivery.url,
      body,
      {
        ...(delivery.api_version ? { [VERSION_HEADER]: delivery.api_version } : {}),
        'Content-Type': 'application/json',
        'User-Agent': 'payments-platform-webhooks/1.0',
        'X-Service-Event': delivery.event_type,
        'X-Service-Delivery': delivery.id,
        'X-Service-Timestamp': String(timestamp),
        'X-Service-Signature': signature,
      },
      this.deps.timeoutMs,
      this.deps.policy,
    );
  }

  /**
   * The attempt's log line, the delivery's next state and the endpoint's, all or nothing. The
   * endpoint row is written only when its state changes, by conditional updates: deliveries to one
   * endpoint never queue on its row. A success, or a callback's outcome (no endpoint), is one
   * statement, atomic on its own; a failure may also disable the endpoint and mail its owner, so it
   * takes a transaction.
   */
  private async record(delivery: ClaimedDelivery, startedAt: Date, outcome: AttemptOutcome): Promise<DeliveryStatus> {
    const { db } = this.deps;
    if (delivery.kind === 'TEST_BAD_SIGNATURE') return retryStatement(db, () => this.recordForgeryTest(db, delivery, startedAt, outcome));
    const now = this.deps.clock.now();
    const status = nextStatus(delivery, outcome);
    const endpointId = delivery.endpoint_id;
    if (status === 'DELIVERED') {
      await this.delivered.write({
        deliveryId: delivery.id,
        endpointId,
        attempt: delivery.attempts,
        startedAt,
        durationMs: Math.round(outcome.durationMs),
        statusCode: outcome.statusCode,
        error: outcome.error,
        excerpt: outcome.excerpt,
        now,
      });
      return status;
    }
    if (endpointId === null) {
      await retryStatement(db, () => this.recordOutcome(db, delivery, startedAt, outcome, status, now));
      return status;
    }
    return inTransaction(db, async (tx) => {
      await this.recordOutcome(tx, delivery, startedAt, outcome, status, now);
      await this.disableIfFailingTooLong(tx, endpointId, now);
      return status;
    });
  }

  private async recordOutcome(
    executor: Executor,
    delivery: ClaimedDelivery,
    startedAt: Date,
    outcome: AttemptOutcome,
    status: Exclude<DeliveryStatus, 'DELIVERED'>,
    now: Date,
  ): Promise<void> {
    const settled = status !== 'PENDING';
    const nextAttemptAt = settled ? now : new Date(now.getTime() + RETRY_DELAYS_MS[delivery.attempts - 1]!);
    // A final failure degrades an active endpoint.
    const endpointChange =
      status === 'FAILED'
        ? sql`UPDATE webhook_endpoints SET status = 'DEGRADED', degraded_since = ${now}, updated_at = ${now} WHERE id = ${delivery.endpoint_id} AND status = 'ACTIVE' RETURNING id`
        : sql`SELECT NULL::text AS id WHERE false`;
    await sql`
      WITH attempt AS (
        INSERT INTO webhook_attempts (delivery_id, attempt, started_at, duration_ms, status_code, error, response_excerpt)
        VALUES (${delivery.id}::uuid, ${delivery.attempts}, ${startedAt}, ${Math.round(outcome.durationMs)}, ${outcome.statusCode}, ${outcome.error}, ${outcome.excerpt})
        RETURNING 1
      ), next AS (
        UPDATE webhook_deliveries SET status = ${status}, last_status_code = ${outcome.statusCode}, locked_until = NULL,
          next_attempt_at = ${nextAttemptAt}, completed_at = ${settled ? now : null}
        WHERE id = ${delivery.id}::uuid
        RETURNING 1
      ), endpoint AS (${endpointChange})
      SELECT 1`.execute(executor);
  }

  /** Delivered attempts, in one call (webhook_record_delivered, webhooks/sql/record-delivered.sql): each one's log line, its delivery settled, and a degraded endpoint that answered made active again. */
  private async recordDelivered(attempts: readonly DeliveredAttempt[]): Promise<void> {
    const column = <K extends keyof DeliveredAttempt>(key: K) => attempts.map((attempt) => attempt[key]);
    await sql`
      SELECT webhook_record_delivered(${column('deliveryId')}::uuid[], ${column('endpointId')}::text[], ${column('attempt')}::int[],
        ${column('startedAt')}::timestamptz[], ${column('durationMs')}::int[], ${column('statusCode')}::int[], ${column('error')}::text[],
        ${column('excerpt')}::text[], ${column('now')}::timestamptz[])`.execute(this.deps.db);
  }

  /** An endpoint still failing 24 hours after it degraded is disabled, and its owner is told. */
  private async disableIfFailingTooLong(tx: Tx, endpointId: string, now: Date): Promise<void> {
    const disabled = await sql<{ account_id: string; url: string }>`
      UPDATE webhook_endpoints SET status = 'DISABLED', disabled_at = ${now}, updated_at = ${now}
      WHERE id = ${endpointId} AND status = 'DEGRADED' AND degraded_since <= ${new Date(now.getTime() - DISABLE_AFTER_MS)}
      RETURNING account_id, url`.execute(tx);
    const endpoint = disabled.rows[0];
    if (endpoint) await this.mailOwner(tx, endpoint.account_id, endpointId, endpoint.url);
  }

  /**
   * The mis-signed test checks the receiver, not the delivery: one attempt, never retried, and the
   * endpoint's state is left alone. A 4xx is the right answer (DELIVERED: rejected as expected);
   * a 2xx means the receiver skips verification (FAILED), and so does any other outcome.
   */
  private async recordForgeryTest(executor: Executor, delivery: ClaimedDelivery, startedAt: Date, outcome: AttemptOutcome): Promise<DeliveryStatus> {
    const now = this.deps.clock.now();
    const code = outcome.statusCode;
    const refused = code !== null && code >= 400 && code < 500;
    const note = refused
      ? 'rejected as expected: your endpoint refused a forged signature'
      : code !== null && code >= 200 && code < 300
        ? 'your endpoint accepted a forged signature: verify X-Service-Signature and answer 401 when it does not match'
        : 'no 4xx answer to a forged signature: your endpoint should verify X-Service-Signature and answer 401';
    await sql`
      WITH attempt AS (
        INSERT INTO webhook_attempts (delivery_id, attempt, started_at, duration_ms, status_code, error, response_excerpt, note)
        VALUES (${delivery.id}::uuid, ${delivery.attempts}, ${startedAt}, ${Math.round(outcome.durationMs)}, ${code}, ${outcome.error}, ${outcome.excerpt}, ${note})
        RETURNING 1
      )
      UPDATE webhook_deliveries SET status = ${refused ? 'DELIVERED' : 'FAILED'}, last_status_code = ${code}, locked_until = NULL, next_attempt_at = ${now}, completed_at = ${now}
      WHERE id = ${delivery.id}::uuid`.execute(executor);
    return refused ? 'DELIVERED' : 'FAILED';
  }

  private async mailOwner(tx: Tx, accountId: string, endpointId: string, url: string): Promise<void> {
    const owner = await tx
      .selectFrom('developer_account_directory')
      .innerJoin('user_directory', 'user_directory.id', 'developer_account_directory.owner_user_id')
      .select(['user_directory.email', 'user_directory.first_name'])
      .where('developer_account_directory.id', '=', accountId)
      .executeTakeFirst();
    if (!owner) return;
    await this.deps.mailer.send(tx, {
      accountId,
      to: owner.email,
      subject: 'Your webhook endpoint was disabled',
      body: [
        `Hello ${owner.first_name},`,
        '',
        `Deliveries to ${url} (${endpointId}) kept failing for 24 hours, so the endpoint is disabled and receives nothing.`,
        'Fix the receiver, then re-enable the endpoint in the dashboard (or POST /ms/v1/merchants/me/webhooks/{id}/enable); pending deliveries resume.',
      ].join('\n'),
    });
  }
}

/** One POST: no redirects followed, only 2xx counts, addresses checked at connect time too. */
function post(rawUrl: string, body: string, headers: Record<string, string>, timeoutMs: number, policy: UrlPolicy): Promise<AttemptOutcome> {
  const url = new URL(rawUrl);
  const started = performance.now();
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve) => {
    const done = (outcome: Omit<AttemptOutcome, 'durationMs'>) => resolve({ ...outcome, durationMs: performance.now() - started });
    if (isIP(literal)) {
      const reason = forbiddenAddress(literal, policy);
      if (reason) return done({ statusCode: null, error: `refused: ${reason}`, excerpt: null });
    }
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: 'POST', headers: { ...headers, 'Content-Length': Buffer.byteLength(body) }, timeout: timeoutMs, lookup: safeLookup(policy) },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          done({ statusCode: response.statusCode ?? null, error: null, excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8') }),
        );
        response.on('error', (error) => done({ statusCode: response.statusCode ?? null, error: error.message, excerpt: null }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error) => done({ statusCode: null, error: error.message, excerpt: null }));
    request.end(body);
  });
}

/** DNS look-up that refuses forbidden addresses, so a name cannot be re-pointed after registration. */
function safeLookup(policy: UrlPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return (callback as (e: Error) => void)(error);
      const list = addresses as unknown as LookupAddress[];
      const refused = list.map((a) => forbiddenAddress(a.address, policy)).find(Boolean);
      if (refused || list.length === 0) return (callback as (e: Error) => void)(new Error(`refused: ${refused ?? 'no address'}`));
      if ((options as { all?: boolean }).all) return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
      (callback as (e: null, a: string, f: number) => void)(null, list[0]!.address, list[0]!.family);
    });
  };
}
