import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { PageFrame, selectUser, useAppSelector } from '@gcw/shared';
import { useState } from 'react';

import { EmailSection } from '../../account/components/email-section';
import { EmailVerificationBanner } from '../../account/components/email-verification-banner';
import { PageSkeleton } from '../../common/components/page-skeleton';
import { MailPreferencesSection } from '../../mail-preferences/components/mail-preferences-section';
import { StatusHome } from '../../status-home/components/status-home';
import { useEventState } from '../../common/hooks/use-event-state';
import { ProfileForm } from './profile-form';
import { ProfileSummaryCard } from './profile-summary-card';

export function ProfilePage() {
  const user = useAppSelector(selectUser);
  const { teamId } = useEventState();
  const [justCompleted, setJustCompleted] = useState(false);
  return (
    <PageFrame title="Profil" subtitle="Data diri Anda dipakai untuk semua pendaftaran kegiatan.">
      {user ? (
        <Stack spacing={3}>
          <EmailVerificationBanner />
          <StatusHome justCompleted={justCompleted} />
          <ProfileSummaryCard user={user} />
          {!user.profile_has_updated ? (
            <Alert severity="info">
              Lengkapi profil di bawah ini. Tanpa profil lengkap Anda belum bisa mendaftar kompetisi
              maupun seminar.
            </Alert>
          ) : null}
          <ProfileForm user={user} inTeam={teamId !== null} onSaved={setJustCompleted} />
          <EmailSection />
          <MailPreferencesSection />
        </Stack>
      ) : (
        <PageSkeleton label="Memuat profil" />
      )}
    </PageFrame>
  );
}
