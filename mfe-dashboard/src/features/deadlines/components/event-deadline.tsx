import type { CompetitionType, ExtendableWindow } from '@gcw/shared';

import { useGetEventSettingsQuery } from '../api/settings-api';
import { DeadlineNotice } from './deadline-notice';

/** The deadline notice of one event's window, read from the event settings. */
export function EventDeadline({
  event,
  window,
  label,
}: {
  event: CompetitionType | 'seminar';
  window: ExtendableWindow;
  label: string;
}) {
  const { data } = useGetEventSettingsQuery();
  if (!data) return null;
  const section = data[event];
  const bounds =
    window === 'registration' || !('stage_1' in section) ? section.registration : section[window];
  return <DeadlineNotice label={label} window={bounds} />;
}
