import type { CompetitionType, ExtendableWindow } from '@gcw/shared';

import { useEventWindow } from '../hooks/use-event-window';
import { DeadlineNotice } from './deadline-notice';

/**
 * The one deadline notice of every page governed by a window (registration, joining, payment
 * proof, stage submissions, seminar): read from the event settings with the team's extension.
 */
export function EventDeadline({
  event,
  window,
  label,
}: {
  event: CompetitionType | 'seminar';
  window: ExtendableWindow;
  label: string;
}) {
  const view = useEventWindow(event, window);
  return view ? <DeadlineNotice label={label} window={view.bounds} /> : null;
}
