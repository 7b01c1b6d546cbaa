import type { CompetitionType, TeamDetail } from '@gcw/shared';
import { useCallback } from 'react';

import { useUpload } from '../../../hooks/use-upload';
import type { CreateTeamValues } from '../team-schemas';
import { toTeamRegistrationForm } from '../team-schemas';

/** POST /team/registration/{event_type} as multipart, with upload progress. */
export function useRegisterTeam(type: CompetitionType) {
  const { upload, progress, uploading } = useUpload();
  const register = useCallback(
    (values: CreateTeamValues) =>
      upload<TeamDetail>(`/team/registration/${type}`, toTeamRegistrationForm(values), [
        'Events',
        'Team',
      ]),
    [type, upload],
  );
  return { register, progress, uploading };
}
