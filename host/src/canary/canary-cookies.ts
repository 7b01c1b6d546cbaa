import { randomInt } from 'node:crypto';

/** A browser's sticky bucket, 0–99: the same browser keeps its side of every canary. */
export const BUCKET_COOKIE = 'gcw_canary_bucket';
/** `1`: this browser takes every running canary (opted in with `?canary=1`, for testing). */
export const OPT_IN_COOKIE = 'gcw_canary';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The request's cookies by name (the first of a repeated name, as browsers send the most specific first). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

/** The bucket the browser carries, or null when it has none (or one that is not 0–99). */
export function bucketOf(cookies: Map<string, string>): number | null {
  const value = cookies.get(BUCKET_COOKIE);
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

export function newBucket(): number {
  return randomInt(100);
}

/** First-party, sent on top-level navigations too (Lax); the page's scripts never read it. */
export function setCookie(name: string, value: string, maxAge: number, https: boolean): string {
  const secure = https ? '; Secure' : '';
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure}`;
}

export const bucketCookie = (bucket: number, https: boolean) =>
  setCookie(BUCKET_COOKIE, String(bucket), YEAR_SECONDS, https);

export const optInCookie = (on: boolean, https: boolean) =>
  on ? setCookie(OPT_IN_COOKIE, '1', YEAR_SECONDS, https) : setCookie(OPT_IN_COOKIE, '', 0, https);
