import { describe, expect, it, vi } from 'vitest';
import { expectEnvelope, fieldsOf, uniqueContact, useHarness, mutationRefusal } from './support/harness.js';

const ctx = useHarness();

/** How long a subscription may take to register, receive or let go. */
const WAIT = { timeout: 5000, interval: 10 };

const UPDATE_ME =
  'mutation($i: UpdateProfileInput!) { updateMe(input: $i) { user { firstName lastName phone country updatedAt } userErrors { field message code } } }';

describe('GET and PUT /users/me', () => {
  it('reads and updates the profile through REST', async () => {
    const user = await ctx.h.createUser();
    const before = await ctx.h.rest('GET', '/users/me', { token: user.accessToken });
    expectEnvelope(before, 200, 'SUCCESS');
    expect(before.body.data).toMatchObject({ id: user.id, email: user.email, role: 'USER' });
    ctx.h.clock.advance(1000);
    const updated = await ctx.h.rest('PUT', '/users/me', { token: user.accessToken, body: { firstName: 'Akosua', country: 'ng' } });
    expectEnvelope(updated, 200, 'SUCCESS');
    expect(updated.body.data).toMatchObject({ firstName: 'Akosua', lastName: 'Owusu', country: 'NG' });
    expect(updated.body.data.updatedAt > before.body.data.updatedAt).toBe(true);
  });

  it('refuses invalid fields, unknown fields and an empty change, and changes nothing', async () => {
    const user = await ctx.h.createUser();
    for (const [body, field] of [
      [{ firstName: '' }, 'firstName'],
      [{ phone: '0241234567' }, 'phone'],
      [{ country: 'Ghana' }, 'country'],
      [{ email: 'new@example.com' }, 'email'],
      [{}, '(body)'],
    ] as const) {
      const result = await ctx.h.rest('PUT', '/users/me', { token: user.accessToken, body });
      expectEnvelope(result, 400, 'BAD_REQUEST');
      expect(fieldsOf(result.body)).toEqual([field]);
    }
    const after = await ctx.h.rest('GET', '/users/me', { token: user.accessToken });
    expect(after.body.data).toMatchObject({ firstName: 'Kofi', phone: user.phone, email: user.email });
  });

  it("answers 409 for another user's phone number", async () => {
    const user = await ctx.h.createUser();
    const other = await ctx.h.createUser();
    const result = await ctx.h.rest('PUT', '/users/me', { token: user.accessToken, body: { phone: other.phone } });
    expectEnvelope(result, 409, 'CONFLICT');
    expect(fieldsOf(result.body)).toEqual(['phone']);
    const gql = await ctx.h.gql(UPDATE_ME, { i: { phone: other.phone } }, { token: user.accessToken });
    expect(mutationRefusal(gql.body)).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'phone' }] });
  });

  it('updates through GraphQL with the same validation', async () => {
    const user = await ctx.h.createUser();
    const { phone } = uniqueContact();
    const result = await ctx.h.gql(UPDATE_ME, { i: { lastName: 'Darko', phone } }, { token: user.accessToken });
    expect(result.body.data.updateMe.user).toMatchObject({ lastName: 'Darko', phone });
    const invalid = await ctx.h.gql(UPDATE_ME, { i: { lastName: 'x'.repeat(101) } }, { token: user.accessToken });
    expect(mutationRefusal(invalid.body)).toMatchObject({ code: 'BAD_REQUEST', fields: [{ field: 'lastName' }] });
    const anonymous = await ctx.h.gql(UPDATE_ME, { i: { lastName: 'Darko' } });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });
});

describe('meUpdated subscription (graphql-ws)', () => {
  it('pushes the profile to its owner only, when it changes through REST or GraphQL', async () => {
    const user = await ctx.h.createUser();
    const stranger = await ctx.h.createUser();
    const client = ctx.h.wsClient(user.accessToken);
    const strangerClient = ctx.h.wsClient(stranger.accessToken);
    const received: any[] = [];
    const strangerReceived: any[] = [];
    const ready = Promise.all([
      new Promise<void>((resolve) => client.on('connected', () => resolve())),
      new Promise<void>((resolve) => strangerClient.on('connected', () => resolve())),
    ]);
    const stop = client.subscribe(
      { query: 'subscription { meUpdated { id firstName } }' },
      { next: (v) => received.push(v), error: () => undefined, complete: () => undefined },
    );
    const stopStranger = strangerClient.subscribe(
      { query: 'subscription { meUpdated { id firstName } }' },
      { next: (v) => strangerReceived.push(v), error: () => undefined, complete: () => undefined },
    );
    await ready;
    await vi.waitFor(() => expect(ctx.h.services.bus.subscriberCount(`user:${user.id}`)).toBe(1), WAIT);
    await ctx.h.rest('PUT', '/users/me', { token: user.accessToken, body: { firstName: 'ViaRest' } });
    await ctx.h.gql(UPDATE_ME, { i: { firstName: 'ViaGraphql' } }, { token: user.accessToken });
    await vi.waitFor(() => expect(received).toHaveLength(2), WAIT);
    expect(received.map((r) => r.data.meUpdated)).toEqual([
      { id: user.id, firstName: 'ViaRest' },
      { id: user.id, firstName: 'ViaGraphql' },
    ]);
    expect(strangerReceived).toEqual([]);
    stop();
    stopStranger();
    await client.dispose();
    await strangerClient.dispose();
    await vi.waitFor(() => expect(ctx.h.services.bus.subscriberCount(`user:${user.id}`)).toBe(0), WAIT);
  });

  it('closes the connection with 4401 (token_invalid) at init without a valid token', async () => {
    for (const token of [undefined, 'not-a-jwt']) {
      const code = await new Promise<number>((resolve) => {
        const client = ctx.h.wsClient(token, resolve);
        client.subscribe({ query: 'subscription { meUpdated { id } }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
      });
      expect(code).toBe(4401);
    }
  });
});
