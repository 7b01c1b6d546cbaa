import type { JWK } from 'jose';
import { exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { TMP_DIR } from './paths';
import { PORTS } from './ports';

/** The client id the stack configures in both the API (audience) and the app-config. */
export const E2E_GOOGLE_CLIENT_ID = 'gcw-e2e.apps.googleusercontent.com';
/** Where the fixtures host serves the stand-in for Google's public key set. */
export const E2E_GOOGLE_JWKS_PATH = '/google/oauth2/v3/certs';
export const E2E_GOOGLE_JWKS_URL = `http://127.0.0.1:${PORTS.fixtures}${E2E_GOOGLE_JWKS_PATH}`;

const PRIVATE_KEY_FILE = path.join(TMP_DIR, 'google-private-jwk.json');
const KEY_ID = 'gcw-e2e-key';

/**
 * A fresh RSA key pair per stack: the public half is the key set the API trusts, the private
 * half is written to the tmp folder so that tests can sign ID tokens as Google would.
 */
export async function createGoogleKeySet(): Promise<{ keys: JWK[] }> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const privateJwk = { ...(await exportJWK(privateKey)), kid: KEY_ID, alg: 'RS256' };
  writeFileSync(PRIVATE_KEY_FILE, JSON.stringify(privateJwk));
  return { keys: [{ ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }] };
}

export interface GoogleClaims {
  sub: string;
  email: string;
  name: string;
  /** Defaults to the stack's client id; another value stands for a token meant for another app. */
  aud?: string;
}

/** An ID token as Google would issue it, signed with the stack's private key. */
export async function signGoogleIdToken({ aud = E2E_GOOGLE_CLIENT_ID, ...claims }: GoogleClaims) {
  const jwk = JSON.parse(readFileSync(PRIVATE_KEY_FILE, 'utf8')) as JWK;
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({ email: claims.email, email_verified: true, name: claims.name })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
    .setIssuer('https://accounts.google.com')
    .setAudience(aud)
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}
