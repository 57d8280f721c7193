import { describe, expect, it } from 'vitest';
import { expectEnvelope, fieldsOf, uniqueContact, useHarness, mutationRefusal } from './support/harness.js';

const ctx = useHarness();

const REGISTER = `mutation Register($input: RegisterInput!) {
  register(input: $input) { user { id email phone firstName lastName country role walletId } userErrors { field message code } }
}`;

function validInput(overrides: Record<string, unknown> = {}) {
  return { firstName: 'Abena', lastName: 'Boateng', password: 'p'.repeat(12), country: 'GH', ...uniqueContact(), ...overrides };
}

async function counts() {
  const users = await ctx.h.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const wallets = await ctx.h.db
    .selectFrom('wallets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { users: Number(users.n), wallets: Number(wallets.n) };
}

// [field, value, accepted]: each constraint of the spec at and beyond its boundaries.
const BOUNDARIES: [string, unknown, boolean][] = [
  ['firstName', '', false],
  ['firstName', '   ', false],
  ['firstName', 'A', true],
  ['firstName', 'A'.repeat(100), true],
  ['firstName', 'A'.repeat(101), false],
  ['lastName', '', false],
  ['lastName', 'B', true],
  ['lastName', 'B'.repeat(100), true],
  ['lastName', 'B'.repeat(101), false],
  ['email', 'not-an-email', false],
  ['email', 'a@b', false],
  ['email', 'Someone.New@Example.COM', true],
  ['phone', '+123456', false],
  ['phone', '+1234567', true],
  ['phone', '+123456789012345', true],
  ['phone', '+1234567890123456', false],
  ['phone', '233241234567', false],
  ['phone', '+0234567890', false],
  ['phone', '+23324123456a', false],
  ['password', 'p'.repeat(11), false],
  ['password', 'p'.repeat(12), true],
  ['password', 'p'.repeat(128), true],
  ['password', 'p'.repeat(129), false],
  ['country', 'G', false],
  ['country', 'GH', true],
  ['country', 'GHA', true],
  ['country', 'GHAN', false],
  ['country', 'G1', false],
];

describe('POST /auth/register', () => {
  it('creates the user and its wallet record', async () => {
    const input = validInput({ email: 'Mixed.Case@Example.com', country: 'gh' });
    const result = await ctx.h.rest('POST', '/auth/register', { body: input });
    expectEnvelope(result, 200, 'SUCCESS');
    const user = result.body.data;
    expect(user).toMatchObject({ email: 'mixed.case@example.com', phone: input.phone, country: 'GH', role: 'USER' });
    expect(user.id).toMatch(/^usr_/);
    expect(user.walletId).toMatch(/^wal_/);
    expect(user).not.toHaveProperty('password');
    const wallet = await ctx.h.db.selectFrom('wallets').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(wallet.id).toBe(user.walletId);
    const stored = await ctx.h.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain(input.password);
  });

  it.each(BOUNDARIES)('%s = %j accepted: %s', async (field, value, accepted) => {
    const before = await counts();
    const result = await ctx.h.rest('POST', '/auth/register', { body: validInput({ [field]: value }) });
    if (accepted) {
      expectEnvelope(result, 200, 'SUCCESS');
    } else {
      expectEnvelope(result, 400, 'BAD_REQUEST');
      expect(fieldsOf(result.body)).toEqual([field]);
      expect(await counts()).toEqual(before);
    }
  });

  it('reports every missing field at once', async () => {
    const result = await ctx.h.rest('POST', '/auth/register', { body: {} });
    expectEnvelope(result, 400, 'BAD_REQUEST');
    expect(fieldsOf(result.body)).toEqual(['country', 'email', 'firstName', 'lastName', 'password', 'phone']);
    const noBody = await ctx.h.rest('POST', '/auth/register');
    expectEnvelope(noBody, 400, 'BAD_REQUEST');
  });

  it('refuses a wrong type with the field at fault', async () => {
    const result = await ctx.h.rest('POST', '/auth/register', { body: validInput({ firstName: 42 }) });
    expectEnvelope(result, 400, 'BAD_REQUEST');
    expect(fieldsOf(result.body)).toEqual(['firstName']);
  });

  it('answers 409 for a duplicate e-mail (any case) or phone, and writes nothing', async () => {
    const first = validInput();
    expectEnvelope(await ctx.h.rest('POST', '/auth/register', { body: first }), 200, 'SUCCESS');
    const before = await counts();
    const sameEmail = await ctx.h.rest('POST', '/auth/register', { body: validInput({ email: first.email.toUpperCase() }) });
    expectEnvelope(sameEmail, 409, 'CONFLICT');
    expect(fieldsOf(sameEmail.body)).toEqual(['email']);
    const samePhone = await ctx.h.rest('POST', '/auth/register', { body: validInput({ phone: first.phone }) });
    expectEnvelope(samePhone, 409, 'CONFLICT');
    expect(fieldsOf(samePhone.body)).toEqual(['phone']);
    expect(await counts()).toEqual(before);
  });

  it('creates exactly one account from concurrent duplicate registrations', async () => {
    const input = validInput();
    const results = await Promise.all(Array.from({ length: 8 }, () => ctx.h.rest('POST', '/auth/register', { body: input })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    const rows = await ctx.h.db.selectFrom('users').select('id').where('email', '=', input.email).execute();
    expect(rows).toHaveLength(1);
    const wallets = await ctx.h.db.selectFrom('wallets').select('id').where('user_id', '=', rows[0]!.id).execute();
    expect(wallets).toHaveLength(1);
  });

  it('ties the user to the developer account of the subscription key', async () => {
    const result = await ctx.h.rest('POST', '/auth/register', { body: validInput() });
    const row = await ctx.h.db.selectFrom('users').select('developer_account_id').where('id', '=', result.body.data.id).executeTakeFirstOrThrow();
    expect(row.developer_account_id).toBe(ctx.h.accountId);
  });
});

describe('register mutation', () => {
  it('creates the user and wallet', async () => {
    const input = validInput();
    const result = await ctx.h.gql(REGISTER, { input });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.register.user).toMatchObject({ email: input.email, role: 'USER', country: 'GH' });
    expect(result.body.data.register.user.walletId).toMatch(/^wal_/);
  });

  it.each(BOUNDARIES.filter(([, value, accepted]) => !accepted && typeof value === 'string'))(
    'refuses %s = %j with BAD_REQUEST and the field',
    async (field, value) => {
      const result = await ctx.h.gql(REGISTER, { input: validInput({ [field]: value }) });
      expect(mutationRefusal(result.body).code).toBe('BAD_REQUEST');
      expect(fieldsOf(result.body)).toEqual([field]);
    },
  );

  it('answers CONFLICT for a duplicate, with the same code as REST', async () => {
    const input = validInput();
    await ctx.h.gql(REGISTER, { input });
    const again = await ctx.h.gql(REGISTER, { input: { ...input, phone: uniqueContact().phone } });
    expect(mutationRefusal(again.body)).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'email' }] });
    expect(JSON.stringify(again.body)).not.toMatch(/stacktrace|users_email_key/);
  });
});

describe('idempotent registration', () => {
  it('replays the first answer for the same Idempotency-Key, and refuses another body', async () => {
    const input = validInput();
    const key = `register-${input.email}`;
    const first = await ctx.h.rest('POST', '/auth/register', { body: input, headers: { 'Idempotency-Key': key } });
    const again = await ctx.h.rest('POST', '/auth/register', { body: input, headers: { 'Idempotency-Key': key } });
    expectEnvelope(again, 200, 'SUCCESS');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await ctx.h.rest('POST', '/auth/register', { body: validInput(), headers: { 'Idempotency-Key': key } });
    expectEnvelope(other, 400, 'IDEMPOTENCY_KEY_MISMATCH');
  });
});
