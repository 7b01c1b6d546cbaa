import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { CompetitionType, GatedSection, RootState } from '@gcw/shared';
import {
  isSectionUnlocked,
  minimumStatusFor,
  PageFrame,
  selectEventStatus,
  useAppSelector,
} from '@gcw/shared';

import { COMPETITIONS } from '../../competition/competition-info';

interface StagePageProps {
  competition: CompetitionType;
  section: Exclude<GatedSection, 'team'>;
  title: string;
}

/** A stage page; visited by URL while locked, it explains why instead of showing content. */
export function StagePage({ competition, section, title }: StagePageProps) {
  const info = COMPETITIONS[competition];
  const status = useAppSelector((state: RootState) => selectEventStatus(state, info.eventName));
  const unlocked = isSectionUnlocked(status, section);
  return (
    <PageFrame title={title}>
      {unlocked ? (
        <Typography>Tahap ini terbuka untuk tim Anda.</Typography>
      ) : (
        <Alert severity="info">
          Halaman ini terkunci. Halaman ini terbuka saat status {info.title} Anda minimal{' '}
          {minimumStatusFor(section)}; status Anda sekarang {status}.
        </Alert>
      )}
    </PageFrame>
  );
}
