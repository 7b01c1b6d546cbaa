import { fromWibInput, toWibInput } from '../../lib/wib-input';
import type { FieldSpec } from './settings-fields';

export type FlatValues = Record<string, string>;

function read(source: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], source);
}

/** A section's wire value → one string per field, as the inputs show it. */
export function toFlat(fields: FieldSpec[], section: object): FlatValues {
  const flat: FlatValues = {};
  for (const field of fields) {
    const value = read(section, field.path);
    if (field.kind === 'datetime') flat[field.path] = toWibInput((value as string) ?? null);
    else flat[field.path] = value === null || value === undefined ? '' : String(value);
  }
  return flat;
}

/** The inputs → the section's wire body (the server validates; empty numbers and dates are null). */
export function toBody(fields: FieldSpec[], flat: FlatValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = flat[field.path]?.trim() ?? '';
    let value: unknown = raw;
    if (field.kind === 'datetime') value = fromWibInput(raw);
    if (field.kind === 'number') value = raw === '' ? null : Number(raw);
    const keys = field.path.split('.');
    let at = body;
    for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    at[keys[keys.length - 1]!] = value;
  }
  return body;
}
