import { DEFAULT_SEMINAR_TICKET_SETTINGS } from '@gcw/shared';
import type { SeminarSettingsWithTicket } from '@gcw/shared';
import { useGetEventSettingsQuery } from '@gcw/shared/store';

/**
 * The seminar's facts from the event settings, with the ticket fields of contract 2.8 (an API
 * that predates them answers none: they read as not set).
 */
export function useSeminarSettings(): SeminarSettingsWithTicket | undefined {
  const { data } = useGetEventSettingsQuery();
  return data ? { ...DEFAULT_SEMINAR_TICKET_SETTINGS, ...data.seminar } : undefined;
}
