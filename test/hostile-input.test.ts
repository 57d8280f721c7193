import { describe, expect, it } from 'vitest';
import { expectEnvelope, fieldsOf, useHarness } from './support/harness.js';

/** Each hole found from outside, reproduced: every one answered 5xx or a body other than the envelope. */
const ctx = useHarness();

describe('text no field holds', () => {
  it('refuses NUL and control characters in a body, a path id and a query value, naming the field', async () => {
    const login = await ctx.h.rest('POST', '/auth/login', { body: { email: 'a\u0000@example.com', password: 'whatever-password' } });
    expectEnvelope(login, 400, 'BAD_REQUEST');
    expect(login.body.details.fields).toEqual([{ field: 'email', message: 'must not contain control characters' }]);
    const user = await ctx.h.createUser();
    const path = await ctx.h.rest('GET', '/transactions/tx%00abc', { token: user.accessToken });
    expectEnvelope(path, 400, 'BAD_REQUEST');
    expect(fieldsOf(path.body)).toEqual(['id']);
    const query = await ctx.h.rest('GET', '/payment-requests/sent?status=PEN%00DING', { token: user.accessToken });
    expectEnvelope(query, 400, 'BAD_REQUEST');
    expect(fieldsOf(query.body)).toEqual(['status']);
  });

  it('refuses a lone UTF-16 surrogate in a note (REST and GraphQL)', async () => {
    const payer = await ctx.h.createUser();
    const payee = await ctx.h.createUser();
    await ctx.h.fund(payer, 'GHS', '10.00');
    // JSON.stringify escapes a lone surrogate as \ud800, which parses back into one.
    const body = { toEmail: payee.email, amount: 1, currency: 'GHS', note: 'thanks \ud800' };
    const rest = await ctx.h.rest('POST', '/wallets/me/transfer', { token: payer.accessToken, body });
    expectEnvelope(rest, 400, 'BAD_REQUEST');
    expect(rest.body.details.fields).toEqual([{ field: 'note', message: 'must be well-formed Unicode (it has a lone surrogate)' }]);
    const gql = await ctx.h.gql(
      'mutation($i: WalletTransferInput!) { transferToWallet(input: $i) { walletTransfer { id } userErrors { field message code } } }',
      { i: body },
      { token: payer.accessToken },
    );
    expect(gql.status).toBe(400);
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', fields: [{ field: 'i.note' }] });
    expect(await ctx.h.balanceOf(payer, 'GHS')).toBe(1000n);
  });
});

describe('the contract: what the document says is what the server does', () => {
  it('refuses a missing body, or one that is not a JSON object, where a body is required; an empty page number; a bad currency in the path naming it', async () => {
    const merchant = await ctx.h.signIn(ctx.h.merchant);
    const json = { 'Content-Type': 'application/json' };
    const missing = await ctx.h.rest('PUT', '/notifications/preferences', { token: merchant, headers: json });
    expectEnvelope(missing, 400, 'BAD_REQUEST');
    expect(missing.body.details.fields).toEqual([{ field: 'body', message: 'is required' }]);
    for (const rawBody of ['[]', '"app"', '7', 'null']) {
      const rotated = await ctx.h.rest('POST', '/developers/me/subscription-keys/rotate', { token: merchant, rawBody, headers: json });
      expectEnvelope(rotated, 400, 'BAD_REQUEST');
      expect(fieldsOf(rotated.body)).toEqual(['body']);
    }
    const nullProduct = await ctx.h.rest('POST', '/developers/me/subscription-keys/rotate', { token: merchant, body: { product: null } });
    expect(fieldsOf(nullProduct.body)).toEqual(['product']);
    for (const query of ['page=', 'page=abc', 'size=', 'size=%20']) {
      const listed = await ctx.h.rest('GET', `/payroll/batches?${query}`, { token: merchant });
      expectEnvelope(listed, 400, 'BAD_REQUEST');
    }
    const user = await ctx.h.createUser();
    const currency = await ctx.h.rest('GET', '/wallets/me/transactions/G1', { token: user.accessToken });
    expectEnvelope(currency, 400, 'BAD_REQUEST');
    expect(fieldsOf(currency.body)).toEqual(['currency']);
  });

  it('documents every status the server answers: 404 where an id comes in the body, 414, 431 and 503 everywhere, a required Idempotency-Key as required', async () => {
    const document = (await ctx.h.rest('GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: { name: string; in: string; required?: boolean }[] }>>;
    };
    for (const [path, method] of [
      ['/transactions', 'post'],
      ['/wallets/me/refund', 'post'],
      ['/payment-methods/default', 'put'],
      ['/sandbox/wallets/fund', 'post'],
    ] as const)
      expect(Object.keys(document.paths[path]![method]!.responses), `${method} ${path}`).toContain('404');
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations))
        for (const status of ['414', '431', '503']) expect(Object.keys(operation.responses), `${method} ${path}`).toContain(status);
    const sale = document.paths['/pos/sales']!['post']!.parameters!.find((p) => p.name === 'Idempotency-Key');
    expect(sale).toMatchObject({ in: 'header', required: true });
  });
});

