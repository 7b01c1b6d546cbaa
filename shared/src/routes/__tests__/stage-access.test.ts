import type { EventStatus } from '../../contract/event-status';
import { EVENT_STATUSES } from '../../contract/event-status';
import type { GatedSection } from '../stage-access';
import { isSectionUnlocked, minimumStatusFor } from '../stage-access';

/** R4.3 "Sidebar access", written out status by status. */
const OPEN: Record<EventStatus, GatedSection[]> = {
  Unregistered: [],
  Registered: ['team'],
  'Stage-1': ['team', 'stage-1'],
  'Stage-2': ['team', 'stage-1', 'stage-2'],
  Final: ['team', 'stage-1', 'stage-2', 'final'],
};
const SECTIONS: GatedSection[] = ['team', 'stage-1', 'stage-2', 'final'];

describe('isSectionUnlocked', () => {
  it('covers all five statuses', () => {
    expect(Object.keys(OPEN).sort()).toEqual([...EVENT_STATUSES].sort());
  });

  describe.each(EVENT_STATUSES)('status %s', (status) => {
    it.each(SECTIONS)('%s', (section) => {
      expect(isSectionUnlocked(status, section)).toBe(OPEN[status].includes(section));
    });
  });

  it('names the minimum status of each section', () => {
    expect(SECTIONS.map(minimumStatusFor)).toEqual(['Registered', 'Stage-1', 'Stage-2', 'Final']);
  });
});
