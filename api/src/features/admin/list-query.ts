import { asc, desc } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { number, object, string } from 'yup';

import { badRequest } from '../../core/http-error';
import { validate } from '../../core/validate';

export interface ListParams {
  search: string | null;
  page: number;
  pageSize: number;
  offset: number;
  orderBy: SQL;
}

export const baseListSchema = object({
  search: string().trim().max(100, 'search is too long'),
  page: number()
    .typeError('page must be a number')
    .integer('page must be an integer')
    .min(1, 'page must be at least 1')
    .max(100_000)
    .default(1),
  page_size: number()
    .typeError('page_size must be a number')
    .integer('page_size must be an integer')
    .min(1, 'page_size must be 1 to 100')
    .max(100, 'page_size must be 1 to 100')
    .default(20),
  sort: string().trim().max(40),
});

/** Query strings arrive as text; numbers are parsed here and `sort` is checked against a whitelist. */
export async function parseList(
  query: unknown,
  sortable: Record<string, AnyColumn>,
  defaultSort: string,
): Promise<ListParams> {
  const raw = { ...(query as Record<string, unknown>) };
  for (const key of ['page', 'page_size'])
    if (typeof raw[key] === 'string' && raw[key] !== '') raw[key] = Number(raw[key]);
  const input = await validate(baseListSchema, raw);
  const sort = input.sort || defaultSort;
  const column = sortable[sort.replace(/^-/, '')];
  if (!column) {
    const message = `sort must be one of ${Object.keys(sortable).join(', ')} (prefix - for descending)`;
    throw badRequest(message, { sort: message });
  }
  return {
    search: input.search ? input.search : null,
    page: input.page,
    pageSize: input.page_size,
    offset: (input.page - 1) * input.page_size,
    orderBy: sort.startsWith('-') ? desc(column) : asc(column),
  };
}

/** `true` / `false` filters; anything else is a 400. */
export function boolFilter(value: unknown, name: string): boolean | null {
  if (value === undefined || value === '') return null;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badRequest(`${name} must be true or false`, { [name]: `${name} must be true or false` });
}

export function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  name: string,
): T | null {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return value as T;
  throw badRequest(`${name} must be one of ${allowed.join(', ')}`, {
    [name]: `${name} must be one of ${allowed.join(', ')}`,
  });
}

/** Escapes LIKE wildcards so a search for `50%` means the text "50%". */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const EXPORT_MAX_ROWS = 50_000;
