import { graphql } from '../src/generated/documents/index.js';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebhookDispatcher } from '../src/modules/webhooks/webhook-dispatcher.js';
import { epochSeconds, HOUR, MINUTE, SECOND } from '../src/platform/clock.js';
import { checkReceiverUrl } from '../src/platform/url-safety.js';
import { verifyWebhook } from '../src/webhook-verification.js';
import { expectEnvelope, fieldsOf, startHarness, useHarness, type TestUser } from './support/harness.js';
import { LoopbackReceiver } from './support/receiver.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const WebhookEndpoints = graphql(`
  query WebhookEndpoints { webhookEndpoints(first: 50) { edges { node { id status events } } } }
`);
const RegisterWebhook = graphql(`
  mutation RegisterWebhook($i: RegisterWebhookInput!) { registerWebhook(input: $i) { webhookEndpoint { id status } secret userErrors { field message code } } }
`);
const DeleteWebhook = graphql(`
  mutation DeleteWebhook($id: ID!) { deleteWebhook(id: $id) { deletedWebhookEndpointId userErrors { field message code } } }
`);
const EnableWebhook = graphql(`
  mutation EnableWebhook($id: ID!) { enableWebhook(id: $id) { webhookEndpoint { status } userErrors { field message code } } }
`);
const SendWebhookTest = graphql(`
  mutation SendWebhookTest($id: ID!) { sendWebhookTest(id: $id, badSignature: true) { webhookDelivery { id kind } userErrors { field message code } } }
`);
const SendMisSignedWebhookTest = graphql(`
  mutation SendMisSignedWebhookTest($id: ID!) { sendWebhookTest(id: $id, badSignature: true) { webhookDelivery { id } userErrors { field message code } } }
`);
const WebhookDelivery = graphql(`
  query WebhookDelivery($id: ID!) { webhookDelivery(id: $id) { status attempts attemptLog { statusCode note } } }
