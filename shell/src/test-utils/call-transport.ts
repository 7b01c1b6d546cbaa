import type { TransportBaseQuery, TransportExtraOptions } from '@gcw/shared/store';
import type { FetchArgs } from '@reduxjs/toolkit/query';

import type { makeAppStore } from './test-store';

type AppStore = ReturnType<typeof makeAppStore>;

/** Calls the transport as RTK Query would for an endpoint of `store`, and returns its result. */
export async function callTransport(
  store: AppStore,
  transport: TransportBaseQuery,
  args: string | FetchArgs,
  extraOptions: TransportExtraOptions = {},
) {
  const controller = new AbortController();
  return await transport(
    args,
    {
      signal: controller.signal,
      abort: (reason?: string) => controller.abort(reason),
      dispatch: store.dispatch,
      getState: store.getState,
      extra: { transport },
      endpoint: 'probe',
      type: 'query',
    },
    extraOptions,
  );
}
