import type { Role } from '../../db/tables.js';
import type { ApiProduct } from './tokens.js';
import { forbidden, unauthorized } from '../errors.js';

/** Who is calling: an app user with a role, or a MoMo-style API user of a developer account. */
export type Principal =
  | { kind: 'user'; userId: string; role: Role }
  /** `product` is set when the API user came with a bearer token from a product's token endpoint: it opens that product only. */
  | { kind: 'apiUser'; apiUserId: string; accountId: string; product?: ApiProduct };

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;

export function requireUser(principal: Principal | undefined, roles?: readonly Role[]): UserPrincipal {
  if (!principal) throw unauthorized('A bearer access token is required.');
  if (principal.kind !== 'user') throw forbidden('This operation needs a user access token, not API user credentials.');
  if (roles && !roles.includes(principal.role)) throw forbidden(`This operation needs the role ${roles.join(' or ')}.`);
  return principal;
}
