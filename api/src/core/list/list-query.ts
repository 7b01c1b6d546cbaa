import { PAYLOAD_MESSAGES as M, optionalText } from '@gcw/shared/contract';
import { asc, desc } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { number, object, string } from 'yup';
import type { InferType } from 'yup';

import { badRequest } from '../http-error';

export interface ListParams {
  search: string | null;
  page: number;
  pageSize: number;
  offset: number;
  orderBy: SQL;
}

const PAGE = 'Halaman';
const PAGE_SIZE = 'Baris per halaman';

export const baseListSchema = object({
  search: optionalText('Cari', 100),
  page: number()
    .label(PAGE)
    .typeError(M.integer(PAGE))
    .integer(M.integer(PAGE))
    .min(1, M.integer(PAGE))
    .max(100_000, `${PAGE} maksimal 100000`)
    .default(1),
  page_size: number()
    .label(PAGE_SIZE)
    .typeError(M.integer(PAGE_SIZE))
    .integer(M.integer(PAGE_SIZE))
    .min(1, `${PAGE_SIZE} harus 1 sampai 100`)
    .max(100, `${PAGE_SIZE} harus 1 sampai 100`)
    .default(20),
  sort: optionalText('Urutan', 40),
});

/**
 * The query of an admin list: search, pages, a sort key from the list's own (prefix `-` for
 * descending) and each filter's allowed values. An unknown key (`sort=__proto__`) is a 400.
 */
export function listQuerySchema(filters: Record<string, readonly string[]>, sortable: string[]) {
  const keys = sortable.flatMap((key) => [key, `-${key}`]);
  const sortText = `Urutan harus salah satu dari: ${sortable.join(', ')} (awali - untuk menurun)`;
  return baseListSchema.shape({
    sort: string()
      .label('Urutan')
      .trim()
      .oneOf([...keys, ''], sortText),
    ...Object.fromEntries(
      Object.entries(filters).map(([name, values]) => [
        name,
        string()
          .label(name)
          .oneOf([...values, ''], M.oneOf(name, values)),
      ]),
    ),
  });
}

export type ListQuery = InferType<typeof baseListSchema>;

/** The checked query of a list as paging and ordering (the sort key is one of `sortable`'s). */
export function parseList(
  query: unknown,
  sortable: Record<string, AnyColumn>,
  defaultSort: string,
): ListParams {
  const input = query as ListQuery;
  const sort = input.sort || defaultSort;
  const key = sort.replace(/^-/, '');
  const column = Object.hasOwn(sortable, key) ? sortable[key] : undefined;
  if (!column) throw badRequest(`Urutan tidak dikenal: ${key.slice(0, 40)}`);
  const page = input.page ?? 1;
  const pageSize = input.page_size ?? 20;
  return {
    search: input.search ? input.search : null,
    page,
    pageSize,
    offset: (page - 1) * pageSize,
    orderBy: sort.startsWith('-') ? desc(column) : asc(column),
  };
}

/** `true` / `false` filters; anything else is a 400. */
export function boolFilter(value: unknown, name: string): boolean | null {
  if (value === undefined || value === '') return null;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badRequest(`${name} harus true atau false`, { [name]: `${name} harus true atau false` });
}

export function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  name: string,
): T | null {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return value as T;
  throw badRequest(M.oneOf(name, allowed), { [name]: M.oneOf(name, allowed) });
}

/** Escapes LIKE wildcards so a search for `50%` means the text "50%". */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
