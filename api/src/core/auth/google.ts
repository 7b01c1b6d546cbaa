import { createRemoteJWKSet, jwtVerify } from 'jose';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  picture: string | null;
}

/** Verifies Google ID tokens: signature from the key set, issuer, audience and expiry. */
export class GoogleVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    jwksUrl: string,
    private readonly clientIds: string[],
  ) {
    this.keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
  }

  async verify(idToken: string): Promise<GoogleIdentity | null> {
    if (this.clientIds.length === 0 || idToken.length > 8192) return null;
    try {
      const { payload } = await jwtVerify(idToken, this.keys, {
        algorithms: ['RS256'],
        issuer: GOOGLE_ISSUERS,
        audience: this.clientIds,
        requiredClaims: ['exp', 'sub', 'iat'],
      });
      const { sub, email, email_verified: verified, name, picture } = payload;
      if (typeof sub !== 'string' || typeof email !== 'string' || verified !== true) return null;
      return {
        sub,
        email: email.toLowerCase(),
        name: typeof name === 'string' && name.trim() ? name.trim() : email.split('@')[0]!,
        picture: typeof picture === 'string' ? picture : null,
      };
    } catch {
      return null;
    }
  }
}
