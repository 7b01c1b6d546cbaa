import type { EventStatus } from '../contract/event-status';
import { isAtLeast } from '../contract/event-status';

/** The status-gated sections of each competition (SPEC §2 sidebar, §4 "Sidebar access"). */
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

/** SPEC §4: My Team needs Registered or later; Stage 1 needs Stage-1 or later; and so on. */
export function isSectionUnlocked(status: EventStatus, section: GatedSection): boolean {
  return isAtLeast(status, MINIMUM_STATUS[section]);
}
