import type { Page } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';

import type { useListParams } from '../hooks/use-list-params';
import type { Column } from './list-table';
import { ListTable } from './list-table';

/** The part of an RTK Query result a list needs. */
interface PageResult<T> {
  data?: Page<T>;
  error?: unknown;
  isFetching: boolean;
}

interface PagedListTableProps<T> {
  label: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  list: ReturnType<typeof useListParams>;
  result: PageResult<T>;
  /** Shown when the API gives no Message of its own. */
  errorText: string;
  emptyText: string;
}

/**
 * A ListTable wired to a page query and the URL list state: sort, page and page size write to
 * the URL, the query follows. Stale rows are hidden on error so they are not taken as current.
 */
export function PagedListTable<T>({ list, result, errorText, ...props }: PagedListTableProps<T>) {
  const { data, error, isFetching } = result;
  return (
    <ListTable
      {...props}
      rows={error ? undefined : data?.items}
      total={data?.total ?? 0}
      page={list.page}
      pageSize={list.pageSize}
      sort={list.sort}
      loading={isFetching}
      error={error ? errorMessage(error, errorText) : null}
      onSort={(sort) => list.update({ sort })}
      onPage={(page) => list.update({ page: String(page) })}
      onPageSize={(size) => list.update({ page_size: String(size) })}
    />
  );
}
