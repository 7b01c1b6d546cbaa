import { createApi } from '@reduxjs/toolkit/query/react';

import type { TransportBaseQuery, TransportExtra } from './transport';

const delegatingBaseQuery: TransportBaseQuery = (args, api, extraOptions) => {
  const extra = api.extra as Partial<TransportExtra> | undefined;
  if (!extra?.transport) {
    return { error: { status: 'CUSTOM_ERROR', error: 'No transport configured for the store' } };
  }
  return extra.transport(args, api, extraOptions);
};

export const API_TAGS = ['Profile', 'Events', 'Team', 'Seminar', 'Submission', 'Admin'] as const;

/** The one `api` slice: endpoints are injected by the apps that need them. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: delegatingBaseQuery,
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});
