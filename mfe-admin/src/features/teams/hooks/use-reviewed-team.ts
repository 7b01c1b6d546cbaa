import type { AdminTeam } from '@gcw/shared';
import { useCallback, useState } from 'react';

interface Snapshot {
  team: AdminTeam;
  /** When an action answered with this team; 0 when it was only opened from the list. */
  at: number;
}

/**
 * The team under review. A decision can take the team out of the filtered page (verify while
 * filtering "pending"), so the review keeps the team the API answered with and uses the list
 * row only when that row is newer.
 */
export function useReviewedTeam(
  reviewId: number | null,
  rows: AdminTeam[] | undefined,
  listFetchedAt: number | undefined,
) {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const row = rows?.find((team) => team.id === reviewId) ?? null;
  const own = snapshot && snapshot.team.id === reviewId ? snapshot : null;
  const team = row && (!own || (listFetchedAt ?? 0) > own.at) ? row : (own?.team ?? null);

  const opened = useCallback((next: AdminTeam) => setSnapshot({ team: next, at: 0 }), []);
  const changed = useCallback((next: AdminTeam) => setSnapshot({ team: next, at: Date.now() }), []);
  return { team, opened, changed };
}
