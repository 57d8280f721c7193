import { graphql } from '../src/generated/documents/index.js';
import { describe, expect, it } from 'vitest';
import { DAY, SECOND } from '../src/platform/clock.js';
import { expectEnvelope, fieldsOf, useHarness, type TestUser } from './support/harness.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const KycTiers = graphql(`
  query KycTiers { kycTiers { level dailyLimit { amount currency } } kycStatus { tier { level } usedToday { amount } } }
`);
const RequestKycUpgrade = graphql(`
  mutation RequestKycUpgrade { requestKycUpgrade(targetTier: 1) { kycUpgradeRequest { status reviewAt } userErrors { field message code } } }
`);
const SetKycTier = graphql(`
  mutation SetKycTier($u: ID!) { setKycTier(userId: $u, tier: 1, reason: "document expired") { kycTier { level } userErrors { field message code } } }
`);

const ctx = useHarness();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]).toString('base64');
const PDF = Buffer.from('%PDF-1.7\n% sandbox test document\n').toString('base64');

async function upload(user: TestUser, type: string, content = PNG, contentType = 'image/png') {
  return ctx.h.rest('POST', '/kyc/documents', { token: user.accessToken, body: { type, fileName: `${type.toLowerCase()}.png`, contentType, content } });
}

async function tierChanges(userId: string) {
  return ctx.h.db.selectFrom('events').selectAll().where('type', '=', 'kyc.tier_changed').where('owner_id', '=', userId).orderBy('seq').execute();
}

async function send(from: TestUser, to: TestUser, amount: number, currency = 'GHS') {
  return ctx.h.rest('POST', '/wallets/me/transfer', { token: from.accessToken, body: { toEmail: to.email, amount, currency } });
}

describe('KYC tiers and status', () => {
  it('list tiers with requirements and GHS limits, and start a user at tier 0', async () => {
    const user = await ctx.h.createUser();
    const tiers = await ctx.h.rest('GET', '/kyc/tiers', { token: user.accessToken });
    expectEnvelope(tiers, 200, 'SUCCESS');
    expect(tiers.body.data.map((t: any) => [t.level, t.name, t.requirements, t.perTransactionLimit, t.dailyLimit, t.monthlyLimit, t.maxBalance])).toEqual([
      [0, 'Basic', [], 1000, 2000, 10000, 5000],
      [1, 'Verified', ['IDENTITY', 'SELFIE'], 10000, 20000, 100000, 50000],
      [2, 'Enhanced', ['IDENTITY', 'SELFIE', 'PROOF_OF_ADDRESS'], 50000, 100000, 500000, 500000],
    ]);
    const status = await ctx.h.rest('GET', '/kyc/status', { token: user.accessToken });
    expect(status.body.data).toMatchObject({ tier: { level: 0 }, documents: [], pendingUpgrade: null, usage: { currency: 'GHS', today: 0, thisMonth: 0 } });
    const gql = await ctx.h.gql(KycTiers, {}, { token: user.accessToken });
    expect(gql.body.data.kycTiers[1]).toEqual({ level: 1, dailyLimit: { amount: '20000.00', currency: 'GHS' } });
    expect(gql.body.data.kycStatus).toEqual({ tier: { level: 0 }, usedToday: { amount: '0.00' } });
  });
});

describe('KYC documents', () => {
  it('accept JPEG, PNG or PDF content that matches its type, up to 2 MiB', async () => {
    const user = await ctx.h.createUser();
    const png = await upload(user, 'NATIONAL_ID');
    expectEnvelope(png, 200, 'SUCCESS');
    expect(png.body.data).toMatchObject({ type: 'NATIONAL_ID', contentType: 'image/png', sizeBytes: 72, status: 'SUBMITTED' });
    expect(png.body.data).not.toHaveProperty('content');
    expectEnvelope(await upload(user, 'PROOF_OF_ADDRESS', PDF, 'application/pdf'), 200, 'SUCCESS');
    const cases: [string, string, string, string][] = [
      ['SELFIE', PDF, 'image/png', 'content'],
      ['SELFIE', 'not base64!', 'image/png', 'content'],
      ['SELFIE', PNG, 'image/gif', 'contentType'],
      ['PAYSLIP', PNG, 'image/png', 'type'],
      ['SELFIE', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(2 * 1024 * 1024)]).toString('base64'), 'image/png', 'content'],
    ];
    for (const [type, content, contentType, field] of cases) {
      const result = await upload(user, type, content, contentType);
      expectEnvelope(result, 400, 'BAD_REQUEST');
      expect(fieldsOf(result.body)).toEqual([field]);
    }
    const status = await ctx.h.rest('GET', '/kyc/status', { token: user.accessToken });
    expect(status.body.data.documents).toHaveLength(2);
  });
});

describe('KYC upgrades', () => {
  it('are reviewed after the delay: rejected without documents, approved with them, announced with kyc.tier_changed', async () => {
    const user = await ctx.h.createUser();
    const first = await ctx.h.rest('POST', '/kyc/upgrade', { token: user.accessToken, body: { targetTier: 1 } });
    expectEnvelope(first, 200, 'SUCCESS');
    expect(first.body.data).toMatchObject({ status: 'PENDING', fromTier: 0, targetTier: 1 });
    expect(Date.parse(first.body.data.reviewAt) - ctx.h.clock.now().getTime()).toBe(120 * SECOND);
    expectEnvelope(await ctx.h.rest('POST', '/kyc/upgrade', { token: user.accessToken, body: { targetTier: 2 } }), 409, 'CONFLICT');
    ctx.h.clock.advance(119 * SECOND);
    await ctx.h.services.jobs.runDue();
    expect((await ctx.h.rest('GET', '/kyc/status', { token: user.accessToken })).body.data.pendingUpgrade.status).toBe('PENDING');
    ctx.h.clock.advance(SECOND);
    await ctx.h.services.jobs.runDue();
    const rejected = await ctx.h.db.selectFrom('kyc_upgrade_requests').selectAll().where('id', '=', first.body.data.id).executeTakeFirstOrThrow();
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'Missing documents: IDENTITY, SELFIE' });
    expect(await tierChanges(user.id)).toHaveLength(0);

    const token = await ctx.h.signIn(user);
    const fresh = { ...user, accessToken: token };
    await upload(fresh, 'PASSPORT');
    await upload(fresh, 'SELFIE');
    const second = await ctx.h.gql(RequestKycUpgrade, {}, { token });
    expect(second.body.data.requestKycUpgrade.kycUpgradeRequest!.status).toBe('PENDING');
    ctx.h.clock.advance(120 * SECOND);
    expect(await ctx.h.services.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const status = await ctx.h.rest('GET', '/kyc/status', { token });
    expect(status.body.data.tier.level).toBe(1);
    expect(status.body.data.documents.map((d: any) => d.status)).toEqual(['ACCEPTED', 'ACCEPTED']);
    const changes = await tierChanges(user.id);
    expect(changes.map((e) => e.data)).toEqual([{ user: { id: user.id }, previousTier: 0, tier: 1, direction: 'UP', reason: 'upgrade request approved' }]);
  });

  it('refuse a target at or below the current tier or past the last', async () => {
    const user = await ctx.h.createUser();
    for (const targetTier of [0, 3]) {
      const result = await ctx.h.rest('POST', '/kyc/upgrade', { token: user.accessToken, body: { targetTier } });
      expectEnvelope(result, 400, 'BAD_REQUEST');
      expect(fieldsOf(result.body)).toEqual(['targetTier']);
    }
  });

  it('are reviewed once even when two workers race for the job', async () => {
    const user = await ctx.h.createUser();
    await upload(user, 'DRIVERS_LICENSE');
    await upload(user, 'SELFIE');
    await ctx.h.rest('POST', '/kyc/upgrade', { token: user.accessToken, body: { targetTier: 1 } });
    ctx.h.clock.advance(120 * SECOND);
    // A second process: its own services, job queue included, on the same database.
    const otherQueue = ctx.h.otherProcess().jobs;
    const [a, b] = await Promise.all([ctx.h.services.jobs.runDue(), otherQueue.runDue()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await tierChanges(user.id)).toHaveLength(1);
  });

  it('can be set by an administrator, down as well as up', async () => {
    const admin = await ctx.h.createUserWithRole('ADMIN');
    const user = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('PUT', '/admin/kyc/tier', { token: user.accessToken, body: { userId: user.id, tier: 2 } }), 403, 'FORBIDDEN');
    expectEnvelope(await ctx.h.rest('PUT', '/admin/kyc/tier', { token: admin.accessToken, body: { userId: user.id, tier: 2 } }), 200, 'SUCCESS');
    const down = await ctx.h.gql(SetKycTier, { u: user.id }, { token: admin.accessToken });
    expect(down.body.data.setKycTier.kycTier!.level).toBe(1);
    expect((await tierChanges(user.id)).map((e) => (e.data as any).direction)).toEqual(['UP', 'DOWN']);
    expectEnvelope(await ctx.h.rest('PUT', '/admin/kyc/tier', { token: admin.accessToken, body: { userId: 'usr_missing', tier: 1 } }), 404, 'NOT_FOUND');
  });
});

describe('KYC limits on every debit', () => {
  it("are set by an administrator on the user's account clock: the change is stamped in the user's time", async () => {
    const developer = await ctx.h.createDeveloper();
    const key = developer.subscriptionKey;
    const user = await ctx.h.createUser({}, { key });
    const advanced = await ctx.h.rest('POST', '/sandbox/clock/advance', { key, token: developer.merchant.accessToken, body: { seconds: 30 * 86_400 } });
    expectEnvelope(advanced, 200, 'SUCCESS');
    const accountNow = Date.parse(advanced.body.data.clock.now);
    const admin = await ctx.h.createUserWithRole('ADMIN');
    expectEnvelope(await ctx.h.rest('PUT', '/admin/kyc/tier', { token: admin.accessToken, body: { userId: user.id, tier: 1 } }), 200, 'SUCCESS');
    const changed = await ctx.h.db
      .selectFrom('events')
      .select('created_at')
      .where('owner_id', '=', user.id)
      .where('type', '=', 'kyc.tier_changed')
      .executeTakeFirstOrThrow();
    expect(changed.created_at.getTime()).toBeGreaterThanOrEqual(accountNow);
    const row = await ctx.h.db.selectFrom('users').select('updated_at').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.updated_at.getTime()).toBeGreaterThanOrEqual(accountNow);
  });

  it('refuse a transfer over the per-transaction limit, counting other currencies at the mid rate', async () => {
    const sender = await ctx.h.createUser();
    const recipient = await ctx.h.createUser();
    await ctx.h.fund(sender, 'GHS', '3000.00');
    await ctx.h.fund(sender, 'USD', '100.00');
    const over = await send(sender, recipient, 1000.01);
    expectEnvelope(over, 403, 'KYC_LIMIT_EXCEEDED');
    expect(fieldsOf(over.body)).toEqual(['amount']);
    // 66 USD is 1,003.20 GHS at 15.2.
    expectEnvelope(await send(sender, recipient, 66, 'USD'), 403, 'KYC_LIMIT_EXCEEDED');
    expectEnvelope(await send(sender, recipient, 65, 'USD'), 200, 'SUCCESS');
  });

  it('refuse a transfer past the daily limit, and allow it the next day', async () => {
    const sender = await ctx.h.createUser();
    const recipients = [await ctx.h.createUser(), await ctx.h.createUser(), await ctx.h.createUser()];
    await ctx.h.fund(sender, 'GHS', '5000.00');
    expectEnvelope(await send(sender, recipients[0]!, 1000), 200, 'SUCCESS');
    expectEnvelope(await send(sender, recipients[1]!, 1000), 200, 'SUCCESS');
    const over = await send(sender, recipients[2]!, 0.01);
    expectEnvelope(over, 403, 'KYC_LIMIT_EXCEEDED');
    expect(over.body.details.description).toMatch(/daily limit/);
    expect((await ctx.h.rest('GET', '/kyc/status', { token: sender.accessToken })).body.data.usage).toEqual({ currency: 'GHS', today: 2000, thisMonth: 2000 });
    ctx.h.clock.advance(DAY);
    const token = await ctx.h.signIn(sender);
    expectEnvelope(
      await ctx.h.rest('POST', '/wallets/me/transfer', { token, body: { toEmail: recipients[2]!.email, amount: 500, currency: 'GHS' } }),
      200,
      'SUCCESS',
    );
  });

  it('hold the daily limit under a burst of concurrent debits', async () => {
    const sender = await ctx.h.createUser();
    const recipient = await ctx.h.createUser();
    const admin = await ctx.h.createUserWithRole('ADMIN');
    await ctx.h.rest('PUT', '/admin/kyc/tier', { token: admin.accessToken, body: { userId: recipient.id, tier: 2 } });
    await ctx.h.fund(sender, 'GHS', '4000.00');
    const results = await Promise.all(Array.from({ length: 10 }, () => send(sender, recipient, 300)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(6);
    expect(results.filter((r) => r.status === 403).every((r) => r.body.details.code === 'KYC_LIMIT_EXCEEDED')).toBe(true);
    expect(await ctx.h.balanceOf(sender, 'GHS')).toBe(220000n);
  });

  it("refuse a credit past the recipient's maximum balance", async () => {
    const sender = await ctx.h.createUser();
    const recipient = await ctx.h.createUser();
    await ctx.h.fund(sender, 'GHS', '10.00');
    await ctx.h.fund(recipient, 'GHS', '4999.99');
    const over = await send(sender, recipient, 0.02);
    expectEnvelope(over, 403, 'KYC_LIMIT_EXCEEDED');
    expect(over.body.details.description).toMatch(/cannot hold more/);
    expectEnvelope(await send(sender, recipient, 0.01), 200, 'SUCCESS');
  });

  it('hold the maximum balance under concurrent credits from many senders (a database guard)', async () => {
    const recipient = await ctx.h.createUser();
    await ctx.h.fund(recipient, 'GHS', '4900.00');
    const senders = await Promise.all(Array.from({ length: 10 }, () => ctx.h.createUser()));
    for (const sender of senders) await ctx.h.fund(sender, 'GHS', '50.00');
    const results = await Promise.all(senders.map((sender) => send(sender, recipient, 50)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    for (const refused of results.filter((r) => r.status !== 200)) expectEnvelope(refused, 403, 'KYC_LIMIT_EXCEEDED');
    expect(await ctx.h.balanceOf(recipient, 'GHS')).toBe(500000n);
    // The cap of the Basic tier (5,000 GHS) is converted for other currencies: 5,000 / 15.2 USD.
    const dollars = await ctx.h.createUser();
    await ctx.h.fund(dollars, 'USD', '400.00');
    const usdRecipient = await ctx.h.createUser();
    await ctx.h.fund(usdRecipient, 'USD', '300.00');
    expectEnvelope(await send(dollars, usdRecipient, 28.95, 'USD'), 200, 'SUCCESS');
    expectEnvelope(await send(dollars, usdRecipient, 0.01, 'USD'), 403, 'KYC_LIMIT_EXCEEDED');
  });

  it('refuse a transfer past the monthly limit', async () => {
    const sender = await ctx.h.createUser();
    const recipient = await ctx.h.createUser();
    const admin = await ctx.h.createUserWithRole('ADMIN');
    await ctx.h.rest('PUT', '/admin/kyc/tier', { token: admin.accessToken, body: { userId: recipient.id, tier: 2 } });
    // Sandbox top-ups are not KYC-limited, so the sender can hold a month's worth.
    await ctx.h.fund(sender, 'GHS', '10000.00');
    ctx.h.clock.set(new Date('2026-05-01T08:00:00.000Z'));
    // Five days at the daily limit (two transfers at the per-transaction limit) spend the month's 10,000.
    for (let day = 0; day < 5; day++) {
      const token = await ctx.h.signIn(sender);
      for (let i = 0; i < 2; i++) {
        expectEnvelope(
          await ctx.h.rest('POST', '/wallets/me/transfer', { token, body: { toEmail: recipient.email, amount: 1000, currency: 'GHS' } }),
          200,
          'SUCCESS',
        );
      }
      ctx.h.clock.advance(DAY);
    }
    const token = await ctx.h.signIn(sender);
    const over = await ctx.h.rest('POST', '/wallets/me/transfer', { token, body: { toEmail: recipient.email, amount: 1, currency: 'GHS' } });
    expectEnvelope(over, 403, 'KYC_LIMIT_EXCEEDED');
    expect(over.body.details.description).toMatch(/monthly limit/);
  });
});
