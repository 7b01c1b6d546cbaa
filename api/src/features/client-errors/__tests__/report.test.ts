import { describeEachDb, R } from '../../../../test/support/harness';
import type { Session } from '../../../../test/support/harness';
import { CLIENT_ERRORS, linesOf, report, reportLine } from './support';

const WARN = 40;

describeEachDb(
  'client errors: reports',
  (h) => {
    const send = (body: unknown, options: { token?: string; ip?: string } = {}) =>
      h.request('POST', CLIENT_ERRORS, { body, ...options });

    test('a valid report answers 202 with the request id and is logged at warn with its fields', async () => {
      const res = await send(report());
      expect(res.statusCode).toBe(202);
      const requestId = res.json().Data.request_id;
      expect(requestId).toEqual(expect.any(String));
      const line = reportLine(h, requestId);
      expect(line).toMatchObject({ level: WARN, msg: 'client error', reqId: requestId });
      expect(line!.clientError).toEqual(report());
      expect(line).not.toHaveProperty('userId');
    });

    test('optional fields may be left out or null; only the sent fields are logged', async () => {
      const minimal = {
        kind: 'remote-load',
        remote: 'mfe_admin',
        reason: 'network',
        detail: 'Failed to fetch',
      };
      const res = await send({ ...minimal, found: null });
      expect(res.statusCode).toBe(202);
      expect(reportLine(h, res.json().Data.request_id)!.clientError).toEqual(minimal);
    });

    test('every reason of the contract is accepted', async () => {
      for (const reason of [
        'network',
        'manifest-invalid',
        'contract-mismatch',
        'version-mismatch',
        'render-crash',
        'timeout',
      ]) {
        const res = await send(report({ reason }));
        expect([reason, res.statusCode]).toEqual([reason, 202]);
      }
    });

    test('unknown fields are dropped and nothing token-like reaches the log', async () => {
      const user = await h.user(null);
      const res = await send(
        report({
          detail: `fetch failed: Authorization: Bearer ${user.token} (refresh ${user.refresh})`,
          page: `/auth/login?access_token=${user.token}#refresh_token=${user.refresh}`,
          token: user.token,
          password: 'Sup3r-Secret-Passw0rd',
        }),
        { token: user.token },
      );
      expect(res.statusCode).toBe(202);
      const line = reportLine(h, res.json().Data.request_id)!;
      const clientError = line.clientError as Record<string, unknown>;
      expect(Object.keys(clientError).sort()).toEqual(Object.keys(report()).sort());
      expect(clientError.page).toBe('/auth/login');
      expect(clientError.detail).toBe(
        'fetch failed: Authorization: Bearer [redacted] (refresh [redacted])',
      );
      const text = h.logs.join('\n');
      for (const secret of [user.token, user.refresh, 'Sup3r-Secret-Passw0rd']) {
        expect(text).not.toContain(secret);
      }
    });

    test('a body over 8 KiB answers 413 with a Message; one just under is accepted', async () => {
      const padded = (bytes: number) => {
        const body = report({ padding: '' });
        return report({ padding: 'x'.repeat(bytes - JSON.stringify(body).length) });
      };
      expect(JSON.stringify(padded(8 * 1024 + 1)).length).toBe(8 * 1024 + 1);
      const big = await send(padded(8 * 1024 + 1));
      expect(big.statusCode).toBe(413);
      expect(big.json().Message).toBe('Laporan terlalu besar (maksimal 8 KiB)');
      const fits = await send(padded(8 * 1024));
      expect(fits.statusCode).toBe(202);
    });

    test.each([
      ['reason', report({ reason: 'exploded' }), 'Bidang reason tidak valid'],
      ['kind', report({ kind: 'api-call' }), 'Bidang kind tidak valid'],
      ['remote missing', report({ remote: undefined }), 'Bidang remote wajib diisi'],
      ['remote blank', report({ remote: '   ' }), 'Bidang remote wajib diisi'],
      ['reason missing', report({ reason: null }), 'Bidang reason wajib diisi'],
      ['detail missing', report({ detail: '' }), 'Bidang detail wajib diisi'],
      ['remote type', report({ remote: 42 }), 'Bidang remote harus berupa teks'],
      ['detail type', report({ detail: { stack: [] } }), 'Bidang detail harus berupa teks'],
      [
        'remote length',
        report({ remote: 'r'.repeat(65) }),
        'Bidang remote terlalu panjang (maksimal 64 karakter)',
      ],
      [
        'buildId length',
        report({ buildId: 'b'.repeat(101) }),
        'Bidang buildId terlalu panjang (maksimal 100 karakter)',
      ],
      [
        'detail length',
        report({ detail: 'd'.repeat(2001) }),
        'Bidang detail terlalu panjang (maksimal 2000 karakter)',
      ],
      [
        'wanted length',
        report({ wanted: 'w'.repeat(101) }),
        'Bidang wanted terlalu panjang (maksimal 100 karakter)',
      ],
      [
        'found length',
        report({ found: 'f'.repeat(101) }),
        'Bidang found terlalu panjang (maksimal 100 karakter)',
      ],
      [
        'page length',
        report({ page: `/${'p'.repeat(300)}` }),
        'Bidang page terlalu panjang (maksimal 300 karakter)',
      ],
      [
        'userAgent length',
        report({ userAgent: 'u'.repeat(401) }),
        'Bidang userAgent terlalu panjang (maksimal 400 karakter)',
      ],
      ['page not a path', report({ page: 'https://evil.example/x' }), 'Bidang page tidak valid'],
      ['page of another origin', report({ page: '//evil.example/x' }), 'Bidang page tidak valid'],
      ['at not a time', report({ at: 'yesterday' }), 'Bidang at tidak valid'],
      ['at without zone', report({ at: '2025-04-27T08:30:00' }), 'Bidang at tidak valid'],
      ['at impossible', report({ at: '2025-13-45T08:30:00Z' }), 'Bidang at tidak valid'],
    ])(
      'a bad field (%s) answers 400 naming it, and is not logged',
      async (_name, body, message) => {
        const before = h.logs.length;
        const res = await send(body);
        expect(res.statusCode).toBe(400);
        expect(res.json().Message).toBe(message);
        expect(h.logs.slice(before).join('\n')).not.toContain('client error');
      },
    );

    test.each([
      ['remote', 'mfe\u0000dashboard'],
      ['remote', 'mfe_dashboard\u001b[31m'],
      ['detail', 'line one\nline two'],
      ['detail', 'forged\r\n{"level":50,"msg":"admin signed in"}'],
      ['detail', 'tab\tseparated'],
      ['buildId', 'build\u007f1'],
      ['wanted', '^1.0.0\u0085'],
      ['found', '2.0.0\u009b'],
      ['page', '/dashboard\u0008'],
      ['userAgent', 'Mozilla\u000b5.0'],
    ])('a control character in %s (%j) answers 400 naming the field', async (field, value) => {
      const res = await send(report({ [field]: value }));
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe(`Bidang ${field} berisi karakter kontrol`);
    });

    test('a body that is not a JSON object answers 400 or 415 with a Message, never 500', async () => {
      const cases: [string, string, number, string][] = [
        ['application/json', '{"kind":', 400, 'Isi laporan bukan JSON yang valid'],
        ['application/json', '[1,2]', 400, 'Isi laporan harus berupa objek JSON'],
        ['application/json', '"remote-load"', 400, 'Isi laporan harus berupa objek JSON'],
        ['text/plain', JSON.stringify(report()), 400, 'Isi laporan harus berupa objek JSON'],
        ['application/xml', '<report/>', 415, 'Laporan harus dikirim sebagai application/json'],
      ];
      for (const [type, payload, status, message] of cases) {
        const res = await h.request('POST', CLIENT_ERRORS, {
          payload,
          headers: { 'content-type': type },
        });
        expect([payload, res.statusCode, res.json().Message]).toEqual([payload, status, message]);
      }
    });

    describe('who reported', () => {
      let user: Session;
      beforeAll(async () => {
        user = await h.user(null);
      });

      test('a signed-in report logs the user id, and not the token', async () => {
        const res = await send(report(), { token: user.token });
        expect(res.statusCode).toBe(202);
        const requestId = res.json().Data.request_id;
        const line = reportLine(h, requestId);
        expect(line).toMatchObject({ msg: 'client error', reqId: requestId, userId: user.id });
        expect(JSON.stringify(linesOf(h, requestId))).not.toContain(user.token);
      });

      test('an invalid or expired token still gets 202, logged as anonymous', async () => {
        const [, payload] = user.token.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
        const expired = await h.app.ctx.tokens.sign(
          { sub: String(user.id), fid: claims.fid, token_type: 'access' },
          new Date(Date.now() - 60_000),
        );
        const forged = `${user.token.slice(0, -4)}AAAA`;
        for (const token of ['not-a-token', forged, expired, user.refresh]) {
          const res = await send(report(), { token });
          expect(res.statusCode).toBe(202);
          const line = reportLine(h, res.json().Data.request_id);
          expect(line).toMatchObject({ msg: 'client error' });
          expect(line).not.toHaveProperty('userId');
        }
      });

      test('after a logout the token of that sign-in reports anonymously', async () => {
        const other = await h.user(null);
        const out = await h.request('POST', `${R}/auth/logout`, { token: other.token });
        expect(out.statusCode).toBe(200);
        const res = await send(report(), { token: other.token });
        expect(res.statusCode).toBe(202);
        expect(reportLine(h, res.json().Data.request_id)).not.toHaveProperty('userId');
      });
    });
  },
  () => ({ logLevel: 'warn', clientErrorMax: 100_000 }),
);
