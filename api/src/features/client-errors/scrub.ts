/**
 * A report is free text from the browser: an error message may quote a URL or a header with
 * a token in it. Anything shaped like a JWT or a Bearer credential is masked before logging.
 */
const JWT = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const BEARER = /\b(Bearer)\s+[A-Za-z0-9_\-.~+/]+=*/gi;
const KEY_VALUE = /\b((?:access|refresh|id)_?token|token|password|secret)=([^&\s]+)/gi;

export const REDACTED = '[redacted]';

export function scrubText(text: string): string {
  return text
    .replace(JWT, REDACTED)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(KEY_VALUE, `$1=${REDACTED}`);
}

/** The defined fields of a validated report, every text scrubbed. */
export function scrubReport<T extends object>(report: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(report)) {
    if (value === undefined || value === null) continue;
    out[key] = typeof value === 'string' ? scrubText(value) : value;
  }
  return out as Partial<T>;
}
