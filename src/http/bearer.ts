import type { AuthenticatedUser } from '../modules/identity/identity.service.js';
import { isSecretKey } from '../modules/secret-keys/secret-keys.service.js';
import { unauthorized } from '../platform/errors.js';
import type { Services } from '../services.js';

/**
 * Who a bearer token stands for, on every transport alike: a user's access token, or a merchant's
 * secret key (sk_test_…), which acts as its account's merchant.
 */
export function authenticateBearer(services: Services, token: string): Promise<AuthenticatedUser> {
  return isSecretKey(token) ? services.secretKeys.authenticate(token) : services.identity.authenticate(token);
}

/** A secret key goes with its own account's subscription key, when a request carries one. */
export function requireSameAccount(authenticated: AuthenticatedUser, clientAccountId: string | undefined): void {
  if (!authenticated.secretKey || clientAccountId === undefined) return;
  if (authenticated.accountTime.accountId !== clientAccountId) throw unauthorized('The secret key and the subscription key belong to different accounts.');
}
