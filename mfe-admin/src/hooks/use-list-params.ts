import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100];

/** The list query as the API names it: `search`, `page`, `page_size`, `sort` and the filters. */
export type ListParams = Record<string, string>;

/**
 * The list state lives in the URL query (API parameter names) so a filtered view can be shared
 * and the CSV export sends exactly the same filters. Changing anything but the page goes back to
 * page 1, otherwise a narrower filter could land on an empty page.
 */
export function useListParams(keys: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const keyList = keys.join(',');

  const params = useMemo(() => {
    const out: ListParams = {};
    for (const key of ['search', 'page', 'page_size', 'sort', ...keyList.split(',')]) {
      const value = searchParams.get(key);
      if (key && value) out[key] = value;
    }
    return out;
  }, [searchParams, keyList]);

  const update = useCallback(
    (changes: Record<string, string | null>, keepPage = false) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!keepPage && !('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const page = Math.max(1, Number(params.page) || 1);
  const pageSize = Number(params.page_size) || DEFAULT_PAGE_SIZE;
  return { params, update, page, pageSize, sort: params.sort ?? '' };
}

/** The params without paging, for the CSV export of the same filtered list. */
export function exportParams(params: ListParams): ListParams {
  const { page: _page, page_size: _size, ...rest } = params;
  return rest;
}
