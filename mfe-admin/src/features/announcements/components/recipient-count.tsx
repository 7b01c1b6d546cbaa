import type { EventName, EventStatus } from '@gcw/shared';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';

import { useGetRecipientCountQuery } from '../api/announcements-api';
import type { ComposeValues } from '../validate';

/** "Saat ini 123 peserta akan menerimanya": counted by the API as the delivery will count. */
export function RecipientCount({ values }: { values: ComposeValues }) {
  const complete =
    values.audience === 'all' ||
    (values.event !== '' && (values.audience === 'event' || values.status !== ''));
  const { data, isFetching } = useGetRecipientCountQuery(
    complete
      ? {
          audience: values.audience,
          event: values.audience === 'all' ? null : (values.event as EventName),
          status: values.audience === 'stage' ? (values.status as EventStatus) : null,
        }
      : skipToken,
  );
  if (!complete || data === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary" role="status" aria-busy={isFetching}>
      {data === 0
        ? 'Saat ini belum ada peserta yang akan menerimanya.'
        : `Saat ini ${data} peserta akan menerimanya.`}
    </Typography>
  );
}
