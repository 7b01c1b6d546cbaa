import type { AdminTeam } from '@gcw/shared';
import { useMemo, useState } from 'react';

import type { Selection } from '../../../components/list-table';

/**
 * Selected teams are kept whole (not only ids) so a selection can span pages and the bulk
 * dialog can say which teams an action will skip.
 */
export function useTeamSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, AdminTeam>>(new Map());

  const selection = useMemo<Selection<AdminTeam>>(
    () => ({
      isSelected: (team) => selected.has(team.id),
      toggle: (team) =>
        setSelected((previous) => {
          const next = new Map(previous);
          if (next.has(team.id)) next.delete(team.id);
          else next.set(team.id, team);
          return next;
        }),
      toggleAll: (teams, checked) =>
        setSelected((previous) => {
          const next = new Map(previous);
          for (const team of teams) {
            if (checked) next.set(team.id, team);
            else next.delete(team.id);
          }
          return next;
        }),
      rowLabel: (team) => `Pilih ${team.team_name}`,
    }),
    [selected],
  );

  return {
    selection,
    teams: [...selected.values()],
    clear: () => setSelected(new Map()),
  };
}
