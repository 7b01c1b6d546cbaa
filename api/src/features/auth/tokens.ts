import { randomBytes } from 'node:crypto';

import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'gcw-api';
const AUDIENCE = 'gcw';
// Only this algorithm is accepted: tokens signed with `none` or another key type are refused.
const ALGORITHMS = ['HS256'];

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

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The claims of a valid token of the expected type, or null for anything else. */
  async verify(token: string, type: TokenType): Promise<TokenClaims | null> {
    if (token.length > 4096) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ALGORITHMS,
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub'],
      });
      if (payload.token_type !== type || typeof payload.fid !== 'string' || !payload.sub)
        return null;
      if (type === 'refresh' && typeof payload.jti !== 'string') return null;
      return payload as unknown as TokenClaims;
    } catch {
      return null;
    }
  }
}
