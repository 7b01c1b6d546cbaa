import { SETUP_TEST_MAIL_ITEM } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

import { useGetSetupChecklistQuery } from '../api/setup-api';
import { SetupItemRow } from './setup-item-row';
import { TestMailButton } from './test-mail-button';

// While a test mail is on its way, the list is asked again until the outbox has taken it.
const WHILE_WAITING_MS = 1500;

/**
 * "Persiapan acara": what the event still lacks before registration opens, each with a link
 * to its setting. `onlyWhenIncomplete` (the page an admin lands on) shows nothing once ready.
 */
export function SetupChecklistCard({
  onlyWhenIncomplete = false,
}: {
  onlyWhenIncomplete?: boolean;
}) {
  const [pollingInterval, setPollingInterval] = useState(0);
  const { data, error, isLoading } = useGetSetupChecklistQuery(undefined, { pollingInterval });
  const waiting = data?.items.some((item) => item.state === 'waiting') ?? false;
  useEffect(() => setPollingInterval(waiting ? WHILE_WAITING_MS : 0), [waiting]);
  if (onlyWhenIncomplete && (!data || data.ready)) return null;
  const required = data?.items.filter((item) => item.required) ?? [];
  const done = required.filter((item) => item.state === 'done').length;
  return (
    <Card variant="outlined" component="section" aria-labelledby="setup-title" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="setup-title" variant="h2" component="h2" sx={{ fontSize: '1.2rem' }}>
          Persiapan acara
        </Typography>
        {isLoading ? (
          <Skeleton variant="rounded" height={120} aria-label="Memuat persiapan" />
        ) : null}
        {error ? (
          <Alert severity="error">{errorMessage(error, 'Gagal memuat daftar persiapan.')}</Alert>
        ) : null}
        {data ? (
          <>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {data.ready
                ? 'Semua persiapan wajib selesai: pendaftaran siap dibuka.'
                : `${done} dari ${required.length} persiapan wajib selesai. Lengkapi sisanya sebelum pendaftaran dibuka.`}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={required.length ? (done / required.length) * 100 : 100}
              aria-label="Kemajuan persiapan acara"
              sx={{ my: 1.5 }}
            />
            <List dense aria-label="Daftar persiapan acara">
              {data.items.map((item) => (
                <SetupItemRow
                  key={item.id}
                  item={item}
                  action={item.id === SETUP_TEST_MAIL_ITEM ? <TestMailButton /> : undefined}
                />
              ))}
            </List>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
