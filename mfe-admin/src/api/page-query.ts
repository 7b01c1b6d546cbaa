import type { ApiEnvelope, Page } from '@gcw/shared';

import type { ListParams } from '../hooks/use-list-params';

/**
 * The one definition of an admin list endpoint: GET `{url}?{list params}` on the admin base,
 * answering `{ Data: Page<T> }`. Every paged list builds its query from here so the base, the
 * envelope and the cache tag cannot drift apart between lists.
 */
export function pageQuery<T>(url: string, tag: string) {
  return {
    query: (params: ListParams) => ({ url, params }),
    extraOptions: { base: 'admin' } as const,
    transformResponse: (response: ApiEnvelope<Page<T>>) => response.Data,
    providesTags: [{ type: 'Admin' as const, id: tag }],
  };
}
