import type { CompetitionType } from '@gcw/shared';
import { PageFrame } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import { useParams } from 'react-router-dom';

import { COMPETITIONS } from '../../../lib/competition-info';
import { TeamView } from './team-view';

/** /dashboard/{competition}/{id}: a team by id, shown only to its members (the API decides). */
export function TeamDetailPage({ competition }: { competition: CompetitionType }) {
  const { id } = useParams();
  const teamId = Number(id);
  const valid = Number.isSafeInteger(teamId) && teamId > 0;
  return (
    <PageFrame title={`Detail Tim ${COMPETITIONS[competition].title}`}>
      {valid ? (
        <TeamView id={teamId} competition={competition} />
      ) : (
        <Alert severity="warning">Alamat tim tidak valid. Buka tim Anda dari menu Tim Saya.</Alert>
      )}
    </PageFrame>
  );
}
