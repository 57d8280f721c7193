import { randomInt } from 'node:crypto';
import { createPaymentsClient } from '@payments-platform/client';

const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
});
await payments.signIn(process.env['PAYMENTS_EMAIL'] ?? '', process.env['PAYMENTS_PASSWORD'] ?? '');

// step 1
const referral = await payments.referralCodes.retrieve();
console.log(`${referral.code} ${referral.shareUrl}`);

// step 2
// The friend signs up in your app (or from the share page) with the code.
const phone = `+23320${randomInt(1_000_000, 10_000_000)}`;
await payments.users.register({
  firstName: 'Kwame',
  lastName: 'Asante',
  email: `kwame.${phone.slice(1)}@example.com`,
  phone,
  password: 'a-long-enough-password',
  country: 'GH',
  referralCode: referral.code,
});

// step 3
for await (const friend of payments.referrals.list()) {
  console.log(`${friend.referredUserName}: ${friend.status}`);
}
