import type { Role } from '../../db/tables.js';
import type { ApiProduct } from './tokens.js';
import { forbidden, unauthorized } from '../errors.js';

/** A merchant's server calling with a secret key: which key, and its scopes when it is restricted (null: every scope). */
export interface SecretKeyGrant {
  id: string;
  scopes: readonly string[] | null;
}

/** Who is calling: an app user with a role (or a merchant's server, with `secretKey`), or a MoMo-style API user of a developer account. */
export type Principal =
  | { kind: 'user'; userId: string; role: Role; secretKey?: SecretKeyGrant }
  /** `product` is set when the API user came with a bearer token from a product's token endpoint: it opens that product only. */
  | { kind: 'apiUser'; apiUserId: string; accountId: string; product?: ApiProduct };

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;

export function requireUser(principal: Principal | undefined, roles?: readonly Role[]): UserPrincipal {
  if (!principal) throw unauthorized('A bearer access token is required.');
  if (principal.kind !== 'user') throw forbidden('This operation needs a user access token, not API user credentials.');
  if (roles && !roles.includes(principal.role)) throw forbidden(`This operation needs the role ${roles.join(' or ')}.`);
  return principal;
}

/** The resource a module's operations belong to, as a scope names it: the folder payment-links is payment_links. */
export function scopeResourceOf(moduleFolder: string): string {
  return moduleFolder.replaceAll('-', '_');
}

/** What a restricted secret key may do with a resource: read it, or change it too (write includes read). */
export type ScopeAccess = 'read' | 'write';

/**
 * Refuses a restricted secret key outside its scopes (`payment_links:read`, `payment_links:write`),
 * naming the scope it lacks; a session or an unrestricted key passes. Both transports ask it with the
 * resource of the operation and whether it reads or changes. A resource no secret key may use
 * (`refusedToSecretKeys`, its reason) refuses every key with that reason, never with a scope to ask for.
 */
export function requireScope(principal: Principal | undefined, resource: string, access: ScopeAccess, refusedToSecretKeys?: string): void {
  if (refusedToSecretKeys && principal?.kind === 'user' && principal.secretKey) throw forbidden(refusedToSecretKeys);
  const scopes = principal?.kind === 'user' ? principal.secretKey?.scopes : undefined;
  if (!scopes) return;
  if (scopes.includes(`${resource}:write`) || (access === 'read' && scopes.includes(`${resource}:read`))) return;
  throw forbidden(`This restricted secret key lacks the scope ${resource}:${access}.`);
}

/**
 * A person signed in, not a server holding a secret key: what acts as the person (their profile,
 * phone, sessions) or reads what only a person may (the sandbox outboxes, which hold other people's
 * reset tokens and codes) is refused to every secret key, whatever its scopes.
 */
export function requirePerson(principal: Principal | undefined, roles?: readonly Role[]): UserPrincipal {
  const user = requireUser(principal, roles);
  if (user.secretKey)
    throw forbidden('A secret key acts for its merchant’s servers, not as the person: this takes the merchant’s own session (sign in on the dashboard).');
  return user;
}

/** Why a secret key may not manage credentials. */
export const KEYS_TAKE_THE_MERCHANT_SIGNED_IN = 'Keys are managed by the merchant signed in (the dashboard), not with a secret key.';

/** The account's API version is the merchant's decision: a server's key must not move every integration of the account. */
export const VERSION_TAKES_THE_MERCHANT_SIGNED_IN =
  "The account's API version is changed by the merchant signed in (the dashboard), not with a secret key; a request may try another version with the Payments-Version header.";

/**
 * Credentials are made, and the account's API version changed, by the merchant signed in, never by
 * a server holding a secret key (nor an app user); `reason` says which of them the refusal is about.
 */
export function requireSignedInMerchant(principal: Principal | undefined, reason: string = KEYS_TAKE_THE_MERCHANT_SIGNED_IN): UserPrincipal {
  const merchant = requireUser(principal, ['MERCHANT']);
  if (merchant.secretKey) throw forbidden(reason);
  return merchant;
}