`);

const ctx = useHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true', WEBHOOK_TIMEOUT_MS: '1000' });
const receiver = new LoopbackReceiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

let merchantToken = '';
async function token(): Promise<string> {
  merchantToken = await ctx.h.signIn(ctx.h.merchant);
  return merchantToken;
}

async function register(path: string, events: string[] = ['wallet.funded']) {
  const result = await ctx.h.rest('POST', '/merchants/me/webhooks', { token: await token(), body: { url: receiver.url(path), events } });
  expectEnvelope(result, 200, 'SUCCESS');
  return result.body.data.webhook as { id: string; secret: string; status: string };
}

async function fundedEvent(): Promise<TestUser> {
  const user = await ctx.h.createUser();
  await ctx.h.fund(user, 'GHS', '1.00');
  return user;
}

/** The id of the wallet.funded event fundedEvent wrote. */
async function fundingEventOf(user: TestUser): Promise<string> {
  const row = await ctx.h.db.selectFrom('events').select('id').where('owner_id', '=', user.id).where('type', '=', 'wallet.funded').executeTakeFirstOrThrow();
  return row.id;
}

const verifyAt = (r: { headers: any; body: string }, secret: string | string[], now = epochSeconds(ctx.h.clock.now())) =>
  verifyWebhook({ rawBody: r.body, headers: r.headers, secret, now });

describe('webhook endpoints', () => {
  it('register with the secret shown once, and list without it', async () => {
    const endpoint = await register('/registered');
    expect(endpoint).toMatchObject({ status: 'ACTIVE', events: ['wallet.funded'] });
    expect(endpoint.secret).toMatch(/^whsec_/);
    const listed = await ctx.h.rest('GET', '/merchants/me/webhooks', { token: merchantToken });
    expect(JSON.stringify(listed.body)).not.toContain(endpoint.secret);
    const one = await ctx.h.rest('GET', `/merchants/me/webhooks/${endpoint.id}`, { token: merchantToken });
    expect(one.body.data).not.toHaveProperty('secret');
    const stored = await ctx.h.db.selectFrom('webhook_endpoints').select('secret_encrypted').where('id', '=', endpoint.id).executeTakeFirstOrThrow();
    expect(stored.secret_encrypted).not.toContain(endpoint.secret.slice(6));
  });

  it('replay a registration by Idempotency-Key without storing the secret in clear', async () => {
    const key = randomUUID();
    const body = { url: receiver.url('/idempotent'), events: ['wallet.funded'] };
    const first = await ctx.h.rest('POST', '/merchants/me/webhooks', { token: await token(), body, headers: { 'Idempotency-Key': key } });
    const again = await ctx.h.rest('POST', '/merchants/me/webhooks', { token: merchantToken, body, headers: { 'Idempotency-Key': key } });
    expect(again.body.data.webhook).toEqual(first.body.data.webhook);
    const stored = await ctx.h.db.selectFrom('idempotency_keys').select('response_body').where('key', '=', key).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.response_body)).not.toContain(first.body.data.webhook.secret);
  });

  it('list the event types an endpoint may subscribe to, on both transports, to merchants only; each registers', async () => {
    const t = await token();
    const listed = await ctx.h.rest('GET', '/merchants/me/webhooks/event-types', { token: t });
    expectEnvelope(listed, 200, 'SUCCESS');
    const types = listed.body.data.eventTypes as string[];
    expect(types).toEqual([...types].sort());
    expect(types).toEqual(expect.arrayContaining(['wallet.funded', 'payment.completed', 'invoice.paid', 'dispute.opened', 'payroll.batch_settled']));
    const viaGraphql = await ctx.h.gql('{ webhookEventTypes }', {}, { token: t });
    expect(viaGraphql.body.data?.webhookEventTypes).toEqual(types);
    const registered = await ctx.h.rest('POST', '/merchants/me/webhooks', { token: t, body: { url: receiver.url('/every-type'), events: types } });
    expectEnvelope(registered, 200, 'SUCCESS');
    const user = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('GET', '/merchants/me/webhooks/event-types', { token: user.accessToken }), 403, 'FORBIDDEN');
    expect((await ctx.h.gql('{ webhookEventTypes }', {}, { token: user.accessToken })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuse unknown event types, non-HTTPS and private addresses, and non-merchants', async () => {
    const t = await token();
    for (const [body, field] of [
      [{ url: receiver.url('/x'), events: ['wallet.exploded'] }, 'events'],
      [{ url: receiver.url('/x'), events: [] }, 'events'],
      [{ url: 'http://example.com/hook', events: ['wallet.funded'] }, 'url'],
      [{ url: 'https://10.1.2.3/hook', events: ['wallet.funded'] }, 'url'],
      [{ url: 'https://169.254.169.254/latest/meta-data', events: ['wallet.funded'] }, 'url'],
      [{ url: 'https://[::ffff:192.168.1.1]/hook', events: ['wallet.funded'] }, 'url'],
      [{ url: 'https://[::127.0.0.1]/hook', events: ['wallet.funded'] }, 'url'],
      [{ url: 'not a url', events: ['wallet.funded'] }, 'url'],
    ] as const) {
      const result = await ctx.h.rest('POST', '/merchants/me/webhooks', { token: t, body });
      expectEnvelope(result, 400, 'BAD_REQUEST');
      expect(fieldsOf(result.body)).toEqual([field]);
    }
    const user = await ctx.h.createUser();
    expectEnvelope(
      await ctx.h.rest('POST', '/merchants/me/webhooks', { token: user.accessToken, body: { url: receiver.url('/x'), events: ['wallet.funded'] } }),
      403,
      'FORBIDDEN',
    );
  });

  it('admit local receivers only when the development setting allows them', async () => {
    // A local receiver over plain HTTP is refused naming the development switch that allows it.
    expect(await checkReceiverUrl('http://localhost:8080/hook', { allowLocalReceivers: false })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('WEBHOOK_ALLOW_LOCAL_RECEIVERS=true'),
    });
    expect(await checkReceiverUrl('http://example.com/hook', { allowLocalReceivers: false })).toEqual({ ok: false, reason: 'must use HTTPS' });
    expect(await checkReceiverUrl('https://127.0.0.1/hook', { allowLocalReceivers: false })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/loopback/),
    });
    expect(await checkReceiverUrl('http://localhost:8080/hook', { allowLocalReceivers: true })).toMatchObject({ ok: true });
    expect(await checkReceiverUrl('http://10.0.0.5/hook', { allowLocalReceivers: true })).toMatchObject({ ok: false });
  });

  it('refuse IPv6 forms that embed a private or loopback IPv4 address: IPv4-compatible, 6to4, Teredo, mapped', async () => {
    const strict = { allowLocalReceivers: false };
    for (const url of [
      'https://[::127.0.0.1]/',
      'https://[::]/',
      'https://[::a00:1]/',
      'https://[2002:7f00:1::1]/',
      'https://[2002:c0a8:101::]/',
      'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
      'https://[::ffff:7f00:1]/',
      'https://[64:ff9b::a00:1]/',
    ]) {
      expect(await checkReceiverUrl(url, strict), url).toMatchObject({ ok: false, reason: expect.stringMatching(/loopback, private, link-local or reserved/) });
    }
    expect(await checkReceiverUrl('https://[2606:4700:4700::1111]/', strict)).toMatchObject({ ok: true });
  });

  it('refuse a host that does not resolve, saying it may be temporary', async () => {
    const result = await ctx.h.rest('POST', '/merchants/me/webhooks', {
      token: await token(),
      body: { url: 'https://no-such-host.invalid/hook', events: ['wallet.funded'] },
    });
    expectEnvelope(result, 400, 'BAD_REQUEST');
    expect(result.body.details.fields[0].message).toMatch(/does not resolve.*may be temporary/);
  });

  it("hide another account's endpoint, and are managed through REST and GraphQL", async () => {
    const endpoint = await register('/managed');
    const other = await ctx.h.createDeveloper();
    expectEnvelope(
      await ctx.h.rest('GET', `/merchants/me/webhooks/${endpoint.id}`, { key: other.subscriptionKey, token: other.merchant.accessToken }),
      404,
      'NOT_FOUND',
    );
    const updated = await ctx.h.rest('PUT', `/merchants/me/webhooks/${endpoint.id}`, {
      token: merchantToken,
      body: { events: ['wallet.funded', 'wallet.debited'], description: 'ledger' },
    });
    expect(updated.body.data).toMatchObject({ events: ['wallet.funded', 'wallet.debited'], description: 'ledger' });
    const gql = await ctx.h.gql(WebhookEndpoints, {}, { token: merchantToken });
    expect(gql.body.data.webhookEndpoints.edges.map((e: any) => e.node.id)).toContain(endpoint.id);
    const created = await ctx.h.gql(RegisterWebhook, { i: { url: receiver.url('/gql'), events: ['kyc.tier_changed'] } }, { token: merchantToken });
    expect(created.body.data.registerWebhook.secret).toMatch(/^whsec_/);
    const removed = await ctx.h.gql(DeleteWebhook, { id: created.body.data.registerWebhook.webhookEndpoint!.id }, { token: merchantToken });
    expect(removed.body.data.deleteWebhook.deletedWebhookEndpointId).toBe(created.body.data.registerWebhook.webhookEndpoint!.id);
    expectEnvelope(await ctx.h.rest('DELETE', `/merchants/me/webhooks/${endpoint.id}`, { token: merchantToken }), 200, 'SUCCESS');
  });
});

describe('webhook delivery', () => {
  it("signs and delivers the account's events with the spec's headers, to subscribed endpoints only", async () => {
    const endpoint = await register('/deliver');
    const debitsOnly = await register('/debits-only', ['wallet.debited']);
    const other = await ctx.h.createDeveloper();
    const foreign = await ctx.h.rest('POST', '/merchants/me/webhooks', {
      key: other.subscriptionKey,
      token: other.merchant.accessToken,
      body: { url: receiver.url('/foreign'), events: ['wallet.funded'] },
    });
    expect(foreign.status).toBe(200);
    const user = await fundedEvent();
    await ctx.h.services.webhookDispatcher.deliverDue();
    const [delivery] = receiver.at('/deliver');
    expect(delivery).toBeDefined();
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(delivery!.headers['x-service-event']).toBe('wallet.funded');
    expect(delivery!.headers['x-service-delivery']).toMatch(/^[0-9a-f-]{36}$/);
    expect(delivery!.headers['x-service-timestamp']).toBe(String(epochSeconds(ctx.h.clock.now())));
    expect(delivery!.headers['x-service-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    const verified = verifyAt(delivery!, endpoint.secret);
    expect(verified.ok).toBe(true);
    const row = await ctx.h.db.selectFrom('events').selectAll().where('owner_id', '=', user.id).executeTakeFirstOrThrow();
    expect(JSON.parse(delivery!.body)).toEqual({ id: row.id, type: 'wallet.funded', createdAt: row.created_at.toISOString(), data: row.data });
    expect(receiver.at('/debits-only')).toHaveLength(0);
    expect(receiver.at('/foreign')).toHaveLength(0);
    void debitsOnly;
    // Nothing is delivered twice.
    await ctx.h.services.webhookDispatcher.deliverDue();
    expect(receiver.at('/deliver')).toHaveLength(1);
  });

  it('makes an event’s deliveries when the relay numbers it, once, not in the transaction that writes it', async () => {
    const endpoint = await register('/at-numbering');
    const deliveriesOf = async (eventId: string) =>
      (await ctx.h.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', endpoint.id).where('event_id', '=', eventId).execute()).length;
    // A transaction that took its id before the funding holds its event back from numbering until it ends.
    const older = new pg.Client({ connectionString: ctx.h.config.databaseUrl! });
    await older.connect();
    let eventId: string;
    try {
      await older.query('BEGIN');
      await older.query('SELECT pg_current_xact_id()');
      const user = await fundedEvent();
      eventId = await fundingEventOf(user);
      await ctx.h.services.eventRelay.tick();
      // Committed, not yet numbered: no delivery, so nothing to send.
      expect(await deliveriesOf(eventId)).toBe(0);
      await older.query('COMMIT');
    } finally {
      await older.end();
    }
    expect(await ctx.h.services.eventRelay.publishCommittedBefore()).toBe(true);
    expect(await deliveriesOf(eventId)).toBe(1);
    // Another pass of the relay numbers nothing again, and makes no second delivery.
    await ctx.h.services.eventRelay.tick();
    expect(await deliveriesOf(eventId)).toBe(1);
    await ctx.h.services.webhookDispatcher.deliverDue();
    expect(receiver.at('/at-numbering').map((r) => JSON.parse(r.body).id)).toEqual([eventId]);
  });

  it('make the deliveries of events committed before deliverDue is called, numbering them first', async () => {
    const endpoint = await register('/numbered-first');
    // The relay's own passes are far apart here; deliverDue numbers what has committed.
    await ctx.h.services.eventRelay.stop();
    try {
      const user = await fundedEvent();
      await ctx.h.services.webhookDispatcher.deliverDue();
      const [delivery] = receiver.at('/numbered-first');
      expect(verifyAt(delivery!, endpoint.secret).ok).toBe(true);
      expect(JSON.parse(delivery!.body)).toMatchObject({ id: await fundingEventOf(user), type: 'wallet.funded' });
    } finally {
      await ctx.h.services.eventRelay.start();
    }
  });

  it('retries on the schedule with the same delivery id, then fails and degrades the endpoint', async () => {
    receiver.respond('/flaky', 500);
    const endpoint = await register('/flaky');
    await fundedEvent();
    await ctx.h.services.webhookDispatcher.deliverDue();
    expect(receiver.at('/flaky')).toHaveLength(1);
    for (const delay of [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 24 * HOUR]) {
      ctx.h.clock.advance(delay - SECOND);
      await ctx.h.services.webhookDispatcher.deliverDue();
      const before = receiver.at('/flaky').length;
      ctx.h.clock.advance(SECOND);
      await ctx.h.services.webhookDispatcher.deliverDue();
      expect(receiver.at('/flaky')).toHaveLength(before + 1);
    }
    const attempts = receiver.at('/flaky');
    expect(attempts).toHaveLength(7);
    expect(new Set(attempts.map((a) => a.headers['x-service-delivery'])).size).toBe(1);
    const t = await token();
    const state = await ctx.h.rest('GET', `/merchants/me/webhooks/${endpoint.id}`, { token: t });
    expect(state.body.data.status).toBe('DEGRADED');
    const log = await ctx.h.rest('GET', `/merchants/me/webhooks/${endpoint.id}/deliveries`, { token: t });
    const failed = log.body.data.items[0];
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 7, lastStatusCode: 500 });
    const detail = await ctx.h.rest('GET', `/merchants/me/webhooks/deliveries/${failed.id}`, { token: t });
    expect(detail.body.data.attemptLog.map((a: any) => a.statusCode)).toEqual([500, 500, 500, 500, 500, 500, 500]);
    expect(detail.body.data.attemptLog[0].responseExcerpt).toBe('failing with 500');
    ctx.h.clock.advance(SECOND);
  });

  it('make a degraded endpoint active on success, and disable it after 24 hours of failures with an e-mail to its owner', async () => {
    receiver.respond('/degrading', 503);
    const endpoint = await register('/degrading');
    await fundedEvent();
    await ctx.h.services.webhookDispatcher.deliverDue();
    for (const delay of [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 24 * HOUR]) {
      ctx.h.clock.advance(delay);
      await ctx.h.services.webhookDispatcher.deliverDue();
    }
    const status = async () => (await ctx.h.rest('GET', `/merchants/me/webhooks/${endpoint.id}`, { token: await token() })).body.data.status;
    expect(await status()).toBe('DEGRADED');
    // Degraded and still failing 24 hours later: disabled, and the owner is told.
    await fundedEvent();
    await ctx.h.services.webhookDispatcher.deliverDue();
    ctx.h.clock.advance(1 * MINUTE);
    await ctx.h.services.webhookDispatcher.deliverDue();
    expect(await status()).toBe('DEGRADED');
    ctx.h.clock.advance(24 * HOUR);
    await ctx.h.services.webhookDispatcher.deliverDue();
    expect(await status()).toBe('DISABLED');
    const mail = await ctx.h.rest('GET', `/sandbox/mailbox?to=${encodeURIComponent(ctx.h.merchant.email)}`, { token: await ctx.h.signIn(ctx.h.merchant) });
    expect(mail.body.data.items[0].subject).toBe('Your webhook endpoint was disabled');
    // Disabled: new events are not sent.
    receiver.respond('/degrading', 200);
    const before = receiver.at('/degrading').length;
    await fundedEvent();
    ctx.h.clock.advance(24 * HOUR);
    await ctx.h.services.webhookDispatcher.deliverDue();
    expect(receiver.at('/degrading')).toHaveLength(before);
    // Re-enabled: pending deliveries resume, and a success keeps it active.
    const enabled = await ctx.h.gql(EnableWebhook, { id: endpoint.id }, { token: await token() });
    expect(enabled.body.data.enableWebhook.webhookEndpoint!.status).toBe('ACTIVE');
    await ctx.h.services.webhookDispatcher.deliverDue();
    expect(receiver.at('/degrading').length).toBeGreaterThan(before);
    expect(await status()).toBe('ACTIVE');
  });

  it('record deliveries that succeed together: each its own attempt, settled at its account clock, and a degraded endpoint active again', async () => {
    const endpoint = await register('/together');
    await ctx.h.db.updateTable('webhook_endpoints').set({ status: 'DEGRADED', degraded_since: ctx.h.clock.now() }).where('id', '=', endpoint.id).execute();
    for (let i = 0; i < 6; i++) await fundedEvent();
    ctx.h.clock.advance(90 * SECOND);
    const settledAt = ctx.h.clock.now();
    // One claim, six attempts at once: their records go in groups while earlier ones are being written.
    await ctx.h.services.webhookDispatcher.deliverDue();
    expect(receiver.at('/together')).toHaveLength(6);
    const deliveries = await ctx.h.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'status', 'last_status_code', 'locked_until', 'completed_at', 'next_attempt_at'])
      .where('endpoint_id', '=', endpoint.id)
      .execute();
    expect(deliveries).toHaveLength(6);
    for (const delivery of deliveries)
      expect(delivery).toEqual({
        id: delivery.id,
        status: 'DELIVERED',
        last_status_code: 200,
        locked_until: null,
        completed_at: settledAt,
        next_attempt_at: settledAt,
      });
    const attempts = await ctx.h.db
      .selectFrom('webhook_attempts')
      .select(['delivery_id', 'attempt', 'started_at', 'status_code', 'error', 'response_excerpt'])
      .where(
        'delivery_id',
        'in',
        deliveries.map((d) => d.id),
      )
      .execute();
    expect(attempts.map((a) => a.delivery_id).sort()).toEqual(deliveries.map((d) => d.id).sort());
    for (const attempt of attempts)
      expect(attempt).toEqual({ delivery_id: attempt.delivery_id, attempt: 1, started_at: settledAt, status_code: 200, error: null, response_excerpt: 'ok' });
    const shown = await ctx.h.rest('GET', `/merchants/me/webhooks/${endpoint.id}`, { token: await token() });
    expect(shown.body.data.status).toBe('ACTIVE');
    // Delivered once each: nothing is claimed again.
    await ctx.h.services.webhookDispatcher.deliverDue();
    expect(receiver.at('/together')).toHaveLength(6);
  });

  it('sign with both secrets for 24 hours after a rotation', async () => {
    const endpoint = await register('/rotating');
    const rotated = await ctx.h.rest('POST', `/merchants/me/webhooks/${endpoint.id}/rotate-secret`, { token: merchantToken });
    const newSecret = rotated.body.data.webhook.secret;
    expect(newSecret).not.toBe(endpoint.secret);
    await fundedEvent();
    await ctx.h.services.webhookDispatcher.deliverDue();
    const during = receiver.at('/rotating').at(-1)!;
    expect(String(during.headers['x-service-signature']).split(',')).toHaveLength(2);
    expect(verifyAt(during, endpoint.secret).ok).toBe(true);
    expect(verifyAt(during, newSecret).ok).toBe(true);
    ctx.h.clock.advance(24 * HOUR);
    await fundedEvent();
    await ctx.h.services.webhookDispatcher.deliverDue();
    const after = receiver.at('/rotating').at(-1)!;
    expect(verifyAt(after, newSecret).ok).toBe(true);
    expect(verifyAt(after, endpoint.secret)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('send test.ping, a deliberately mis-signed test, and manual redeliveries', async () => {
    const endpoint = await register('/tester');
    const ping = await ctx.h.rest('POST', `/merchants/me/webhooks/${endpoint.id}/test`, { token: merchantToken });
    expectEnvelope(ping, 200, 'SUCCESS');
    const bad = await ctx.h.gql(SendWebhookTest, { id: endpoint.id }, { token: merchantToken });
    expect(bad.body.data.sendWebhookTest.webhookDelivery!.kind).toBe('TEST_BAD_SIGNATURE');
    await ctx.h.services.webhookDispatcher.deliverDue();
    // Both are due at once and sent concurrently: each is told apart by its delivery id, not by arrival.
    const byDelivery = (id: string) => receiver.at('/tester').find((r) => r.headers['x-service-delivery'] === id);
    const good = byDelivery(ping.body.data.id);
    const wrong = byDelivery(bad.body.data.sendWebhookTest.webhookDelivery!.id);
    expect(receiver.at('/tester')).toHaveLength(2);
    expect(good!.headers['x-service-event']).toBe('test.ping');
    expect(verifyAt(good!, endpoint.secret)).toMatchObject({ ok: true, event: { type: 'test.ping' } });
    expect(verifyAt(wrong!, endpoint.secret)).toEqual({ ok: false, reason: 'bad_signature' });
    // A stale timestamp is refused even with a good signature.
    expect(verifyAt(good!, endpoint.secret, Number(good!.headers['x-service-timestamp']) + 301)).toEqual({ ok: false, reason: 'stale_timestamp' });
    expect(verifyAt(good!, endpoint.secret, Number(good!.headers['x-service-timestamp']) + 300).ok).toBe(true);
    const again = await ctx.h.rest('POST', `/merchants/me/webhooks/deliveries/${ping.body.data.id}/redeliver`, { token: merchantToken });
    expect(again.body.data).toMatchObject({ kind: 'REDELIVERY', eventId: ping.body.data.eventId });
    await ctx.h.services.webhookDispatcher.deliverDue();
    const redelivered = receiver.at('/tester').at(-1)!;
    expect(redelivered.body).toBe(good!.body);
    expect(redelivered.headers['x-service-delivery']).not.toBe(good!.headers['x-service-delivery']);
  });

  it('makes the mis-signed test one attempt, never retried, that never degrades: a 4xx is "rejected as expected"', async () => {
    receiver.respond('/verifies', 401);
    const endpoint = await register('/verifies');
    const sent = await ctx.h.rest('POST', `/merchants/me/webhooks/${endpoint.id}/test`, { token: merchantToken, body: { badSignature: true } });
    expectEnvelope(sent, 200, 'SUCCESS');
    await ctx.h.services.webhookDispatcher.deliverDue();
    ctx.h.clock.advance(2 * HOUR);
    await ctx.h.services.webhookDispatcher.deliverDue();
    expect(receiver.at('/verifies')).toHaveLength(1);
    const detail = await ctx.h.rest('GET', `/merchants/me/webhooks/deliveries/${sent.body.data.id}`, { token: await token() });
    expect(detail.body.data).toMatchObject({ status: 'DELIVERED', attempts: 1, lastStatusCode: 401 });
    expect(detail.body.data.attemptLog).toHaveLength(1);
    expect(detail.body.data.attemptLog[0].note).toMatch(/^rejected as expected/);
  });

  it('says "your endpoint accepted a forged signature" on a 2xx, without retrying or degrading the endpoint', async () => {
    receiver.respond('/trusting', 200);
    const endpoint = await register('/trusting');
    const ids: string[] = [];
    // More tests than the attempts that degrade an endpoint: none of them counts.
    for (let i = 0; i < 8; i++) {
      const sent = await ctx.h.gql(SendMisSignedWebhookTest, { id: endpoint.id }, { token: merchantToken });
      ids.push(sent.body.data.sendWebhookTest.webhookDelivery!.id);
      await ctx.h.services.webhookDispatcher.deliverDue();
    }
    ctx.h.clock.advance(25 * HOUR);
    await ctx.h.services.webhookDispatcher.deliverDue();
    expect(receiver.at('/trusting')).toHaveLength(8);
    const detail = await ctx.h.gql(WebhookDelivery, { id: ids[0]! }, { token: await token() });
    expect(detail.body.data.webhookDelivery).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(detail.body.data.webhookDelivery!.attemptLog).toEqual([
      { statusCode: 200, note: expect.stringMatching(/^your endpoint accepted a forged signature/) },
    ]);
    const state = await ctx.h.rest('GET', `/merchants/me/webhooks/${endpoint.id}`, { token: merchantToken });
    expect(state.body.data.status).toBe('ACTIVE');
  });

  it('never lets a slow endpoint delay another', async () => {
    receiver.respond('/slow', 200, 2500);
    await register('/slow');
    await register('/fast');
    const started = Date.now();
    ctx.h.services.webhookDispatcher.start(50);
    try {
      await fundedEvent();
      ctx.h.services.webhookDispatcher.wake();
      while (receiver.at('/fast').length === 0 && Date.now() - started < 5000) await new Promise((r) => setTimeout(r, 10));
      expect(receiver.at('/fast')).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await ctx.h.services.webhookDispatcher.stop();
    }
  });

  it('works through more due deliveries than it has slots on one wake, without waiting for the poll', async () => {
    // Only this endpoint: the earlier tests' slow receiver would hold the slots.
    const listed = await ctx.h.rest('GET', '/merchants/me/webhooks', { token: await token() });
    for (const endpoint of listed.body.data.items as { id: string }[])
      expectEnvelope(await ctx.h.rest('DELETE', `/merchants/me/webhooks/${endpoint.id}`, { token: merchantToken }), 200, 'SUCCESS');
    await register('/backlog');
    for (let i = 0; i < 5; i++) await fundedEvent();
    // Their deliveries exist once the relay numbers the events: before the one wake under test.
    await ctx.h.services.eventRelay.publishCommittedBefore();
    // A process with two slots whose poll would come only after the test's timeout.
    const next = await startHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true', WEBHOOK_CONCURRENCY: '2' }, { url: ctx.h.config.databaseUrl! });
    try {
      next.clock.set(ctx.h.clock.now());
      next.services.webhookDispatcher.start(60 * SECOND);
      next.services.webhookDispatcher.wake();
      const started = Date.now();
      while (receiver.at('/backlog').length < 5 && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 20));
      expect(receiver.at('/backlog')).toHaveLength(5);
      expect(new Set(receiver.at('/backlog').map((r) => r.headers['x-service-delivery'])).size).toBe(5);
    } finally {
      await next.services.webhookDispatcher.stop();
      await next.close();
    }
  });
});

describe("deliveries claimed in their events' publication", () => {
  /** The dispatcher's own claim, watched: a delivery claimed in its publication never goes through it. */
  const claimsOf = (dispatcher: WebhookDispatcher) => vi.spyOn(dispatcher as unknown as { claim(limit: number): Promise<unknown[]> }, 'claim');

  async function only(path: string) {
    const listed = await ctx.h.rest('GET', '/merchants/me/webhooks', { token: await token() });
    for (const endpoint of listed.body.data.items as { id: string }[])
      expectEnvelope(await ctx.h.rest('DELETE', `/merchants/me/webhooks/${endpoint.id}`, { token: merchantToken }), 200, 'SUCCESS');
    return register(path);
  }

  async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`not within 10 s: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it("start an event's delivery with the publication's answer, without a claim of its own, and lease it once", async () => {
    const endpoint = await only('/at-publication');
    const dispatcher = ctx.h.services.webhookDispatcher;
    // A poll far beyond the test: only the publication can start the delivery.
    dispatcher.start(60 * SECOND);
    const unfollow = dispatcher.followPublications(ctx.h.services.eventRelay);
    const claims = claimsOf(dispatcher);
    try {
      const user = await fundedEvent();
      await until(() => receiver.at('/at-publication').length === 1, 'the delivery received');
      const eventId = await fundingEventOf(user);
      expect(JSON.parse(receiver.at('/at-publication')[0]!.body).id).toBe(eventId);
      const delivery = () =>
        ctx.h.db.selectFrom('webhook_deliveries').select(['status', 'attempts']).where('endpoint_id', '=', endpoint.id).executeTakeFirstOrThrow();
      await until(async () => (await delivery()).status === 'DELIVERED', 'the delivery recorded');
      expect(await delivery()).toEqual({ status: 'DELIVERED', attempts: 1 });
      expect(claims).not.toHaveBeenCalled();
    } finally {
      claims.mockRestore();
      unfollow();
      await dispatcher.stop();
    }
  });

  it('claim only for the slots free at publication; the rest follow as slots free up', async () => {
    const first = await only('/one-slot');
    receiver.respond('/one-slot', 200, 300);
    const second = await register('/one-slot-too');
    receiver.respond('/one-slot-too', 200, 300);
    // A process with one slot, following its own relay, which alone publishes the event here.
    const next = await startHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true', WEBHOOK_CONCURRENCY: '1' }, { url: ctx.h.config.databaseUrl! });
    const dispatcher = next.services.webhookDispatcher;
    const claims = claimsOf(dispatcher);
    await ctx.h.services.eventRelay.stop();
    try {
      next.clock.set(ctx.h.clock.now());
      dispatcher.start(60 * SECOND);
      const unfollow = dispatcher.followPublications(next.services.eventRelay);
      try {
        await fundedEvent();
        await until(() => receiver.at('/one-slot').length + receiver.at('/one-slot-too').length === 2, 'both deliveries received');
        const [earlier, later] = [...receiver.at('/one-slot'), ...receiver.at('/one-slot-too')].sort((a, b) => a.at - b.at);
        // One in flight at a time: the second was sent once the first's 300 ms answer came.
        expect(later!.at - earlier!.at).toBeGreaterThanOrEqual(280);
        // The publication filled the one slot, so the second came from a claim of the dispatcher's own.
        expect(claims).toHaveBeenCalled();
        const attempts = await next.db.selectFrom('webhook_deliveries').select('attempts').where('endpoint_id', 'in', [first.id, second.id]).execute();
        expect(attempts).toEqual([{ attempts: 1 }, { attempts: 1 }]);
      } finally {
        unfollow();
      }
    } finally {
      claims.mockRestore();
      await dispatcher.stop();
      await next.close();
      await ctx.h.services.eventRelay.start();
    }
  });
});

describe('crash safety', () => {
  it('delivers events committed before a crash once a new process starts, and retries an attempt cut short', async () => {
    const endpoint = await register('/after-crash');
    await fundedEvent();
    // A second process on the same database, started after this one "died" without dispatching.
    const next = await startHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true' }, { url: ctx.h.config.databaseUrl! });
    try {
      next.clock.set(ctx.h.clock.now());
      // A claim by a process that died mid-attempt: its lease must run out first.
      await next.db
        .updateTable('webhook_deliveries')
        .set({ locked_until: new Date(next.clock.now().getTime() + 6 * SECOND) })
        .where('endpoint_id', '=', endpoint.id)
        .execute();
      await next.services.webhookDispatcher.deliverDue();
      expect(receiver.at('/after-crash')).toHaveLength(0);
      next.clock.advance(6 * SECOND);
      await next.services.webhookDispatcher.deliverDue();
      expect(receiver.at('/after-crash')).toHaveLength(1);
    } finally {
      await next.close();
    }
  });
});
