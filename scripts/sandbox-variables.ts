import type { SandboxCredentials } from '../src/sandbox/seed.js';

/** Every variable a page uses, by the one name every page uses. */
export function sandboxVariables(credentials: Pick<SandboxCredentials, 'developer' | 'appUser'>, publicUrl: string): Record<string, string> {
  const { developer, appUser } = credentials;
  return {
    PAYMENTS_BASE_URL: `${publicUrl}/ms/v1`,
    PAYMENTS_SUBSCRIPTION_KEY: developer.subscriptionKey,
    PAYMENTS_SECRET_KEY: developer.secretKey,
    PAYMENTS_EMAIL: appUser.email,
    PAYMENTS_PASSWORD: appUser.password,
    PAYMENTS_MERCHANT_EMAIL: developer.email,
    PAYMENTS_MERCHANT_PASSWORD: developer.password,
    PAYMENTS_COLLECTION_KEY: developer.productKeys.collection,
    PAYMENTS_DISBURSEMENT_KEY: developer.productKeys.disbursement,
    PAYMENTS_REMITTANCE_KEY: developer.productKeys.remittance,
    PAYMENTS_API_USER_ID: developer.apiUserId,
    PAYMENTS_API_KEY: developer.apiKey,
  };
}
