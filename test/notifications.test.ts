import { graphql } from '../src/generated/documents/index.js';
import { describe, expect, it } from 'vitest';
import { expectEnvelope, fieldsOf, useHarness } from './support/harness.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const UpdateNotificationPreferences = graphql(`
  mutation UpdateNotificationPreferences($i: NotificationPreferencesInput!) { updateNotificationPreferences(input: $i) { notificationPreferences { email { promotions } } userErrors { field message code } } }
`);
const NotificationPreferences = graphql(`
  query NotificationPreferences { notificationPreferences { email { promotions } sms { security } updatedAt } }
`);
const EmailPromotionsPreference = graphql(`
  query EmailPromotionsPreference { notificationPreferences { email { promotions } } }
`);

const ctx = useHarness();

const DEFAULTS = { transactions: true, promotions: false, security: true, reminders: true };

describe('notification preferences', () => {
  it('start from the defaults and merge partial updates (REST, both path forms)', async () => {
    const user = await ctx.h.createUser();
    const initial = await ctx.h.rest('GET', '/notifications/preferences', { token: user.accessToken });
    expectEnvelope(initial, 200, 'SUCCESS');
    expect(initial.body.data).toEqual({ email: DEFAULTS, sms: DEFAULTS, push: DEFAULTS, updatedAt: null });
    const updated = await ctx.h.rest('PUT', '/ms/v1/v1/notifications/preferences', {
      token: user.accessToken,
      body: { sms: { promotions: true }, push: { reminders: false } },
    });
    expectEnvelope(updated, 200, 'SUCCESS');
    expect(updated.body.data.sms).toEqual({ ...DEFAULTS, promotions: true });
    expect(updated.body.data.push).toEqual({ ...DEFAULTS, reminders: false });
    expect(updated.body.data.updatedAt).toBe(ctx.h.clock.now().toISOString());
    const again = await ctx.h.rest('PUT', '/notifications/preferences', { token: user.accessToken, body: { sms: { security: false } } });
    expect(again.body.data.sms).toEqual({ ...DEFAULTS, promotions: true, security: false });
  });

  it('refuses unknown channels or topics and non-boolean values', async () => {
    const user = await ctx.h.createUser();
    const badChannel = await ctx.h.rest('PUT', '/notifications/preferences', { token: user.accessToken, body: { fax: { promotions: true } } });
    expectEnvelope(badChannel, 400, 'BAD_REQUEST');
    const badValue = await ctx.h.rest('PUT', '/notifications/preferences', { token: user.accessToken, body: { email: { promotions: 'yes' } } });
    expect(fieldsOf(badValue.body)).toEqual(['email.promotions']);
    const after = await ctx.h.rest('GET', '/notifications/preferences', { token: user.accessToken });
    expect(after.body.data.updatedAt).toBeNull();
  });

  it('are per user, and work through GraphQL', async () => {
    const user = await ctx.h.createUser();
    const other = await ctx.h.createUser();
    const result = await ctx.h.gql(UpdateNotificationPreferences, { i: { email: { promotions: true } } }, { token: user.accessToken });
    expect(result.body.data.updateNotificationPreferences.notificationPreferences!.email.promotions).toBe(true);
    const read = await ctx.h.gql(NotificationPreferences, {}, { token: user.accessToken });
    expect(read.body.data.notificationPreferences.email.promotions).toBe(true);
    const others = await ctx.h.gql(EmailPromotionsPreference, {}, { token: other.accessToken });
    expect(others.body.data.notificationPreferences.email.promotions).toBe(false);
  });
});
