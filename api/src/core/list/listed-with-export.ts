import type { Page } from '@gcw/shared/contract';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { AnyObjectSchema, AnySchema } from 'yup';

import type { Access } from '../auth/access';
import type { AppContext } from '../context';
import { ok } from '../reply';
import type { RouteApp } from '../route-plugin';
import { routeSchema } from '../schema/route-schema';
import { streamCsv } from './csv';
import type { ListParams } from './list-query';
import { parseList } from './list-query';

/** One admin list: its page of rows, and the CSV of every row the same query matches. */
export interface ListedWithExport<Item> {
  /** The list's path in its plugin ('' for the plugin's prefix); the CSV is `base/export`. */
  base: string;
  tags: string[];
  access: Access;
  querystring: AnyObjectSchema;
  sortable: Record<string, AnyColumn>;
  defaultSort: string;
  /** The `where` of the query's filters (search included). */
  filters: (query: Record<string, unknown>, params: ListParams) => SQL | undefined;
  list: (
    ctx: AppContext,
    params: ListParams,
    where: SQL | undefined,
    limit?: number,
    offset?: number,
  ) => Promise<Page<Item>>;
  page: { summary: string; data: AnySchema };
  csv: { summary: string; file: string; header: string[]; row: (item: Item) => unknown[] };
}

/**
 * `GET base` (a page) and `GET base/export` (the CSV, streamed): the same query, the same
 * filters and order, so the export is exactly what the list shows, every page of it.
 */
export function listedWithExport<Item>(
  app: RouteApp,
  ctx: AppContext,
  spec: ListedWithExport<Item>,
) {
  const { base, tags, access, querystring } = spec;
  const read = (query: unknown) => {
    const params = parseList(query, spec.sortable, spec.defaultSort);
    return { params, where: spec.filters(query as Record<string, unknown>, params) };
  };

  app.get(
    base,
    {
      schema: routeSchema({
        tags,
        access,
        querystring,
        summary: spec.page.summary,
        response: { data: spec.page.data },
      }),
    },
    async (request, reply) => {
      const { params, where } = read(request.query);
      return ok(reply, await spec.list(ctx, params, where));
    },
  );

  app.get(
    `${base}/export`,
    {
      schema: routeSchema({
        tags,
        access,
        querystring,
        summary: spec.csv.summary,
        response: { media: ['text/csv'] },
      }),
    },
    async (request, reply) => {
      const { params, where } = read(request.query);
      return streamCsv(reply, spec.csv.file, spec.csv.header, async (offset, limit) =>
        (await spec.list(ctx, params, where, limit, offset)).items.map(spec.csv.row),
      );
    },
  );
}
