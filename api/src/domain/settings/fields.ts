import { storableTime } from '../../core/schema/stored-range';
import * as m from './messages';

/** Field-by-field reading of an admin's input: each reader records its path's first problem. */
export class FieldErrors {
  readonly errors: Record<string, string> = {};

  add(path: string, message: string) {
    this.errors[path] ??= message;
  }

  get any() {
    return Object.keys(this.errors).length > 0;
  }
}

export type Input = Record<string, unknown>;

export const obj = (value: unknown): Input =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Input) : {};

const empty = (value: unknown) => value === undefined || value === null || value === '';

/** An instant, stored as UTC ISO; empty is null (open). */
export function instant(errors: FieldErrors, path: string, value: unknown): string | null {
  if (empty(value)) return null;
  const ms = typeof value === 'string' ? storableTime(value) : NaN;
  if (Number.isNaN(ms)) {
    errors.add(path, m.NOT_A_DATE);
    return null;
  }
  return new Date(ms).toISOString();
}

export function rupiah(errors: FieldErrors, path: string, value: unknown): number | null {
  if (empty(value)) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    errors.add(path, m.FEE_INVALID);
    return null;
  }
  return value;
}

export function text(errors: FieldErrors, path: string, value: unknown, maxLength = 200): string {
  if (empty(value)) return '';
  if (typeof value !== 'string') {
    errors.add(path, m.REQUIRED);
    return '';
  }
  const trimmed = value.trim();
  if (trimmed.length > maxLength) errors.add(path, `Maksimal ${maxLength} karakter`);
  return trimmed;
}

export function httpsLink(errors: FieldErrors, path: string, value: unknown): string {
  const link = text(errors, path, value, 500);
  if (link && !/^https:\/\/\S+$/.test(link)) errors.add(path, m.LINK_INVALID);
  return link;
}

export function wholeNumber(errors: FieldErrors, path: string, value: unknown, message: string) {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    errors.add(path, message);
    return null;
  }
  return value;
}

/** True when both are set and `later` is not after `earlier`. */
export const notAfter = (earlier: string | null, later: string | null) =>
  Boolean(earlier && later && Date.parse(later) <= Date.parse(earlier));
