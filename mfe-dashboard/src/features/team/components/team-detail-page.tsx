import Typography from '@mui/material/Typography';
import type { CompetitionType } from '@gcw/shared';
import { PageFrame } from '@gcw/shared';
import { useParams } from 'react-router-dom';

import { COMPETITIONS } from '../../competition/competition-info';

export function TeamDetailPage({ competition }: { competition: CompetitionType }) {
  const { id } = useParams();
  return (
    <PageFrame title={`Detail Tim ${COMPETITIONS[competition].title}`}>
      <Typography>Tim #{id}</Typography>
    </PageFrame>
  );
}
