import type { ApiEnvelope, EventsData, ProfileData } from '../contract/wire';
import { api } from './api';

/** Calls every app needs for the session: the profile and the events (R7.2). */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileData, void>({
      query: () => '/profile/my',
      transformResponse: (response: ApiEnvelope<ProfileData>) => response.Data,
      providesTags: ['Profile'],
    }),
    getEvents: build.query<EventsData, void>({
      query: () => '/profile/events',
      transformResponse: (response: ApiEnvelope<EventsData>) => response.Data,
      providesTags: ['Events'],
    }),
    logout: build.mutation<unknown, { refresh_token: string }>({
      query: (body) => ({ url: '/auth/logout', method: 'POST', body }),
    }),
  }),
});

export const { useGetProfileQuery, useLazyGetProfileQuery, useGetEventsQuery, useLogoutMutation } =
  sessionApi;
