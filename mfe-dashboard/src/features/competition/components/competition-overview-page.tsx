import type { CompetitionType } from '@gcw/shared';
import { selectUser, useAppSelector } from '@gcw/shared/store';
import { PageFrame } from '@gcw/shared/ui';
import Stack from '@mui/material/Stack';

import { EmailVerificationBanner } from '../../../components/email-verification-banner';
import { Notice } from '../../../components/notice';
import { PageSkeleton } from '../../../components/page-skeleton';
import { ProfileIncompleteNotice } from '../../../components/profile-incomplete-notice';
import { useEventState } from '../../../hooks/use-event-state';
import { COMPETITIONS, otherCompetition } from '../../../lib/competition-info';
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
      <Notice
        severity="warning"
        title={`Anda sudah terdaftar di ${other.title}`}
        action={{ label: `Buka ${other.title}`, to: other.overviewPath }}
      >
        Satu peserta hanya boleh mengikuti satu kompetisi. Untuk pindah, keluar dulu dari tim{' '}
        {other.title} Anda (selama kompetisi belum dimulai).
      </Notice>
    );
  } else if (!user?.profile_has_updated) {
    action = <ProfileIncompleteNotice what={`mendaftar ${info.title}`} />;
  } else action = <RegistrationPaths competition={competition} />;

  return (
    <PageFrame title={info.title} subtitle={info.description}>
      <Stack spacing={3}>
        <CompetitionFacts competition={competition} status={status} />
        <CompetitionRules competition={competition} />
        {status === 'Unregistered' ? (
          <EmailVerificationBanner what="mendaftar atau gabung tim" />
        ) : null}
        {action}
      </Stack>
    </PageFrame>
  );
}
