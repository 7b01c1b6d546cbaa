import { createHmac, timingSafeEqual } from 'node:crypto';

const B64URL = /^[A-Za-z0-9_-]+$/;

function json(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * A compact JWS signed with HMAC-SHA256 under `secret`, as jose's SignJWT writes them: the
 * header names HS256 and nothing else (no `none`, no `crit`, no key of another type), the
 * signature compared in constant time, then issuer, audience, `exp` (required) and `nbf`.
 * Answers the payload, or null for anything else.
 */
export function verifyHs256(
  token: string,
  secret: Buffer,
  expected: { issuer: string; audience: string },
  nowS = Math.floor(Date.now() / 1000),
): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => B64URL.test(p))) return null;
  const [head, body, signature] = parts as [string, string, string];
  const header = json(head);
  if (!header || header.alg !== 'HS256' || 'crit' in header) return null;
  const given = Buffer.from(signature, 'base64url');
  const mac = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  if (given.length !== mac.length || !timingSafeEqual(given, mac)) return null;
  const payload = json(body);
  if (!payload || payload.iss !== expected.issuer) return null;
  const aud = payload.aud;
  if (aud !== expected.audience && !(Array.isArray(aud) && aud.includes(expected.audience)))
    return null;
  if (typeof payload.exp !== 'number' || payload.exp <= nowS) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > nowS))
    return null;
  return payload;
}
