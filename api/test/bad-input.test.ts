import { count } from 'drizzle-orm';

import { teams } from '../src/core/db/schema/teams';
import { users } from '../src/core/db/schema/users';
import { A, describeEachDb, R, CONSENT } from './support/harness';
import type { Session } from './support/harness';
import { multipart } from './support/multipart';

const JSON_POSTS = [
  `${R}/auth/login`,
  `${R}/auth/registration`,
  `${R}/auth/validate-google-id-token`,
  `${R}/auth/refresh-token`,
  `${R}/profile/my`,
  `${R}/team/submission/stage-2`,
  `${A}/users/1/verify`,
  `${A}/teams/1/payment`,
  `${A}/teams/1/status`,
  `${A}/teams/status`,
  `${A}/seminar/check-in`,
];

const BAD_BODIES: unknown[] = [
  {},
  [],
  [1, 2],
  {
    email: 42,
    password: true,
    name: {},
    refresh_token: 7,
    google_id_token: [],
    verified: 'yes',
    action: 3,
    status: null,
    ids: 'all',
    ticket: 5,
    video_url: 1,
  },
  { ids: [1.5, -2], status: 'Final' },
  { ids: Array.from({ length: 501 }, (_, i) => i + 1), status: 'Final' },
];

describeEachDb('bad input', (h) => {
  let admin: Session;
  let user: Session;
  beforeAll(async () => {
    admin = await h.admin();
    user = await h.user();
  });

  const rowCounts = async () => {
    const [[u], [t]] = await Promise.all([
      h.db.select({ n: count() }).from(users),
      h.db.select({ n: count() }).from(teams),
    ]);
    return { users: u?.n, teams: t?.n };
  };

  test('missing and wrong-typed fields: a 4xx with a Message on every JSON route, nothing written', async () => {
    const before = await rowCounts();
    for (const url of JSON_POSTS) {
      for (const body of BAD_BODIES) {
        const token = url.startsWith(A) ? admin.token : user.token;
        const res = await h.request('POST', url, { token, body });
        expect([
          url,
          JSON.stringify(body).slice(0, 40),
          res.statusCode >= 400 && res.statusCode < 500,
        ]).toEqual([url, JSON.stringify(body).slice(0, 40), true]);
        expect(res.json().Message).toEqual(expect.any(String));
      }
    }
    expect(await rowCounts()).toEqual(before);
  });

  test('invalid JSON, wrong content types and huge bodies are 4xx', async () => {
    const invalid = await h.request('POST', `${R}/auth/login`, {
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ Message: 'Isi permintaan bukan JSON yang valid' });
    const xml = await h.request('POST', `${R}/auth/login`, {
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ Message: 'Jenis isi permintaan tidak didukung' });
    const text = await h.request('POST', `${R}/auth/login`, {
      payload: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    const huge = await h.request('POST', `${R}/auth/registration`, {
      payload: JSON.stringify({
        name: 'x'.repeat(2 * 1024 * 1024),
        email: 'a@b.co',
        password: 'password123',
        consent_version: CONSENT,
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().Message).toBe('Permintaan terlalu besar');
    const jsonToUpload = await h.request('POST', `${R}/team/registration/hackathon`, {
      token: user.token,
      body: { team_name: 'x' },
    });
    expect(jsonToUpload.statusCode).toBe(415);
    const twoFiles = multipart(
      { team_name: 'Tim A' },
      { field: 'other', name: 'a.png', type: 'image/png', bytes: Buffer.from('x') },
    );
    const wrongField = await h.request('POST', `${R}/team/registration/hackathon`, {
      token: user.token,
      ...twoFiles,
    });
    expect(wrongField.statusCode).toBe(400);
    const longSearch = await h.request('GET', `${A}/users?search=${'x'.repeat(500)}`, {
      token: admin.token,
    });
    expect(longSearch.statusCode).toBe(400);
  });

  test('malformed tokens and odd path parameters are 4xx', async () => {
    const headers = [
      'Bearer',
      'Bearer ',
      'Basic abc',
      'Bearer a.b.c',
      `Bearer ${'a'.repeat(5000)}`,
      'Bearer ../../etc/passwd',
      `Bearer ${user.token} extra`,
    ];
    for (const authorization of headers) {
      const res = await h.request('GET', `${R}/profile/my`, { headers: { authorization } });
      expect([authorization.slice(0, 20), res.statusCode]).toEqual([
        authorization.slice(0, 20),
        401,
      ]);
    }
    const paths = [
      `${R}/team/abc`,
      `${R}/team/-1`,
      `${R}/team/99999999999999999999`,
      `${R}/files/../../etc/passwd`,
      `${R}/files/00000000-0000-0000-0000-000000000000`,
      `${R}/team/registration/find/%00%01`,
      `${R}/seminar/qr/GCW1.SEM-0.x`,
      `${A}/users/abc`,
      `${A}/teams/anything`,
    ];
    for (const url of paths) {
      const res = await h.request('GET', url, { token: admin.token });
      expect([url, res.statusCode >= 400 && res.statusCode < 500]).toEqual([url, true]);
    }
    expect(
      (
        await h.request('POST', `${R}/team/registration/join/${'%27%20or%201=1--'}`, {
          token: user.token,
        })
      ).statusCode,
    ).toBe(404);
    expect((await h.request('GET', '/api/v1/nothing-here')).json()).toEqual({
      Message: 'Tidak ditemukan',
    });
  });

  test('security headers, CORS allow-list and the OpenAPI page', async () => {
    const res = await h.request('GET', '/api/health', {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    // Unknown paths too (the headers come from a hook of the whole server).
    const missing = await h.request('GET', '/api/v1/nothing-at-all');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toEqual(expect.any(String));
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const evil = await h.request('GET', '/api/health', {
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const docs = await h.request('GET', '/api/docs/json');
    expect(docs.json().paths['/api/v1/gcw/resources/profile/events']).toBeDefined();
    expect((await h.request('GET', '/api/docs')).statusCode).toBeLessThan(400);
  });
});
