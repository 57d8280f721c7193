import { describe, expect, it } from 'vitest';
import { expectEnvelope, fieldsOf, useHarness } from './support/harness.js';

const ctx = useHarness({ BODY_LIMIT_BYTES: '2048' });

describe('REST envelope and common headers', () => {
  it('wraps success in the envelope with SUCCESS and echoes X-Correlation-ID', async () => {
    const correlationId = '0b6f7ad4-3f4c-4e5e-9d55-8a1d7b1a2c3d';
    const result = await ctx.h.rest('GET', '/users/me', { token: ctx.h.merchant.accessToken, headers: { 'X-Correlation-ID': correlationId } });
    expectEnvelope(result, 200, 'SUCCESS');
    expect(result.body.correlationId).toBe(correlationId);
    expect(result.body.data.email).toBe(ctx.h.merchant.email);
  });

  it('generates a correlation id when none is sent, and refuses one that is not a UUID', async () => {
    const generated = await ctx.h.rest('GET', '/users/me', { token: ctx.h.merchant.accessToken });
    expectEnvelope(generated, 200, 'SUCCESS');
    const bad = await ctx.h.rest('GET', '/users/me', { token: ctx.h.merchant.accessToken, headers: { 'X-Correlation-ID': 'not-a-uuid' } });
    expectEnvelope(bad, 400, 'BAD_REQUEST');
    expect(fieldsOf(bad.body)).toEqual(['X-Correlation-ID']);
  });

  it('answers 401 for a missing or unknown subscription key', async () => {
    const missing = await ctx.h.rest('GET', '/users/me', { token: ctx.h.merchant.accessToken, key: null });
    expectEnvelope(missing, 401, 'UNAUTHORIZED');
    const unknown = await ctx.h.rest('GET', '/users/me', { token: ctx.h.merchant.accessToken, key: '0123456789abcdef0123456789abcdef' });
    expectEnvelope(unknown, 401, 'UNAUTHORIZED');
    expect(unknown.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('requires X-Target-Environment: sandbox and says production is not live', async () => {
    const missing = await ctx.h.rest('GET', '/users/me', { token: ctx.h.merchant.accessToken, headers: { 'X-Target-Environment': '' } });
    expectEnvelope(missing, 400, 'BAD_REQUEST');
    expect(fieldsOf(missing.body)).toEqual(['X-Target-Environment']);
    const production = await ctx.h.rest('GET', '/users/me', { token: ctx.h.merchant.accessToken, headers: { 'X-Target-Environment': 'production' } });
    expectEnvelope(production, 403, 'ENVIRONMENT_NOT_LIVE');
    expect(production.body.details.description).toMatch(/not live/);
    const other = await ctx.h.rest('GET', '/users/me', { token: ctx.h.merchant.accessToken, headers: { 'X-Target-Environment': 'staging' } });
    expectEnvelope(other, 400, 'BAD_REQUEST');
  });

  it('answers malformed JSON with 400, a wrong content type with 415 and an oversized body with 413', async () => {
    const malformed = await ctx.h.rest('POST', '/auth/login', { rawBody: '{"email": ', headers: { 'Content-Type': 'application/json' } });
    expectEnvelope(malformed, 400, 'BAD_REQUEST');
    const wrongType = await ctx.h.rest('POST', '/auth/login', { rawBody: 'email=a', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expectEnvelope(wrongType, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const text = await ctx.h.rest('POST', '/auth/login', { rawBody: 'hello', headers: { 'Content-Type': 'text/plain' } });
    expectEnvelope(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const oversized = await ctx.h.rest('POST', '/auth/login', { body: { email: 'a@example.com', password: 'x'.repeat(5000) } });
    expectEnvelope(oversized, 413, 'PAYLOAD_TOO_LARGE');
    const prototypePollution = await ctx.h.rest('POST', '/auth/login', {
      rawBody: '{"__proto__": {"admin": true}}',
      headers: { 'Content-Type': 'application/json' },
    });
    expectEnvelope(prototypePollution, 400, 'BAD_REQUEST');
  });

  it('answers an unknown route, inside and outside /ms/v1, with a 404 envelope, and a known one with a wrong method with 405', async () => {
    expectEnvelope(await ctx.h.rest('GET', '/no-such-route'), 404, 'NOT_FOUND');
    const wrongMethod = await ctx.h.rest('DELETE', '/users/me', { token: ctx.h.merchant.accessToken });
    expectEnvelope(wrongMethod, 405, 'METHOD_NOT_ALLOWED');
    expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD, PUT');
    expectEnvelope(await ctx.h.rest('GET', '/ms/nothing'), 404, 'NOT_FOUND');
  });

  it('sends the rate-limit headers on every answer of a known key, errors included', async () => {
    for (const result of [await ctx.h.rest('GET', '/users/me', { token: ctx.h.merchant.accessToken }), await ctx.h.rest('GET', '/users/me')]) {
      expect(Number(result.headers.get('x-ratelimit-limit'))).toBeGreaterThan(0);
      expect(result.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
      expect(Number(result.headers.get('x-ratelimit-reset'))).toBeGreaterThan(ctx.h.clock.now().getTime() / 1000);
    }
  });

  it('never shows an internal error: an unexpected failure is a 500 envelope without details', async () => {
    await ctx.h.db.schema.alterTable('notification_preferences').renameTo('notification_preferences_gone').execute();
    try {
      const result = await ctx.h.rest('GET', '/notifications/preferences', { token: ctx.h.merchant.accessToken });
      expectEnvelope(result, 500, 'INTERNAL_ERROR');
      expect(JSON.stringify(result.body)).not.toMatch(/notification_preferences|stack|at /);
    } finally {
      await ctx.h.db.schema.alterTable('notification_preferences_gone').renameTo('notification_preferences').execute();
    }
  });
});

describe('the /v1 groups', () => {
  it('answers /ms/v1/v1/<group> and /ms/v1/<group> with the same route', async () => {
    const plain = await ctx.h.rest('GET', '/ms/v1/notifications/preferences', { token: ctx.h.merchant.accessToken });
    const versioned = await ctx.h.rest('GET', '/ms/v1/v1/notifications/preferences', { token: ctx.h.merchant.accessToken });
    expectEnvelope(plain, 200, 'SUCCESS');
    expectEnvelope(versioned, 200, 'SUCCESS');
    expect(versioned.body.data).toEqual(plain.body.data);
    // Only the listed groups take the extra segment.
    expectEnvelope(await ctx.h.rest('GET', '/ms/v1/v1/users/me', { token: ctx.h.merchant.accessToken }), 404, 'NOT_FOUND');
  });
});

describe('operations endpoints', () => {
  it('serves health, readiness and Prometheus metrics', async () => {
    expect((await ctx.h.rest('GET', '/healthz')).body).toEqual({ status: 'ok' });
    expect((await ctx.h.rest('GET', '/readyz')).body).toEqual({ status: 'ready' });
    const metrics = await ctx.h.rest('GET', '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/ms\/v1\/users\/me"/);
    expect(metrics.body).toMatch(/process_cpu_seconds_total/);
  });

  it('documents each mobile money operation with the body it takes', async () => {
    const doc = (await ctx.h.rest('GET', '/ms/v1/openapi.json', { key: null })).body;
    const required = (path: string) => bodySchema(doc, path).required;
    // The disbursement refund requires the payee (it documented only currency before), a request to pay the payer.
    expect(required('/disbursement/refund')).toEqual(expect.arrayContaining(['amount', 'currency', 'payee', 'referenceIdToRefund']));
    expect(required('/disbursement/refund')).not.toContain('payer');
    expect(required('/collection/payment/request')).toEqual(expect.arrayContaining(['amount', 'currency', 'payer']));
    expect(required('/collection/payment/request')).not.toContain('payee');
  });

  it('publishes an OpenAPI 3.1 document generated from the routes', async () => {
    const result = await ctx.h.rest('GET', '/ms/v1/openapi.json', { key: null });
    expect(result.status).toBe(200);
    const doc = result.body;
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/auth/register',
      '/auth/login',
      '/auth/refresh',
      '/auth/forgot-password',
      '/users/me',
      '/users/me/logout-all',
      '/v1_0/apiuser',
      '/v1_0/apiuser/{apiUserId}/apikey',
      '/notifications/preferences',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const register = doc.paths['/auth/register'].post;
    const body = bodySchema(doc, '/auth/register');
    expect(body.properties.password).toMatchObject({ minLength: 12, maxLength: 128 });
    expect(body.required).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'phone', 'password', 'country']));
    expect(register.security).toEqual([{ subscriptionKey: [] }]);
    expect(doc.paths['/users/me'].get.security).toEqual([{ subscriptionKey: [], bearerAuth: [] }]);
    expect(doc.components.securitySchemes.subscriptionKey).toMatchObject({ type: 'apiKey', name: 'Ocp-Apim-Subscription-Key' });
  });
});

describe('a database outage', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, not an internal error, for connection failures and shutdowns', async () => {
    const { toDomainError } = await import('../src/http/http-errors.js');
    for (const failure of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      new Error('Connection terminated unexpectedly'),
    ]) {
      const { error, internal } = toDomainError(failure);
      expect(internal).toBe(false);
      expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, headers: { 'Retry-After': '1' } });
    }
    expect(toDomainError(new Error('a fault of ours')).internal).toBe(true);
  });
});

/** The schema a POST route's body takes, its reference to a named schema (`<Resource><Verb>Params`) followed. */
function bodySchema(doc: any, path: string) {
  const schema = doc.paths[path].post.requestBody.content['application/json'].schema;
  return schema.$ref ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
}
