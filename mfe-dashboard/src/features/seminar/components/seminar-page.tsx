import { selectUser, useAppSelector } from '@gcw/shared/store';
import { PageFrame } from '@gcw/shared/ui';
import Stack from '@mui/material/Stack';

import { EmailVerificationBanner } from '../../../components/email-verification-banner';
import { PageSkeleton } from '../../../components/page-skeleton';
import { ProfileIncompleteNotice } from '../../../components/profile-incomplete-notice';
import { useEventState } from '../../../hooks/use-event-state';
import { useGetSeminarTicketQuery } from '../api/seminar-api';
import { SeminarInfoCard } from './seminar-info-card';
import { SeminarRegistration } from './seminar-registration';
import { TicketCard } from './ticket-card';

export function SeminarPage() {
  const user = useAppSelector(selectUser);
  const events = useEventState();
  const registered = events.statusOf('Seminar') !== 'Unregistered';
  const eventTicket = events.ticketOf('Seminar');
  // The events answer carries the ticket; ask for it separately only if it did not.
  const ticketQuery = useGetSeminarTicketQuery(undefined, {
    skip: !registered || eventTicket !== null,
  });
  const ticket = eventTicket ?? ticketQuery.data ?? null;

  let body;
  if (events.isLoading || (registered && !ticket && ticketQuery.isLoading)) {
    body = <PageSkeleton label="Memuat tiket seminar" />;
  } else if (ticket) body = <TicketCard ticket={ticket} />;
  else if (!user?.profile_has_updated) body = <ProfileIncompleteNotice what="mendaftar seminar" />;
  else body = <SeminarRegistration />;

  return (
    <PageFrame title="Seminar Nasional" subtitle="AI untuk ekonomi digital dan UMKM.">
      <Stack spacing={3}>
        {ticket ? null : <EmailVerificationBanner what="mendaftar seminar" />}
        {ticket ? body : <SeminarInfoCard />}
        {ticket ? <SeminarInfoCard /> : body}
      </Stack>
    </PageFrame>
  );
}
