import { randomInt } from 'node:crypto';
import { createPaymentsClient } from '@payments-platform/client';

const options = {
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
};
// step 1
// The app registers a user; the sandbox keeps the code's SMS in the app's outbox instead of sending it.
const app = createPaymentsClient(options);
const phone = `+23324${randomInt(1_000_000, 10_000_000)}`;
const email = `esi.${phone.slice(1)}@example.com`;
await app.users.register({ firstName: 'Esi', lastName: 'Owusu', email, phone, password: 'a-long-enough-password', country: 'GH' });
await app.signIn(email, 'a-long-enough-password');

// step 2
// A test reads the code as the merchant signed in (an app user cannot, nor can a secret key), and the user types it back.
const merchant = createPaymentsClient(options);
await merchant.signIn(process.env['PAYMENTS_MERCHANT_EMAIL'] ?? '', process.env['PAYMENTS_MERCHANT_PASSWORD'] ?? '');
const outbox = await merchant.sandboxSms.list({ to: phone });
const code = /\b\d{6}\b/.exec(outbox.items[0]?.body ?? '')?.[0] ?? '';

// step 3
const profile = await app.phones.verify({ code });
console.log(`${profile.phone} verified: ${profile.phoneVerified}`);
