import { SignJWT } from 'jose';
import { randomBytes } from 'node:crypto';

import { verifyHs256 } from './hs256';
import { VerifiedTokenCache } from './verified-token-cache';

const ISSUER = 'gcw-api';
const AUDIENCE = 'gcw';
// Only this algorithm is accepted: tokens signed with `none` or another key type are refused.

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  sub: string;
  fid: string;
  token_type: TokenType;
  jti?: string;
  role?: string;
}

export function newId(bytes = 18): string {
  return randomBytes(bytes).toString('base64url');
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly secret: Buffer;
  private readonly verified = new VerifiedTokenCache();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
    this.secret = Buffer.from(this.key);
  }

  sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    // Every token unique, even two of one session issued in the same second: a client tells a
    // renewed access token from the one the API just refused.
    return new SignJWT({ jti: newId(), ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /**
   * The claims of a valid token of the expected type, or null for anything else. Checked on
   * every authenticated request, so synchronously with node:crypto (hs256.ts) rather than
   * through WebCrypto's thread pool; signing stays with jose.
   */
  async verify(token: string, type: TokenType): Promise<TokenClaims | null> {
    if (token.length > 4096) return null;
    const nowS = Math.floor(Date.now() / 1000);
    let payload = this.verified.get(token, nowS);
    if (!payload) {
      const checked = verifyHs256(token, this.secret, { issuer: ISSUER, audience: AUDIENCE }, nowS);
      if (!checked) return null;
      payload = this.verified.set(token, checked);
    }
    if (payload.token_type !== type || typeof payload.fid !== 'string') return null;
    if (typeof payload.sub !== 'string' || !payload.sub) return null;
    if (type === 'refresh' && typeof payload.jti !== 'string') return null;
    return payload as unknown as TokenClaims;
  }
}
