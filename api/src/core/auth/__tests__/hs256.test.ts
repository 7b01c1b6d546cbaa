import { SignJWT } from 'jose';
import { createHmac } from 'node:crypto';

import { verifyHs256 } from '../hs256';

const SECRET = 'hs256-test-secret-hs256-test-secret-0123';
const KEY = Buffer.from(SECRET);
const EXPECTED = { issuer: 'gcw-api', audience: 'gcw' };
const now = Math.floor(Date.now() / 1000);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token written by hand, signed with `key` whatever the header says. */
function handMade(header: unknown, payload: unknown, key = KEY) {
  const signing = `${b64(header)}.${b64(payload)}`;
  return `${signing}.${createHmac('sha256', key).update(signing).digest('base64url')}`;
}
const claims = { iss: 'gcw-api', aud: 'gcw', sub: '7', exp: now + 60 };

describe('verifyHs256', () => {
  test("accepts what jose's SignJWT writes (the API's own tokens)", async () => {
    const token = await new SignJWT({ sub: '7', fid: 'f' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('gcw-api')
      .setAudience('gcw')
      .setIssuedAt()
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode(SECRET));
    expect(verifyHs256(token, KEY, EXPECTED)).toMatchObject({ sub: '7', fid: 'f' });
  });

  test.each([
    ['alg none', () => `${b64({ alg: 'none' })}.${b64(claims)}.`],
    ['another algorithm named', () => handMade({ alg: 'HS512' }, claims)],
    ['a crit header', () => handMade({ alg: 'HS256', crit: ['x'] }, claims)],
    ['another key', () => handMade({ alg: 'HS256' }, claims, Buffer.from('x'.repeat(40)))],
    [
      'a tampered payload',
      () => {
        const [h, , s] = handMade({ alg: 'HS256' }, claims).split('.');
        return `${h}.${b64({ ...claims, sub: '1' })}.${s}`;
      },
    ],
    ['expired', () => handMade({ alg: 'HS256' }, { ...claims, exp: now })],
    ['no exp', () => handMade({ alg: 'HS256' }, { ...claims, exp: undefined })],
    ['not yet valid', () => handMade({ alg: 'HS256' }, { ...claims, nbf: now + 60 })],
    ['another issuer', () => handMade({ alg: 'HS256' }, { ...claims, iss: 'x' })],
    ['another audience', () => handMade({ alg: 'HS256' }, { ...claims, aud: ['x'] })],
    ['two parts', () => handMade({ alg: 'HS256' }, claims).split('.').slice(0, 2).join('.')],
    ['padding or junk', () => `${handMade({ alg: 'HS256' }, claims)}=`],
    ['a payload that is not an object', () => handMade({ alg: 'HS256' }, [1, 2])],
  ])('refuses %s', (_name, make) => {
    expect(verifyHs256(make(), KEY, EXPECTED)).toBeNull();
  });

  test('accepts an audience list that holds ours', () => {
    expect(
      verifyHs256(handMade({ alg: 'HS256' }, { ...claims, aud: ['x', 'gcw'] }), KEY, EXPECTED),
    ).not.toBeNull();
  });
});
