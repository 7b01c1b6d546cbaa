import type { CompetitionType } from '@gcw/shared';
import { useCallback, useMemo } from 'react';

import type { CreateTeamValues } from '../team-schemas';

/** The typed fields, and the name of the file chosen (a file itself cannot be kept). */
export interface TeamDraft {
  team_name: string;
  supervisor: string;
  supervisor_nidn: string;
  file_name: string | null;
}

const EMPTY: TeamDraft = { team_name: '', supervisor: '', supervisor_nidn: '', file_name: null };

function read(key: string): TeamDraft {
  try {
    const raw = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<TeamDraft> | null;
    if (!raw || typeof raw !== 'object') return EMPTY;
    const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : '');
    return {
      team_name: text(raw.team_name),
      supervisor: text(raw.supervisor),
      supervisor_nidn: text(raw.supervisor_nidn),
      file_name: typeof raw.file_name === 'string' ? text(raw.file_name) : null,
    };
  } catch {
    return EMPTY;
  }
}

/**
 * The team form's draft for one user and one competition, kept in this tab's session storage:
 * it survives Back and a reload, and is gone when the tab closes (a shared campus computer).
 */
export function useTeamDraft(competition: CompetitionType, userId: number) {
  const key = `gcw:team-draft:${userId}:${competition}`;
  const draft = useMemo(() => read(key), [key]);
  const save = useCallback(
    (values: CreateTeamValues, previousFile: string | null) => {
      const next: TeamDraft = {
        team_name: values.team_name,
        supervisor: values.supervisor,
        supervisor_nidn: values.supervisor_nidn,
        file_name: values.bukti_pembayaran?.name ?? previousFile,
      };
      try {
        if (JSON.stringify(next) === JSON.stringify(EMPTY)) sessionStorage.removeItem(key);
        else sessionStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or refused (private mode): the form works without a draft.
      }
    },
    [key],
  );
  const clear = useCallback(() => {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Nothing was kept.
    }
  }, [key]);
  return { draft, save, clear };
}
