import Typography from '@mui/material/Typography';
import type { CompetitionType } from '@gcw/shared';
import { PageFrame, selectTeamId, useAppSelector } from '@gcw/shared';

import { COMPETITIONS } from '../../competition/competition-info';

export function MyTeamPage({ competition }: { competition: CompetitionType }) {
  const teamId = useAppSelector(selectTeamId);
  return (
    <PageFrame title={`Tim ${COMPETITIONS[competition].title}`}>
      <Typography>{teamId ? `ID tim: ${teamId}` : 'Anda belum tergabung dalam tim.'}</Typography>
    </PageFrame>
  );
}