describe('text that is not UTF-8', () => {
  it('is refused with 400 naming the body, never stored as U+FFFD (REST and GraphQL)', async () => {
    const merchant = await ctx.h.signIn(ctx.h.merchant);
    const json = { 'Content-Type': 'application/json' };
    // 0xff 0xfe; a lone 0xc3; an encoded surrogate (U+D800 as 0xed 0xa0 0x80); an overlong "/" (0xc0 0xaf).
    const invalid = [[0xff, 0xfe], [0xc3], [0xed, 0xa0, 0x80], [0xc0, 0xaf]];
    for (const bytes of invalid) {
      const name = (text: string) => Buffer.concat([Buffer.from(text), Buffer.from(bytes), Buffer.from('"')]);
      const employee = Buffer.concat([
        Buffer.from('{"name":"May'),
        name(''),
        Buffer.from(',"currency":"GHS","employees":[{"name":"Ama'),
        name(''),
        Buffer.from(',"phone":"+233241234567","amount":1}]}'),
      ]);
      const batch = await ctx.h.rest('POST', '/payroll/batches', { token: merchant, rawBody: employee, headers: json });
      expectEnvelope(batch, 400, 'BAD_REQUEST');
      expect(batch.body.details.fields).toEqual([{ field: 'body', message: 'is not valid UTF-8 text' }]);
      const query = Buffer.concat([
        Buffer.from('{"query":"mutation ($i: CreateRecipientInput!) { createRecipient(input: $i) { id } }","variables":{"i":{"name":"Kofi'),
        name(''),
        Buffer.from(',"phone":"+233241234567"}}}'),
      ]);
      const gql = await ctx.h.rest('POST', '/graphql', { token: merchant, rawBody: query, headers: json });
      expect(gql.status).toBe(400);
    }
    const stored = await ctx.h.db.selectFrom('payroll_batches').select('name').where('name', 'like', '%\uFFFD%').execute();
    expect(stored).toEqual([]);
    // Well-formed text beyond ASCII is fine.
    const accra = await ctx.h.rest('POST', '/payroll/batches', {
      token: merchant,
      body: { name: 'Paie de mai — Accra ₵', currency: 'GHS', employees: [{ name: 'Ámà Ɔsei', phone: '+233241234568', amount: 1 }] },
    });
    expectEnvelope(accra, 200, 'SUCCESS');
  });
});

