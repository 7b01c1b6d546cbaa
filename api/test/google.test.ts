import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { users } from '../src/core/db/schema/users';
import { describeEachDb, R, uniqueEmail } from './support/harness';

const CLIENT_ID = 'gcw-test.apps.googleusercontent.com';
let jwks: { keys: JWK[] } = { keys: [] };
const server = createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(jwks));
});
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Claims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  iss?: string;
  aud?: string;
  exp?: number;
  name?: string;
}

function idToken(claims: Claims = {}, key: CryptoKey = googleKey) {
  const now = Math.floor(Date.now() / 1000);
  const body = {
    sub: `google-${uniqueEmail()}`,
    email: uniqueEmail('g'),
    email_verified: true,
    name: 'Google User',
    ...claims,
  };
  return new SignJWT({ email: body.email, email_verified: body.email_verified, name: body.name })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject(body.sub)
    .setIssuer(claims.iss ?? 'https://accounts.google.com')
    .setAudience(claims.aud ?? CLIENT_ID)
    .setIssuedAt(now - 10)
    .setExpirationTime(claims.exp ?? now + 600)
    .sign(key);
}

describeEachDb(
  'Google sign-in',
  (h) => {
    const signIn = (token: string) =>
      h.request('POST', `${R}/auth/validate-google-id-token`, { body: { google_id_token: token } });

    test('a valid ID token signs in, creating the user once and finding it again by sub', async () => {
      const sub = 'google-sub-123';
      const first = await signIn(await idToken({ sub, email: 'Budi@Example.com' }));
      expect(first.statusCode).toBe(200);
      expect(first.json().Data.user).toMatchObject({
        email: 'budi@example.com',
        role: 'participant',
        name: 'Google User',
      });
      expect(first.json().Data.access_token).toEqual(expect.any(String));
      // Same subject, changed e-mail at Google: still the same account.
      const second = await signIn(await idToken({ sub, email: 'budi.new@example.com' }));
      expect(second.json().Data.user.id).toBe(first.json().Data.user.id);
    });

    test('a first Google sign-in links the existing account with that verified e-mail', async () => {
      const user = await h.user(null);
      const res = await signIn(await idToken({ email: user.email }));
      expect(res.json().Data.user.id).toBe(user.id);
    });

    test("never the admin's account: neither linked by e-mail nor signed in once promoted", async () => {
      const admin = await h.admin();
      const res = await signIn(await idToken({ email: admin.email }));
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(
        'Akun admin tidak dapat masuk dengan Google. Masuk dengan e-mail dan kata sandi.',
      );
      const [row] = await h.db.select().from(users).where(eq(users.email, admin.email));
      expect(row!.googleSub).toBeNull();
      // A participant who signed in with Google and was promoted later.
      const sub = `google-${uniqueEmail()}`;
      const first = await signIn(await idToken({ sub }));
      await h.db
        .update(users)
        .set({ role: 'admin' })
        .where(eq(users.id, first.json().Data.user.id));
      expect((await signIn(await idToken({ sub }))).statusCode).toBe(403);
    });

    test('an account linked to one Google id is not taken over by another with the same e-mail', async () => {
      const user = await h.user(null);
      expect((await signIn(await idToken({ email: user.email }))).statusCode).toBe(200);
      const other = await signIn(await idToken({ email: user.email, sub: 'google-other-sub' }));
      expect(other.statusCode).toBe(409);
      expect(other.json().Message).toMatch(/sudah terhubung dengan akun Google lain/);
    });

    test('an unverified Google address links nothing', async () => {
      const user = await h.user(null);
      const res = await signIn(await idToken({ email: user.email, email_verified: false }));
      expect(res.statusCode).toBe(401);
      const [row] = await h.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.googleSub).toBeNull();
    });

    test('bad signature, issuer, audience, expiry or unverified e-mail: 401 Failed to validate token', async () => {
      const now = Math.floor(Date.now() / 1000);
      const tokens = [
        await idToken({}, strangerKey),
        await idToken({ iss: 'https://evil.example' }),
        await idToken({ aud: 'someone-else' }),
        await idToken({ exp: now - 60 }),
        await idToken({ email_verified: false }),
        'not.a.jwt',
      ];
      for (const token of tokens) {
        const res = await signIn(token);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ Message: 'Failed to validate token' });
      }
    });

    test('a missing token answers the R8.4 message', async () => {
      const res = await h.request('POST', `${R}/auth/validate-google-id-token`, { body: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe('Authentication failed. Missing token.');
    });
  },
  () => ({
    googleClientIds: [CLIENT_ID],
    googleJwksUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`,
  }),
);
