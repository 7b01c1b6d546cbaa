import { CERTIFICATE_CODE_PREFIX } from '@gcw/shared/contract';
import { randomBytes } from 'node:crypto';

/** RFC 4648 base32: upper case letters and 2–7, nothing a reader confuses with 0 or 1. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const LENGTH = 10;

/** A new public code: 10 random base32 characters, 50 bits, so codes cannot be guessed. */
export function newCertificateCode(): string {
  const bytes = randomBytes(LENGTH);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte & 31];
  return CERTIFICATE_CODE_PREFIX + code;
}

/** A code as typed or read from a link: trimmed, upper case; null when it cannot be one. */
export function normalizeCode(value: string): string | null {
  const code = value.trim().toUpperCase();
  return /^GCW-C-[A-Z2-7]{10}$/.test(code) ? code : null;
}
