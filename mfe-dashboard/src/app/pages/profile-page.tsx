import { selectUser, useAppSelector, useGetEventSettingsQuery } from '@gcw/shared/store';
import { PageFrame } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { startTransition, useEffect, useState } from 'react';

import { BelowTheFold } from '../../components/below-the-fold';
import { EmailVerificationBanner } from '../../components/email-verification-banner';
import { PageSkeleton } from '../../components/page-skeleton';
import { EmailSection } from '../../features/account/components/email-section';
import { MailPreferencesSection } from '../../features/mail-preferences/components/mail-preferences-section';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { ProfileSummaryCard } from '../../features/profile/components/profile-summary-card';
import { useGetMyAnnouncementsQuery } from '../../features/status-home/api/announcements-api';
import { StatusHome } from '../../features/status-home/components/status-home';
import { useEventSteps } from '../../features/status-home/hooks/use-event-steps';
import { useEmailVerification } from '../../hooks/use-email-verification';
import { useEventState } from '../../hooks/use-event-state';

// The parts' heights on a 412 px wide phone, measured in Chromium.
const FORM_HEIGHT = 790;
const EMAIL_HEIGHT = 395;
const MAIL_PREFERENCES_HEIGHT = 585;

export function ProfilePage() {
  const user = useAppSelector(selectUser);
  const { teamId } = useEventState();
  // The status home's own wait: the events, and a member's team (a refused payment).
  const { isLoading: stepsLoading } = useEventSteps();
  const { settled: verificationSettled } = useEmailVerification();
  // An announcement arriving later would push the steps down, and the settings change what the
  // steps say (a window that has closed): both come with the page's first content. An answer
  // that fails counts as settled.
  const settingsLoading = useGetEventSettingsQuery().isLoading;
  const announcementsLoading = useGetMyAnnouncementsQuery().isLoading;
  const [justCompleted, setJustCompleted] = useState(false);
  // One skeleton until the verification banner and the status home know their size: content
  // appearing above what is already painted would push it down (layout shift on a phone).
  // Latched: a failed answer is fetched again when the banner mounts, and must not bring the
  // skeleton back. The page's big first render is a transition, rendered in slices that leave
  // a slow phone's main thread free in between (a store update alone renders in one block).
  const settled = verificationSettled && !stepsLoading && !settingsLoading && !announcementsLoading;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (settled) startTransition(() => setReady(true));
  }, [settled]);
  return (
    <PageFrame title="Profil" subtitle="Data diri Anda dipakai untuk semua pendaftaran kegiatan.">
      {user && ready ? (
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
          <BelowTheFold placeholderHeight={FORM_HEIGHT}>
            <ProfileForm user={user} inTeam={teamId !== null} onSaved={setJustCompleted} />
          </BelowTheFold>
          <BelowTheFold placeholderHeight={EMAIL_HEIGHT}>
            <EmailSection />
          </BelowTheFold>
          <BelowTheFold placeholderHeight={MAIL_PREFERENCES_HEIGHT}>
            <MailPreferencesSection />
          </BelowTheFold>
        </Stack>
      ) : (
        <PageSkeleton label="Memuat profil" />
      )}
    </PageFrame>
  );
}
