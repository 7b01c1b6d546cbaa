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

  test('a path id outside 1..2147483647 (PostgreSQL integer) is a 400 naming it, before any query', async () => {
    const removal = (id: string) => `${R}/team/1/members/${id}`;
    const bad = [
      'abc',
      '1.5',
      'NaN',
      '99999999999999999999',
      '2147483648',
      '0',
      '-1',
      '1e3',
      '%201',
    ];
    for (const id of bad) {
      const res = await h.request('DELETE', removal(id), { token: user.token });
      expect([id, res.statusCode, res.json().Message]).toEqual([
        id,
        400,
        'ID pengguna harus berupa bilangan bulat 1 sampai 2147483647',
      ]);
    }
    const ids: [string, string, string][] = [
      ['GET', `${R}/team/99999999999`, 'ID tim'],
      ['POST', `${A}/users/1.5/verify`, 'ID'],
      ['POST', `${A}/teams/NaN/payment`, 'ID'],
      ['GET', `${A}/certificates/jobs/4294967296`, 'ID'],
      ['POST', `${A}/committee/members/1e9/resend-invite`, 'ID'],
      ['GET', `${A}/mails/2147483648`, 'ID e-mail'],
    ];
    for (const [method, url, label] of ids) {
      const res = await h.request(method as 'GET' | 'POST', url, { token: admin.token, body: {} });
      expect([url, res.statusCode, res.json().Message]).toEqual([
        url,
        400,
        label === 'ID e-mail'
          ? 'ID e-mail harus berupa angka'
          : `${label} harus berupa bilangan bulat 1 sampai 2147483647`,
      ]);
    }
    // The largest id is an id: not found, not refused.
    const largest = await h.request('GET', `${A}/users/2147483647`, { token: admin.token });
    expect([largest.statusCode, largest.json().Message]).toEqual([
      404,
      'Pengguna tidak ditemukan.',
    ]);
    const file = await h.request('GET', `${R}/files/not-a-uuid`, { token: user.token });
    expect([file.statusCode, file.json().Message]).toEqual([400, 'ID berkas tidak valid']);
  });

  test('numbers and times a column cannot hold are a 400 naming the field, not a 500', async () => {
    const big = 2_147_483_648;
    const refusals: [string, string, object, string][] = [
      ['POST', `${A}/teams/status`, { ids: [big], status: 'Final' }, 'ids[0]'],
      ['POST', `${A}/judging/conflicts`, { team_id: big, judge_id: 1 }, 'team_id'],
      ['PUT', `${A}/committee/members/1/roles`, { role_ids: [big] }, 'role_ids[0]'],
      [
        'POST',
        `${A}/door/sync`,
        {
          door: 'Pintu A',
          items: [
            {
              client_id: '00000000-0000-4000-8000-000000000000',
              ticket: 'x',
              scanned_at: '-200000-01-01T00:00:00.000Z',
            },
          ],
        },
        'items[0].scanned_at',
      ],
    ];
    for (const [method, url, body, field] of refusals) {
      const res = await h.request(method as 'POST' | 'PUT', url, { token: admin.token, body });
      expect([url, res.statusCode, Object.keys(res.json().Errors ?? {})]).toEqual([
        url,
        400,
        [field],
      ]);
    }
    const read = await h.request('POST', `${R}/notifications/read`, {
      token: user.token,
      body: { ids: [big] },
    });
    expect([read.statusCode, read.json().Message]).toEqual([400, 'ids maksimal 2147483647']);
    const draft = await h.request('POST', `${A}/announcements`, {
      token: admin.token,
      body: { title: 'Info jadwal', body: 'Isi pengumuman', audience: 'all' },
    });
    const schedule = await h.request(
      'POST',
      `${A}/announcements/${draft.json().Data.id}/schedule`,
      {
        token: admin.token,
        body: { scheduled_at: '+275760-09-13T00:00:00.000Z' },
      },
    );
    expect([schedule.statusCode, schedule.json().Message]).toEqual([
      400,
      'Waktu kirim tidak valid',
    ]);
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
