import type { InjectOptions } from 'fastify';

/** What a malformed request may look like, per part; the probe combines them per route. */
const BAD_SEGMENTS = [
  '%00',
  'a%00b',
  '%ZZ',
  '%E0%A4%A',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  '99999999999999999999999',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  '%0D%0ASet-Cookie:x=1',
  'x'.repeat(600),
  '',
];

const BAD_TEXTS: unknown[] = [
  'a\u0000b',
  '\u0000',
  'line\u0007bell',
  'x'.repeat(100_000),
  '',
  ' ',
  '\u202e\u0000',
  '%00',
  "' or 1=1 --",
  '${jndi:ldap://x}',
  '\ud800',
  42,
  -1,
  2 ** 53 + 1,
  true,
  null,
  [],
  ['a\u0000'],
  {},
  { $gt: '' },
  { __proto__: { polluted: true } },
];

const BAD_QUERIES = [
  'sort=__proto__',
  'sort=constructor',
  'sort=-__proto__',
  'sort=%00',
  'page=-1',
  'page=1e999',
  'page=abc',
  'page_size=0',
  'page_size=100000',
  'q=%00',
  'search=%00%01',
  'search=' + 'y'.repeat(5000),
  'page=1&page=2',
  'a[b]=c',
  '__proto__[x]=1',
  'status=%00',
  'verified=maybe',
  '%ZZ=1',
];

const BAD_BODIES: { type?: string; payload: string | Buffer }[] = [
  { type: 'application/json', payload: '{"a":' },
  { type: 'application/json', payload: '' },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: '"text"' },
  { type: 'application/json', payload: '[1,2,3]' },
  { type: 'application/json', payload: '{"__proto__":{"admin":true}}' },
  { type: 'application/json', payload: '{"constructor":{"prototype":{"x":1}}}' },
  { type: 'application/json', payload: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}` },
  { type: 'application/json', payload: '{"a":1e99999}' },
  { type: 'application/json; charset=utf-16', payload: '{}' },
  { type: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]) },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/xml', payload: '<a/>' },
  { type: 'application/x-www-form-urlencoded', payload: 'a=b&c=%00' },
  { type: 'multipart/form-data', payload: '--x\r\n' },
  { type: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data\r\n' },
  {
    type: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\u0000\r\n--x--\r\n',
  },
  {
    type: 'multipart/form-data; boundary=x',
    payload:
      '--x\r\nContent-Disposition: form-data; name="f"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0000\u0000\r\n--x',
  },
  { type: 'multipart/form-data; boundary=', payload: 'garbage' },
  { type: 'multipart/mixed; boundary=x', payload: '--x--' },
  { type: undefined, payload: '{}' },
];

export interface Operation {
  method: string;
  path: string;
  properties: Record<string, unknown>;
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }
    >
  >;
}

/** Every route of the generated document, with the fields of its JSON or multipart body. */
export function operationsOf(document: Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      const schema = Object.values(content)[0]?.schema;
      return { method: method.toUpperCase(), path, properties: { ...schema?.properties } };
    }),
  );
}

/** A small deterministic generator, so a failing request can be found again from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface Tokens {
  user: string;
  admin: string;
}

/**
 * `count` malformed requests spread over every operation in turn: bad path segments, bad query
 * strings, broken or hostile bodies, bad tokens. Most carry a real token (a student's or an
 * admin's), so the checks behind the sign-in are reached too.
 */
export function fuzzRequests(
  operations: Operation[],
  count: number,
  tokens: Tokens,
  seed = 1,
): InjectOptions[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const out: InjectOptions[] = [];
  for (let i = 0; i < count; i += 1) {
    const op = operations[i % operations.length]!;
    const path = op.path.replace(/\{[^}]+\}/g, () => (next() < 0.6 ? pick(BAD_SEGMENTS) : '1'));
    const query = next() < 0.5 ? `?${pick(BAD_QUERIES)}` : '';
    const headers: Record<string, string> = {};
    // A real token sent to logout would end the probe's own session for the rest of the run.
    const who = op.path.endsWith('/auth/logout') ? 0.9 : next();
    if (who < 0.45) headers.authorization = `Bearer ${tokens.admin}`;
    else if (who < 0.85) headers.authorization = `Bearer ${tokens.user}`;
    else if (who < 0.95)
      headers.authorization = pick(['Bearer', 'Bearer x.y.z', 'Basic YTpi', 'Bearer %00']);
    let payload: string | Buffer | undefined;
    const fields = Object.keys(op.properties);
    if (op.method !== 'GET' && op.method !== 'DELETE') {
      if (fields.length > 0 && next() < 0.6) {
        const body: Record<string, unknown> = {};
        for (const field of fields) body[field] = next() < 0.5 ? pick(BAD_TEXTS) : 'valid text';
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      } else {
        const bad = pick(BAD_BODIES);
        if (bad.type) headers['content-type'] = bad.type;
        payload = bad.payload;
      }
    }
    out.push({
      method: op.method as InjectOptions['method'],
      url: `${path}${query}`,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
  }
  return out;
}

/** A 5xx, or a 4xx without the contract's `Message`: what the probe counts. */
export function problemOf(status: number, body: string): '5xx' | 'no-message' | null {
  if (status >= 500) return '5xx';
  if (status < 400) return null;
  try {
    return typeof (JSON.parse(body) as { Message?: unknown }).Message === 'string'
      ? null
      : 'no-message';
  } catch {
    return 'no-message';
  }
}
