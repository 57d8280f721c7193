import { randomUUID } from 'node:crypto';
import { inTransaction } from '../db/database.js';
import { randomBase62 } from '../platform/ids.js';
import type { Services } from '../app/services.js';

export const DEMO_MERCHANT_EMAIL = 'demo-merchant@sandbox.example';
export const DEMO_USER_EMAIL = 'demo-user@sandbox.example';
export const ADMIN_EMAIL = 'admin@sandbox.example';

export interface SandboxCredentials {
  createdAt: string;
  developer: {
    accountId: string;
    email: string;
    password: string;
    subscriptionKey: string;
    productKeys: { collection: string; disbursement: string; remittance: string };
    apiUserId: string;
    apiKey: string;
    /** A secret key of the demo merchant's servers (sk_test_…): Authorization: Bearer, with the subscription key. */
    secretKey: string;
  };
  appUser: { userId: string; email: string; password: string };
  admin: { userId: string; email: string; password: string };
}

/**
 * First-start seed of the sandbox: a demo developer account (merchant user, app and product keys, API
 * user and key), a demo app user of that account, and an administrator. Secrets are stored hashed,
 * so they are returned only on the run that creates them; later runs return undefined.
 */
export async function seedSandbox(services: Services): Promise<SandboxCredentials | undefined> {
  const seeded = await services.db.selectFrom('users').select('id').where('email', '=', DEMO_MERCHANT_EMAIL).executeTakeFirst();
  if (seeded) return undefined;

  const developerPassword = randomBase62(20);
  const developer = await services.developer.signUp({
    companyName: 'Sandbox Demo Merchant',
    firstName: 'Demo',
    lastName: 'Merchant',
    email: DEMO_MERCHANT_EMAIL,
    phone: '+233240000001',
    password: developerPassword,
    country: 'GH',
  });
  const apiUser = await services.developer.createApiUser(developer.account.id, { referenceId: randomUUID(), providerCallbackHost: 'localhost' });
  const apiKey = await services.developer.createApiKey(developer.account.id, apiUser.id);
  const secretKey = await services.secretKeys.create(
    { kind: 'user', userId: developer.user.id, role: developer.user.role },
    { name: 'Demo server (sandbox seed)' },
  );
  // A shelf for the till, so a first POS sale can name catalog items.
  await services.posCatalog.seedCatalog(services.db, developer.account.id);

  const appUserPassword = randomBase62(20);
  const appUser = await services.identity.register(
    { firstName: 'Demo', lastName: 'User', email: DEMO_USER_EMAIL, phone: '+233240000002', password: appUserPassword, country: 'GH' },
    { developerAccountId: developer.account.id },
  );

  // Verified demo users (KYC tier 1, phone verified): their test balances are above the Basic tier's maximum.
  await services.db
    .updateTable('users')
    .set({ kyc_tier: 1, phone_verified_at: services.clock.now() })
    .where('id', 'in', [appUser.id, developer.user.id])
    .execute();
  // Test money, so a newcomer can move money at once (e.g. from the demo user to the demo merchant).
  await services.wallets.fundFromSandbox(appUser.walletId!, 'GHS', 1_000_000n);
  await services.wallets.fundFromSandbox(appUser.walletId!, 'USD', 100_000n);
  await services.wallets.fundFromSandbox(developer.user.walletId!, 'GHS', 500_000n);

  const adminPassword = randomBase62(20);
  const admin = await inTransaction(services.db, async (tx) =>
    services.identity.createUser(tx, {
      firstName: 'Sandbox',
      lastName: 'Administrator',
      email: ADMIN_EMAIL,
      phone: '+233240000003',
      country: 'GH',
      passwordHash: await services.identity.hashPassword(adminPassword),
      role: 'ADMIN',
      developerAccountId: null,
    }),
  );

  return {
    createdAt: services.clock.now().toISOString(),
    developer: {
      accountId: developer.account.id,
      email: DEMO_MERCHANT_EMAIL,
      password: developerPassword,
      subscriptionKey: developer.subscriptionKey,
      productKeys: developer.productKeys,
      apiUserId: apiUser.id,
      apiKey: apiKey.apiKey,
      secretKey: secretKey.secret,
    },
    appUser: { userId: appUser.id, email: DEMO_USER_EMAIL, password: appUserPassword },
    admin: { userId: admin.id, email: ADMIN_EMAIL, password: adminPassword },
  };
}
