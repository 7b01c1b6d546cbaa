import type { ExtendableWindow } from '@gcw/shared';
import { formatDateTime } from '@gcw/shared/format';

import { useEventWindow } from '../../../hooks/use-event-window';
import { TO_BE_ANNOUNCED } from '../stage-dates';

/** A Hackathon submission window: its deadline in words and whether it has closed. */
export function useStageWindow(window: Extract<ExtendableWindow, 'stage_1' | 'stage_2'>) {
  const view = useEventWindow('hackathon', window);
  const closesAt = view?.bounds.closes_at ?? null;
  return {
    deadlineText: closesAt ? formatDateTime(closesAt) : TO_BE_ANNOUNCED,
    closed: view?.state === 'closed',
    notOpen: view?.state === 'not-open',
  };
}
