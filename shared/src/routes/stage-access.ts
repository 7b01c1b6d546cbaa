import type { EventStatus } from '../contract/event-status';
import { isAtLeast } from '../contract/event-status';

/** The status-gated sections of each competition (R2.30, R2.31 sidebar, R4.3 "Sidebar access"). */
export type GatedSection = 'team' | 'stage-1' | 'stage-2' | 'final';

const MINIMUM_STATUS: Record<GatedSection, EventStatus> = {
  team: 'Registered',
  'stage-1': 'Stage-1',
  'stage-2': 'Stage-2',
  final: 'Final',
};

export function minimumStatusFor(section: GatedSection): EventStatus {
  return MINIMUM_STATUS[section];
}

/** R4.3: My Team needs Registered or later; Stage 1 needs Stage-1 or later; and so on. */
export function isSectionUnlocked(status: EventStatus, section: GatedSection): boolean {
  return isAtLeast(status, MINIMUM_STATUS[section]);
}