describe('amounts', () => {
  it('holds every amount to one documented maximum before any arithmetic', async () => {
    const user = await ctx.h.createUser();
    const admin = await ctx.h.createUserWithRole('ADMIN');
    for (const amount of [1e308, 2 ** 53, '1000000000.01', '99999999999']) {
      const quote = await ctx.h.rest('POST', '/fx/quotes', { token: user.accessToken, body: { from: 'GHS', to: 'USD', amount } });
      expectEnvelope(quote, 400, 'BAD_REQUEST');
      expect(quote.body.details.fields).toEqual([{ field: 'amount', message: 'must be at most 1,000,000,000' }]);
      const request = await ctx.h.rest('POST', '/payment-requests', { token: user.accessToken, body: { fromEmail: admin.email, amount, currency: 'GHS' } });
      expectEnvelope(request, 400, 'BAD_REQUEST');
      expect(fieldsOf(request.body)).toEqual(['amount']);
    }
    expectEnvelope(
      await ctx.h.rest('POST', '/fx/quotes', { token: user.accessToken, body: { from: 'GHS', to: 'USD', amount: 1_000_000_000 } }),
      200,
      'SUCCESS',
    );
    for (const perUsd of [1e308, 2 ** 53, 1_000_000.5]) {
      const rate = await ctx.h.rest('PUT', '/admin/exchange-rates/GHS', { token: admin.accessToken, body: { perUsd } });
      expectEnvelope(rate, 400, 'BAD_REQUEST');
      expect(fieldsOf(rate.body)).toEqual(['perUsd']);
    }
    const gql = await ctx.h.gql(
      'mutation($i: CreateFxQuoteInput!) { createFxQuote(input: $i) { fxQuote { id } userErrors { field message code } } }',
      { i: { from: 'GHS', to: 'USD', amount: '1e308' } },
      { token: user.accessToken },
    );
    expect(gql.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });
});

describe('protocol limits answer with the envelope', () => {
  it('answers a path segment over 100 characters with 414 and the envelope', async () => {
    const user = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('GET', `/transactions/${'x'.repeat(500)}`, { token: user.accessToken }), 414, 'URI_TOO_LONG');
  });

  it('answers headers over 16 KiB with 431 and the envelope', async () => {
    const response = await fetch(`${ctx.h.baseUrl}/ms/v1/users/me`, { headers: { 'X-Padding': 'x'.repeat(20 * 1024) } });
    const body = JSON.parse(await response.text());
    expect(response.status).toBe(431);
    expect(body).toMatchObject({ serverStatusCode: '431', severity: 'ERROR', details: { code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' } });
    expect(body.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a wrong method with 405 and Allow, an unknown path with 404', async () => {
    const wrong = await ctx.h.rest('DELETE', '/auth/login');
    expectEnvelope(wrong, 405, 'METHOD_NOT_ALLOWED');
    expect(wrong.headers.get('allow')).toBe('POST');
    // A transfer is read (GET) and its metadata updated (POST); PATCH is neither.
    const withParam = await ctx.h.rest('PATCH', '/transactions/tx_123');
    expectEnvelope(withParam, 405, 'METHOD_NOT_ALLOWED');
    expect(withParam.headers.get('allow')).toBe('GET, HEAD, POST');
    expectEnvelope(await ctx.h.rest('GET', '/no-such-thing'), 404, 'NOT_FOUND');
  });

  it('refuses a list far longer than any input takes (over 10,000 entries) with 400 before anything reads it, and a list an input bounds tighter naming its field (REST and GraphQL)', async () => {
    const merchant = await ctx.h.signIn(ctx.h.merchant);
    const json = { 'Content-Type': 'application/json' };
    const long = JSON.stringify({
      name: 'Flood',
      currency: 'GHS',
      employees: Array.from({ length: 10_001 }, () => ({ name: 'A', phone: '+233241234567', amount: 1 })),
    });
    const refused = await ctx.h.rest('POST', '/payroll/batches', { token: merchant, rawBody: long, headers: json });
    expectEnvelope(refused, 400, 'BAD_REQUEST');
    expect(refused.body.details.description).toMatch(/holds a list of more than 10000 entries/);
    // Commas inside strings are text; a list of strings counts its entries.
    const types = ['wallet.funded', 'wallet.debited'];
    const graphql = await ctx.h.rest('POST', '/graphql', {
      token: merchant,
      headers: json,
      rawBody: JSON.stringify({
        query:
          'mutation ($e: [String!]!) { registerWebhook(input: { url: "https://example.com/h", events: $e }) { secret userErrors { field message code } } }',
        variables: { e: Array.from({ length: 101 }, (_, i) => types[i % 2]) },
      }),
    });
    expect(graphql.status).toBe(400);
    expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', fields: [{ field: 'e', message: 'takes at most 100 entries' }] });
  });

  it('refuses a body nested 5,000 levels deep with 400 before anything walks it, Idempotency-Key or not (REST and GraphQL)', async () => {
    const user = await ctx.h.createUser();
    const deep = `{"amount":1,"currency":"GHS","toEmail":"x@example.com","note":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const json = { 'Content-Type': 'application/json' };
    for (const headers of [{ ...json, 'Idempotency-Key': '3f2b8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' }, json]) {
      const refused = await ctx.h.rest('POST', '/wallets/me/transfer', { token: user.accessToken, rawBody: deep, headers });
      expectEnvelope(refused, 400, 'BAD_REQUEST');
      expect(refused.body.details.description).toMatch(/deeper than 64 levels/);
    }
    const graphql = await ctx.h.rest('POST', '/graphql', {
      token: user.accessToken,
      headers: json,
      rawBody: `{"query":"{ me { id } }","variables":{"x":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
    });
    expect(graphql.status).toBe(400);
    // Brackets inside strings are text, and 64 levels are fine.
    const inString = await ctx.h.rest('POST', '/wallets/me/transfer', {
      token: user.accessToken,
      headers: json,
      rawBody: JSON.stringify({ toEmail: 'nobody@example.com', amount: 1, currency: 'GHS', note: '['.repeat(200) }),
    });
    expect(inString.status).not.toBe(500);
    expect(inString.body.details.description ?? '').not.toMatch(/deeper/);
  });

  it('names an unknown body field instead of ignoring it', async () => {
    const user = await ctx.h.createUser();
    const result = await ctx.h.rest('POST', '/wallets/me/transfer', {
      token: user.accessToken,
      body: { to_email: 'x@example.com', amount: 1, currency: 'GHS' },
    });
    expectEnvelope(result, 400, 'BAD_REQUEST');
    expect(result.body.details.fields).toContainEqual({ field: 'to_email', message: 'is not a known field' });
  });
});

describe('GraphQL over HTTP', () => {
  it('answers a document over the token limit with 400, like the depth and alias limits', async () => {
    const result = await ctx.h.gql(`{ ${'health '.repeat(2100)} }`);
    expect(result.status).toBe(400);
    expect(result.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('answers a subscription sent over HTTP with 400 saying to use graphql-ws', async () => {
    const user = await ctx.h.createUser();
    const result = await ctx.h.gql('subscription { meUpdated { id } }', {}, { token: user.accessToken });
    expect(result.status).toBe(400);
    expect(result.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(result.body.errors[0].message).toMatch(/graphql-ws/);
  });

  it('refuses control characters written into the document as literals', async () => {
    const result = await ctx.h.gql('mutation { forgotPassword(email: "a\\u0000@example.com") { message } }');
    expect(result.status).toBe(400);
    expect(result.body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', fields: [{ field: 'email' }] });
  });
});
