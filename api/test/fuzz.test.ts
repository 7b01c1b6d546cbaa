import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';

import { fuzzRequests } from './support/fuzz-cases';
import { operationsOf, problemOf } from './support/fuzz-operations';
import { describeEachDb } from './support/harness';
import type { Session } from './support/harness';

/** Sends raw bytes to the listening server and answers what came back. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const FUZZ_REQUESTS = 10_000;

describeEachDb('no 500 for any input', (h) => {
  let admin: Session;
  let user: Session;
  beforeAll(async () => {
    admin = await h.admin();
    user = await h.user();
  });
  const tokens = () => ({ user: user.token, admin: admin.token });

  // Every path parameter, query parameter and read header of every route is varied (see
  // fuzz-cases.ts); 10,000 requests take about 30 s per database on a busy two-core machine.
  test('10,000 malformed requests over every documented route: no 5xx, every 4xx with a Message, every answer as documented', async () => {
    const operations = operationsOf(h.app.swagger() as never);
    expect(operations.length).toBeGreaterThan(60);
    const problems: string[] = [];
    const requests = fuzzRequests(operations, FUZZ_REQUESTS, tokens(), 7);
    for (const request of requests) {
      try {
        const res = await h.inject(request);
        const problem = problemOf(res.statusCode, res.body);
        if (problem) problems.push(`${problem} ${res.statusCode} ${request.method} ${request.url}`);
      } catch (error) {
        problems.push(String(error).slice(0, 300));
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  test('NUL and other control characters, and unknown sort keys, are refused with 400 naming the field', async () => {
    const profile = await h.request('POST', '/api/v1/gcw/resources/profile/my', {
      token: user.token,
      body: { name: 'Siti\u0000', phone: '081234567890' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().Message).toBe('Nama lengkap berisi karakter yang tidak diizinkan');
    const search = await h.request('GET', '/api/v1/admin/users?search=a%00b', {
      token: admin.token,
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().Message).toBe('Cari berisi karakter yang tidak diizinkan');
    const sort = await h.request('GET', '/api/v1/admin/users?sort=__proto__', {
      token: admin.token,
    });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().Message).toMatch(/^Urutan harus salah satu dari: /);
    // A line break is a control character in a one-line text, but a text that allows lines keeps it.
    const announcement = await h.request('POST', '/api/v1/admin/announcements', {
      token: admin.token,
      body: { title: 'Info\nbaru', body: 'Baris satu\nBaris dua', audience: 'all' },
    });
    expect(announcement.json().Message).toBe('Judul berisi karakter yang tidak diizinkan');
  });

  test('a malformed multipart body is a 400 with a Message', async () => {
    const res = await h.request('POST', '/api/v1/gcw/resources/team/payment', {
      token: user.token,
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toEqual(expect.any(String));
  });

  test("what Node's HTTP parser and the router refuse still carries a Message", async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    const answers = await Promise.all([
      raw(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      raw(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
      raw(
        port,
        'GET /api/v1/gcw/resources/team/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      ),
      raw(
        port,
        `GET /api/v1/gcw/resources/team/${'9'.repeat(600)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      ),
    ]);
    const statuses = answers.map((a) => Number(a.split(' ')[1]));
    expect(statuses).toEqual([400, 431, 400, 414]);
    for (const answer of answers) {
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body).Message).toEqual(expect.any(String));
    }
  });
});
