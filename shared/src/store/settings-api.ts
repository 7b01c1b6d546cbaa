import type { EventSettings } from '../contract/event-settings';
import { DEFAULT_EVENT_SETTINGS } from '../contract/event-settings';
import type { ApiEnvelope } from '../contract/wire';
import { api } from './api';

/**
 * GET {API_BASE_PATH}/settings: the event's facts, edited by admins. Public and
 * revalidated by ETag, so every page that shows a date, fee or team size reads it freely.
 */
export const eventSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEventSettings: build.query<EventSettings, void>({
      query: () => '/settings',
      transformResponse: (response: ApiEnvelope<EventSettings>) => response.Data,
    }),
  }),
});

export const { useGetEventSettingsQuery } = eventSettingsApi;

/**
 * The settings, or the defaults of R9 until they arrive (or when the API cannot answer): what a
 * fresh install answers too, so a page never waits on them to show its facts.
 */
export function useEventSettings(fallback: EventSettings = DEFAULT_EVENT_SETTINGS): EventSettings {
  return useGetEventSettingsQuery().data ?? fallback;
}
