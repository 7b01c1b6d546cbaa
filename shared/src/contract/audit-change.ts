import type { AuditEntry } from './admin';
import { EVENT_STATUS_LABELS, PAYMENT_STATUS_LABELS } from './admin-labels';
import { AUDIT_AUDIENCE_LABELS, AUDIT_KEY_LABELS } from './audit-detail-labels';
import { DEFAULT_LOCALE } from './constants';

const EMPTY = '—';
const LONG_TEXT = 80;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const STATUS_WORDS: Record<string, string> = { ...EVENT_STATUS_LABELS, ...PAYMENT_STATUS_LABELS };

let wib: Intl.DateTimeFormat | undefined;
/** The event's clock (WIB), made on first use as @gcw/shared's formatters are. */
function wibTime(iso: string): string {
  wib ??= new Intl.DateTimeFormat(DEFAULT_LOCALE, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  });
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : `${wib.format(time)} WIB`;
}

/** `bank_account.holder` → "Rekening atas nama": each segment's word, unknown ones as written. */
export function auditKeyLabel(path: string): string {
  const text = path
    .split('.')
    .map((segment) => AUDIT_KEY_LABELS[segment] ?? segment)
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'ya' : 'tidak';
  if (typeof value === 'number') {
    const n = value.toLocaleString(DEFAULT_LOCALE);
    if (key === 'proof' || key === 'from_id') return `#${value}`;
    return key.endsWith('fee') ? `Rp${n}` : n;
  }
  if (Array.isArray(value))
    return value.length ? value.map((v) => valueText(key, v)).join(', ') : EMPTY;
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (ISO_TIME.test(text)) return wibTime(text);
  // Names of fields or windows ("changed", "window") read as their words.
  if (key === 'changed' || key === 'window') return auditKeyLabel(text).toLowerCase();
  if (key === 'audience') return AUDIT_AUDIENCE_LABELS[text] ?? text;
  if (STATUS_WORDS[text]) return STATUS_WORDS[text];
  return text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT - 1)}…` : text;
}

/** Nested objects as dotted paths to their leaves: `{ a: { b: 1 } }` → `a.b`. */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value))
      for (const [p, v] of leaves(inner, path ? `${path}.${key}` : key)) out.set(p, v);
  } else out.set(path, value);
  return out;
}

const change = (label: string, key: string, before: unknown, after: unknown) =>
  `${label}: ${valueText(key, before)} → ${valueText(key, after)}`;

/** "field: old → new" for each leaf that changed (a settings section, a deadline). */
function changes(before: unknown, after: unknown, scalarLabel: string): string[] {
  const a = leaves(before);
  const b = leaves(after);
  return [...new Set([...b.keys(), ...a.keys()])].flatMap((path) => {
    const key = path.split('.').pop() ?? path;
    // Read as a person reads them: null and a missing field are both "—".
    if (path === 'updated_at' || valueText(key, a.get(path)) === valueText(key, b.get(path)))
      return [];
    return [change(path ? auditKeyLabel(path) : scalarLabel, key, a.get(path), b.get(path))];
  });
}

/**
 * What an audited action changed, as an admin reads it: "field: old → new" for a change, the
 * reason of a decision, "Label: value" for the rest; Indonesian words, never raw JSON.
 */
export function auditChangeText(detail: AuditEntry['detail']): string {
  const { old: before, new: after, from, to, verified, user_id: userId, ...rest } = detail;
  const parts: string[] = [];
  if ('old' in detail || 'new' in detail) {
    const { window } = rest;
    delete rest.window;
    const scalar = typeof window === 'string' ? `Tenggat ${valueText('window', window)}` : 'Nilai';
    const changed = changes(before, after, scalar);
    parts.push(...(changed.length ? changed : ['Tidak ada perubahan']));
  }
  if (from !== undefined && to !== undefined) parts.push(change('Tahap', 'status', from, to));
  // A resent verification or mail names the address it went to.
  else if (typeof to === 'string') parts.push(`Ke ${to}`);
  if ('old_title' in rest) {
    parts.push(change('Judul', 'title', rest.old_title, rest.title));
    delete rest.old_title;
    delete rest.title;
  }
  if (typeof verified === 'boolean')
    parts.push(verified ? 'Data terverifikasi' : 'Verifikasi dibatalkan');
  if (typeof userId === 'number') parts.push(`Pengguna #${userId}`);
  for (const [key, value] of Object.entries(rest))
    parts.push(`${auditKeyLabel(key)}: ${valueText(key, value)}`);
  return parts.length ? parts.join('; ') : EMPTY;
}
