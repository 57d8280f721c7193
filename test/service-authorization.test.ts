import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { UserPrincipal } from '../src/platform/auth/principal.js';
import { useHarness, type TestUser } from './support/harness.js';

/**
 * Roles and ownership are the services' to check, whichever transport calls them: each service
 * method is called here directly, with the wrong principal, and must refuse.
 */
const ctx = useHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true' });

const as = (user: TestUser, role: UserPrincipal['role']): UserPrincipal => ({ kind: 'user', userId: user.id, role });

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    // biome-ignore lint/plugin: the test reads the refusal's code.
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return 'ALLOWED';
}

describe('services check roles and ownership on the principal they are given', () => {
  it('refuse administrators’ operations to a user and to a merchant', async () => {
    const s = ctx.h.services;
    const user = as(await ctx.h.createUser(), 'USER');
    const merchant = as(ctx.h.merchant, 'MERCHANT');
    for (const principal of [user, merchant]) {
      expect(await refusal(s.ledger.reconciliation(principal))).toBe('FORBIDDEN');
      expect(await refusal(s.developer.setPlan(principal, { accountId: ctx.h.accountId, plan: 'BUSINESS' }))).toBe('FORBIDDEN');
      expect(await refusal(s.fx.setRate(principal, { currency: 'GHS', perUsd: 1 }))).toBe('FORBIDDEN');
      expect(await refusal(s.kyc.setTier(principal, { userId: principal.userId, tier: 2 }))).toBe('FORBIDDEN');
      expect(await refusal(s.transfers.reverse(principal, 'trf_any'))).toBe('FORBIDDEN');
    }
    const admin = as(await ctx.h.createUserWithRole('ADMIN'), 'ADMIN');
    expect(await s.ledger.reconciliation(admin)).toMatchObject({ clean: true });
  });

  it('refuse merchants’ operations to an app user', async () => {
    const s = ctx.h.services;
    const user = as(await ctx.h.createUser(), 'USER');
    expect(await refusal(s.developer.accountOf(user))).toBe('FORBIDDEN');
    expect(await refusal(s.developer.rotateSubscriptionKey(user, 'collection'))).toBe('FORBIDDEN');
    expect(await refusal(s.webhooks.register(user, { url: 'http://localhost:9/hook', events: ['wallet.funded'] }))).toBe('FORBIDDEN');
    expect(await refusal(s.webhooks.rotateCallbackSecret(user))).toBe('FORBIDDEN');
  });

  it("answer another owner's object as not found", async () => {
    const s = ctx.h.services;
    const owner = await ctx.h.createUser();
    const stranger = as(await ctx.h.createUser(), 'USER');
    const recipient = await s.recipients.create(as(owner, 'USER'), { name: 'Ama Serwaa', phone: '+233244556677', provider: 'MTN' });
    expect(await refusal(s.recipients.get(stranger, recipient.id))).toBe('NOT_FOUND');
    const other = await ctx.h.createDeveloper();
    const endpoint = await s.webhooks.register(as(other.merchant, 'MERCHANT'), { url: 'http://localhost:9/hook', events: ['wallet.funded'] });
    expect(await refusal(s.webhooks.get(as(ctx.h.merchant, 'MERCHANT'), endpoint.endpoint.id))).toBe('NOT_FOUND');
    expect(await refusal(s.funding.get(stranger, randomUUID()))).toBe('NOT_FOUND');
  });
});
