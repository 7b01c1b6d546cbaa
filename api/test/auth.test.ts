import { describeEachDb, R, uniqueEmail, CONSENT } from './support/harness';
import { ageRotation } from './support/refresh-tokens';

describeEachDb('auth', (h) => {
  test('registration answers a session with every User field and rejects a second account on one e-mail', async () => {
    const email = uniqueEmail();
    const res = await h.request('POST', `${R}/auth/registration`, {
      body: {
        name: 'Ani',
        email: email.toUpperCase(),
        password: 'password123',
        consent_version: CONSENT,
      },
    });
    expect(res.statusCode).toBe(201);
    const { Data } = res.json();
    expect(Object.keys(Data.user).sort()).toEqual(
      [
        'data_has_verified',
        'email',
        'id',
        'institusi',
        'major',
        'name',
        'nim',
        'phone',
        'profile_has_updated',
        'profile_picture',
        'role',
        'socmed_document',
      ].sort(),
    );
    expect(Data.user).toMatchObject({
      email,
      role: 'participant',
      profile_has_updated: false,
      data_has_verified: false,
    });
    expect(typeof Data.access_token).toBe('string');
    expect(typeof Data.refresh_token).toBe('string');
    const again = await h.request('POST', `${R}/auth/registration`, {
      body: { name: 'Ani', email, password: 'password123', consent_version: CONSENT },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      Message: 'Email ini sudah terdaftar. Silakan masuk.',
      Errors: { email: 'Email ini sudah terdaftar. Silakan masuk.' },
    });
  });

  test("registration validates e-mail and password length with the form's Indonesian messages", async () => {
    const bad = await h.request('POST', `${R}/auth/registration`, {
      body: { name: 'A', email: 'not-an-email', password: 'short', consent_version: CONSENT },
    });
    expect(bad.statusCode).toBe(400);
    // R5.1 and R5.2 fix the login texts only; registration speaks Indonesian like its form.
    expect(bad.json().Errors).toEqual({
      email: 'Masukkan alamat email yang valid',
      password: 'Kata sandi minimal 8 karakter',
    });
    const seven = await h.request('POST', `${R}/auth/registration`, {
      body: { name: 'A', email: uniqueEmail(), password: '1234567', consent_version: CONSENT },
    });
    expect(seven.statusCode).toBe(400);
    const eight = await h.request('POST', `${R}/auth/registration`, {
      body: { name: 'A', email: uniqueEmail(), password: '12345678', consent_version: CONSENT },
    });
    expect(eight.statusCode).toBe(201);
  });

  test('login answers Data.user with role and both tokens; a wrong password or unknown e-mail is the same 401', async () => {
    const user = await h.user(null);
    const res = await h.request('POST', `${R}/auth/login`, {
      body: { email: user.email, password: 'password123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.user).toMatchObject({ id: user.id, role: 'participant' });
    expect(res.json().Data.access_token).toEqual(expect.any(String));
    const wrong = await h.request('POST', `${R}/auth/login`, {
      body: { email: user.email, password: 'password124' },
    });
    const unknown = await h.request('POST', `${R}/auth/login`, {
      body: { email: uniqueEmail(), password: 'password123' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ Message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  test('refresh rotates; presenting a used refresh token after the grace interval revokes the whole family', async () => {
    const user = await h.user(null);
    const first = await h.request('POST', `${R}/auth/refresh-token`, {
      body: { refresh_token: user.refresh },
    });
    expect(first.statusCode).toBe(200);
    const next = first.json().Data;
    expect(next.user.id).toBe(user.id);
    expect(next.refresh_token).not.toBe(user.refresh);
    // Issued in the same second as the sign-in's, the renewed access token still differs: a
    // client tells it from the one the API refused.
    expect(next.access_token).not.toBe(user.token);
    const profile = await h.request('GET', `${R}/profile/my`, { token: next.access_token });
    expect(profile.statusCode).toBe(200);

    await ageRotation(h, user.refresh, h.config.refreshReuseGraceS + 1);
    const reuse = await h.request('POST', `${R}/auth/refresh-token`, {
      body: { refresh_token: user.refresh },
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ Message: 'Failed to refresh token' });
    // The legitimate newest tokens die with the family.
    expect(
      (
        await h.request('POST', `${R}/auth/refresh-token`, {
          body: { refresh_token: next.refresh_token },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await h.request('GET', `${R}/profile/my`, { token: next.access_token })).statusCode,
    ).toBe(401);
  });

  test('an access token is not a refresh token and the other way round', async () => {
    const user = await h.user(null);
    expect(
      (await h.request('POST', `${R}/auth/refresh-token`, { body: { refresh_token: user.token } }))
        .statusCode,
    ).toBe(401);
    expect((await h.request('GET', `${R}/profile/my`, { token: user.refresh })).statusCode).toBe(
      401,
    );
  });

  test('logout revokes the refresh family and the access token', async () => {
    const user = await h.user(null);
    const other = await h.request('POST', `${R}/auth/login`, {
      body: { email: user.email, password: 'password123' },
    });
    const res = await h.request('POST', `${R}/auth/logout`, { token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Data: { message: 'Successfully log out!' } });
    expect((await h.request('GET', `${R}/profile/my`, { token: user.token })).statusCode).toBe(401);
    expect(
      (
        await h.request('POST', `${R}/auth/refresh-token`, {
          body: { refresh_token: user.refresh },
        })
      ).statusCode,
    ).toBe(401);
    // Another sign-in of the same person (another device) is untouched.
    expect(
      (await h.request('GET', `${R}/profile/my`, { token: other.json().Data.access_token }))
        .statusCode,
    ).toBe(200);
  });

  test('logout with only the refresh token (access token expired or lost) revokes that family', async () => {
    const user = await h.user(null);
    const res = await h.request('POST', `${R}/auth/logout`, {
      body: { refresh_token: user.refresh },
    });
    expect(res.statusCode).toBe(200);
    expect((await h.request('GET', `${R}/profile/my`, { token: user.token })).statusCode).toBe(401);
    expect(
      (await h.request('POST', `${R}/auth/logout`, { body: { refresh_token: 'nope' } })).statusCode,
    ).toBe(401);
  });

  test('tokens signed with alg none, another key or tampered are refused', async () => {
    const user = await h.user(null);
    const [header, payload] = user.token.split('.') as [string, string, string];
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin', sub: '1' })).toString('base64url')}.${user.token.split('.')[2]}`;
    for (const token of [none, forged, 'abc', `${user.token}x`]) {
      const res = await h.request('GET', `${R}/profile/my`, { token });
      expect(res.statusCode).toBe(401);
      expect(res.json().Message).toEqual(expect.any(String));
    }
  });
});

describeEachDb(
  'sign-in rate limit',
  (h) => {
    test('per account, from addresses it never signed in from: after the allowed failures even the right password answers 429', async () => {
      const user = await h.user(null);
      for (let i = 0; i < 3; i += 1) {
        const res = await h.request('POST', `${R}/auth/login`, {
          body: { email: user.email, password: 'wrong-password' },
          ip: `10.0.0.${i}`,
        });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await h.request('POST', `${R}/auth/login`, {
        body: { email: user.email, password: 'password123' },
        ip: '10.0.1.1',
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().Message).toMatch(/Terlalu banyak percobaan masuk/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });

    test('per address: many attempts from one IP are cut off whatever the account', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const res = await h.request('POST', `${R}/auth/login`, {
          body: { email: uniqueEmail(), password: 'password123' },
          ip: '10.9.9.9',
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes.slice(10)).toEqual([429, 429]);
      const elsewhere = await h.request('POST', `${R}/auth/login`, {
        body: { email: uniqueEmail(), password: 'password123' },
        ip: '10.9.9.8',
      });
      expect(elsewhere.statusCode).toBe(401);
    });
  },
  () => ({ loginAccountMax: 3, loginAccountGlobalMax: 3, loginIpMax: 10 }),
);
