import type { AuthenticatedUser } from '../modules/identity/identity.service.js';
import { unauthorized } from '../platform/errors.js';

/** A secret key goes with its own account's subscription key, when a request carries one. */
export function requireSameAccount(authenticated: AuthenticatedUser, clientAccountId: string | undefined): void {
  if (!authenticated.secretKey || clientAccountId === undefined) return;
  if (authenticated.accountTime.accountId !== clientAccountId) throw unauthorized('The secret key and the subscription key belong to different accounts.');
}
