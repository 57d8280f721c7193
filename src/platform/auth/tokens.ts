import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from '../../db/tables.js';
import { epochSeconds, type Clock } from '../clock.js';
import { unauthorized } from '../errors.js';

const ALGORITHM = 'HS256';
/** Most verified tokens remembered; the oldest is let go past it. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** The mobile money products, each with its own subscription key and API tokens. */
export const API_PRODUCTS = ['collection', 'disbursement', 'remittance'] as const;
export type ApiProduct = (typeof API_PRODUCTS)[number];

/** Whether a path or input names a mobile money product. */
export const isApiProduct = (value: unknown): value is ApiProduct => (API_PRODUCTS as readonly unknown[]).includes(value);

/** Claims of a user's access token; `ver` must equal the user's token version (logout-all bumps it). */
export interface AccessClaims {
  sub: string;
  typ: 'access';
  role: Role;
  ver: number;
  /** Expiry, epoch seconds (always present once verified). */
  exp: number;
}

/** Claims of a bearer token exchanged for an API user's Basic credentials. */
export interface ApiClaims {
  sub: string;
  typ: 'api';
  acct: string;
  product: ApiProduct;
}

export interface TokenSettings {
  secret: string;
  issuer: string;
  audience: string;
  accessTtlSeconds: number;
  apiTtlSeconds: number;
}

/**
 * Signs and verifies JWTs with one algorithm, issuer and audience. Times come from the clock so tests
 * can expire tokens by moving it.
 */
export class TokenService {
  /**
   * Made once: given a string, jsonwebtoken first tries to parse it as a PEM public key on every
   * call, which cost a third of a request's CPU.
   */
  private readonly key: KeyObject;
  /**
   * Tokens whose signature, algorithm, issuer and audience were verified, by their exact text: a
   * client sends the same token on every request, and verifying it again (decoding, HMAC, JSON)
   * was a tenth of a request's CPU. Only the time checks depend on when, and they run every time.
   */
  private readonly verified = new Map<string, Readonly<jwt.JwtPayload>>();

  constructor(
    private readonly settings: TokenSettings,
    private readonly clock: Clock,
  ) {
    this.key = createSecretKey(Buffer.from(settings.secret, 'utf8'));
  }

  signAccess(claims: Omit<AccessClaims, 'typ' | 'exp'>): { token: string; expiresIn: number } {
    return { token: this.sign({ ...claims, typ: 'access' }, this.settings.accessTtlSeconds), expiresIn: this.settings.accessTtlSeconds };
  }

  signApi(claims: Omit<ApiClaims, 'typ'>): { token: string; expiresIn: number } {
    return { token: this.sign({ ...claims, typ: 'api' }, this.settings.apiTtlSeconds), expiresIn: this.settings.apiTtlSeconds };
  }

  verifyAccess(token: string): AccessClaims {
    const claims = this.verify(token);
    if (claims.typ !== 'access' || typeof claims.ver !== 'number' || typeof claims.role !== 'string') throw unauthorized('Not a user access token.');
    return claims as unknown as AccessClaims;
  }

  verifyApi(token: string): ApiClaims {
    const claims = this.verify(token);
    if (claims.typ !== 'api' || typeof claims.acct !== 'string') throw unauthorized('Not an API access token.');
    return claims as unknown as ApiClaims;
  }

  /** Without verifying: which kind of token is this? Lets one Authorization header carry either kind. */
  peekType(token: string): string | undefined {
    const decoded = jwt.decode(token);
    return decoded && typeof decoded === 'object' ? (decoded['typ'] as string | undefined) : undefined;
  }

  private sign(claims: object, ttlSeconds: number): string {
    const iat = epochSeconds(this.clock.now());
    return jwt.sign({ ...claims, iat }, this.key, {
      algorithm: ALGORITHM,
      expiresIn: ttlSeconds,
      issuer: this.settings.issuer,
      audience: this.settings.audience,
    });
  }

  private verify(token: string): jwt.JwtPayload {
    const known = this.verified.get(token);
    if (known) {
      const now = epochSeconds(this.clock.now());
      if (now >= known['exp']!) throw unauthorized('The access token has expired.', 'expired');
      if (typeof known.nbf === 'number' && known.nbf > now) throw unauthorized('The access token is invalid.');
      return known;
    }
    const payload = this.verifyFully(token);
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, Object.freeze(payload));
    return payload;
  }

  private verifyFully(token: string): jwt.JwtPayload {
    try {
      const payload = jwt.verify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: this.settings.issuer,
        audience: this.settings.audience,
        clockTimestamp: epochSeconds(this.clock.now()),
      });
      // A token without an expiry or issue time would be good forever: refused, whoever signed it.
      if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') {
        throw unauthorized('Malformed token: it must carry sub, iat and exp.');
      }
      return payload;
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError) throw unauthorized('The access token has expired.', 'expired');
      if (error instanceof jwt.JsonWebTokenError) throw unauthorized('The access token is invalid.');
      throw error;
    }
  }
}
