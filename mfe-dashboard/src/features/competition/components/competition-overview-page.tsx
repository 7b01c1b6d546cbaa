import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CompetitionType } from '@gcw/shared';
import { PageFrame, selectUser, useAppSelector } from '@gcw/shared';
import { Link as RouterLink } from 'react-router-dom';

import { PageSkeleton } from '../../common/components/page-skeleton';
import { ProfileIncompleteNotice } from '../../common/components/profile-incomplete-notice';
import { useEventState } from '../../common/hooks/use-event-state';
import { COMPETITIONS, otherCompetition } from '../competition-info';
import { CompetitionFacts } from './competition-facts';
import { CompetitionRules } from './competition-rules';
import { RegisteredPanel } from './registered-panel';
import { RegistrationPaths } from './registration-paths';

/** One competition: facts and rules, then what the user can do given their status. */
export function CompetitionOverviewPage({ competition }: { competition: CompetitionType }) {
  const info = COMPETITIONS[competition];
  const other = otherCompetition(competition);
  const user = useAppSelector(selectUser);
  const events = useEventState();
  const status = events.statusOf(info.eventName);
  const otherStatus = events.statusOf(other.eventName);

  let action;
  if (events.isLoading) action = <PageSkeleton label="Memuat status pendaftaran" />;
  else if (status !== 'Unregistered') action = <RegisteredPanel info={info} status={status} />;
  else if (otherStatus !== 'Unregistered') {
    action = (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={other.overviewPath} color="inherit" size="small">
            Buka {other.title}
          </Button>
        }
      >
        <AlertTitle>Anda sudah terdaftar di {other.title}</AlertTitle>
        Satu peserta hanya boleh mengikuti satu kompetisi. Untuk pindah, keluar dulu dari tim{' '}
        {other.title} Anda (selama kompetisi belum dimulai).
      </Alert>
    );
  } else if (!user?.profile_has_updated) {
    action = <ProfileIncompleteNotice what={`mendaftar ${info.title}`} />;
  } else action = <RegistrationPaths competition={competition} />;

  return (
    <PageFrame title={info.title} subtitle={info.description}>
      <Stack spacing={3}>
        <CompetitionFacts competition={competition} status={status} />
        <CompetitionRules competition={competition} />
        {action}
      </Stack>
    </PageFrame>
  );
}
