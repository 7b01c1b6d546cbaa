import { windowState } from '@gcw/shared';
import type { CompetitionType, EventWindow, ExtendableWindow, WindowState } from '@gcw/shared';
import { useGetEventSettingsQuery } from '@gcw/shared/store';

import { useGetMyExtensionsQuery } from '../api/settings-api';
import { useEventState } from './use-event-state';

const EVENT_NAMES = {
  hackathon: 'Hackathon',
  'competitive-programming': 'Competitive Programming',
  seminar: 'Seminar',
} as const;

export interface EventWindowView {
  /** The window as it applies to this student: a later extension of their team replaces the close. */
  bounds: EventWindow;
  state: WindowState;
}

/**
 * One event window from the settings, with the student's team extension when they are in that
 * event; null until the settings arrive. The same reading as the server's refusal.
 */
export function useEventWindow(
  event: CompetitionType | 'seminar',
  window: ExtendableWindow,
  now = Date.now(),
): EventWindowView | null {
  const { data } = useGetEventSettingsQuery();
  const inEvent = useEventState().statusOf(EVENT_NAMES[event]) !== 'Unregistered';
  const { data: extensions } = useGetMyExtensionsQuery(undefined, {
    skip: event === 'seminar' || !inEvent,
  });
  if (!data) return null;
  const section = data[event];
  const base =
    window === 'registration' || !('stage_1' in section) ? section.registration : section[window];
  const extended = inEvent ? extensions?.find((e) => e.window === window)?.until : undefined;
  const bounds =
    extended && base.closes_at && Date.parse(extended) > Date.parse(base.closes_at)
      ? { ...base, closes_at: extended }
      : base;
  return { bounds, state: windowState(bounds, now) };
}
