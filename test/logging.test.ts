import { graphql } from '../src/generated/documents/index.js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND } from '../src/platform/clock.js';
import { DomainError } from '../src/platform/errors.js';
import { useHarness } from './support/harness.js';
import { LoopbackReceiver } from './support/receiver.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const WhoAmI = graphql(`
  query WhoAmI { me { id } }
`);

declare module '../src/platform/registry.js' {
  interface JobPayloads {
    /** A job kind of this test only: it always fails. */
    'test.always-fails': Record<string, never>;
  }
}

/** Operators read one line per outcome, with its ids and error code, and request lines say what failed. */
const ctx = useHarness({ LOG_LEVEL: 'info', WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true', MOMO_COMPLETION_DELAY_SECONDS: '5' });
const receiver = new LoopbackReceiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

const linesWith = (msg: string) => ctx.h.logLines.filter((line) => line['msg'] === msg);

async function settled<T>(read: () => T[], count = 1): Promise<T[]> {
  for (let i = 0; i < 200 && read().length < count; i++) await new Promise((r) => setTimeout(r, 10));
  return read();
}

describe('request log lines', () => {
  it('carry the error code the caller got (REST) and the GraphQL operation name', async () => {
    const correlationId = randomUUID();
    await ctx.h.rest('GET', '/users/me', { headers: { 'X-Correlation-ID': correlationId } });
    const [rest] = await settled(() => linesWith('request completed').filter((l) => l['correlationId'] === correlationId));
    expect(rest).toMatchObject({ errorCode: 'UNAUTHORIZED', res: { statusCode: 401 } });

    const graphqlId = randomUUID();
    await ctx.h.gql(WhoAmI, {}, { headers: { 'X-Correlation-ID': graphqlId } });
    const [gql] = await settled(() => linesWith('request completed').filter((l) => l['correlationId'] === graphqlId));
    expect(gql).toMatchObject({ graphqlOperation: 'WhoAmI', graphqlOperationType: 'query', errorCode: 'UNAUTHORIZED' });
  });
});

describe('background work', () => {
  it('logs each mobile money completion and each transfer status change once, with ids and the error code', async () => {
    const apiUserId = randomUUID();
    await ctx.h.rest('POST', '/v1_0/apiuser', { body: { providerCallbackHost: 'example.com' }, headers: { 'X-Reference-Id': apiUserId } });
    const basic = { user: apiUserId, password: (await ctx.h.rest('POST', `/v1_0/apiuser/${apiUserId}/apikey`)).body.data.apiKey };
    const referenceId = randomUUID();
    await ctx.h.rest('POST', '/collection/payment/request', {
      basic,
      headers: { 'X-Reference-Id': referenceId },
      body: { amount: '5', currency: 'EUR', payer: { partyIdType: 'MSISDN', partyId: '46733123455' } },
    });

    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '200.00');
    const recipient = await ctx.h.rest('POST', '/recipients', {
      token: user.accessToken,
      body: { name: 'Ama Serwaa', phone: '+233244556677', provider: 'MTN' },
    });
    const transfer = await ctx.h.rest('POST', '/transactions', {
      token: user.accessToken,
      body: { recipientId: recipient.body.data.id, amount: 50, sendCurrency: 'GHS', receiveCurrency: 'GHS', speedTier: 'express' },
    });
    await ctx.h.services.jobs.runDue();
    ctx.h.clock.advance(5 * SECOND);
    await ctx.h.services.jobs.runDue();

    const completions = linesWith('mobile money operation completed');
    expect(completions.filter((l) => l['referenceId'] === referenceId)).toEqual([
      expect.objectContaining({ operation: 'collection.requesttopay', status: 'FAILED', errorCode: 'PAYER_NOT_FOUND', level: 30 }),
    ]);
    const changes = linesWith('transfer status changed').filter((l) => l['transferId'] === transfer.body.data.id);
    expect(changes.map((l) => [l['from'], l['to']])).toEqual([
      ['PENDING', 'PROCESSING'],
      ['PROCESSING', 'COMPLETED'],
    ]);
  });

  it('logs each webhook attempt with its delivery, endpoint and outcome', async () => {
    receiver.respond('/failing', 500);
    const registered = await ctx.h.rest('POST', '/merchants/me/webhooks', {
      token: await ctx.h.signIn(ctx.h.merchant),
      body: { url: receiver.url('/failing'), events: ['wallet.funded'] },
    });
    const endpointId = registered.body.data.webhook.id;
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '1.00');
    await ctx.h.services.webhookDispatcher.deliverDue();
    const [attempt] = linesWith('webhook attempt').filter((l) => l['endpointId'] === endpointId);
    expect(attempt).toMatchObject({ eventType: 'wallet.funded', attempt: 1, statusCode: 500, result: 'PENDING', errorCode: 'HTTP_500' });
    expect(attempt!['deliveryId']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs a job failure with the job and the error code', async () => {
    ctx.h.services.jobs.register('test.always-fails', async () => {
      throw new DomainError('UPSTREAM_ERROR', 'the provider is down');
    });
    await ctx.h.services.jobs.schedule(ctx.h.db, 'test.always-fails', {}, ctx.h.clock.now());
    await ctx.h.services.jobs.runDue();
    expect(linesWith('job failed; it will be retried')).toEqual([
      expect.objectContaining({ jobKind: 'test.always-fails', errorCode: 'UPSTREAM_ERROR', level: 50 }),
    ]);
    expect(linesWith('job failed; it will be retried')[0]!['jobId']).toBeTruthy();
  });
});
