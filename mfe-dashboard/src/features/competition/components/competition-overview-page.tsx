import Typography from '@mui/material/Typography';
import type { CompetitionType, RootState } from '@gcw/shared';
import { MAX_TEAM_SIZE, PageFrame, selectEventStatus, useAppSelector } from '@gcw/shared';

import { COMPETITIONS } from '../competition-info';

export function CompetitionOverviewPage({ competition }: { competition: CompetitionType }) {
  const info = COMPETITIONS[competition];
  const status = useAppSelector((state: RootState) => selectEventStatus(state, info.eventName));
  return (
    <PageFrame title={info.title} subtitle={`Tim maksimal ${MAX_TEAM_SIZE[competition]} orang.`}>
      <Typography>Status Anda: {status}</Typography>
    </PageFrame>
  );
}
