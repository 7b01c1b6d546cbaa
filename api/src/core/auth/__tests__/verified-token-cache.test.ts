import { TokenService } from '../tokens';
import { VerifiedTokenCache } from '../verified-token-cache';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';
const claims = { sub: '7', fid: 'family-1', token_type: 'access' as const };

describe('verified access tokens (kept by their text)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('refuses a token that was accepted before once its expiry has passed', async () => {
    const tokens = new TokenService(SECRET);
    const now = Date.now();
    const token = await tokens.sign(claims, new Date(now + 60_000));
    expect(await tokens.verify(token, 'access')).toMatchObject({ sub: '7', fid: 'family-1' });
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect(await tokens.verify(token, 'access')).toBeNull();
  });

  it('refuses a forged signature beside a kept token, and a kept token of another type', async () => {
    const tokens = new TokenService(SECRET);
    const token = await tokens.sign(claims, new Date(Date.now() + 60_000));
    expect(await tokens.verify(token, 'access')).not.toBeNull();
    // The signature's first character: all six of its bits are signature bits (the last
    // character's lowest two are padding, so changing only those would decode to the same bytes).
    const at = token.lastIndexOf('.') + 1;
    const forged = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await tokens.verify(forged, 'access')).toBeNull();
    expect(await tokens.verify(token, 'refresh')).toBeNull();
    const other = new TokenService('another-secret-of-at-least-thirty-two-chars');
    expect(await other.verify(token, 'access')).toBeNull();
  });

  it('lets the oldest entry go once full, and keeps a frozen copy', () => {
    const cache = new VerifiedTokenCache(2);
    const exp = Math.floor(Date.now() / 1000) + 60;
    const kept = cache.set('a', { exp, sub: '1' });
    cache.set('b', { exp, sub: '2' });
    cache.set('c', { exp, sub: '3' });
    expect(cache.get('a', exp - 1)).toBeUndefined();
    expect(cache.get('c', exp - 1)).toEqual({ exp, sub: '3' });
    expect(Object.isFrozen(kept)).toBe(true);
    expect(cache.get('b', exp)).toBeUndefined(); // expired at exp, as verifyHs256 says
  });
});
