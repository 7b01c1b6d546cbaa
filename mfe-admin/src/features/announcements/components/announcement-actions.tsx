import type { AdminAnnouncement } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAnnouncementActionMutation } from '../api/announcements-api';

interface AnnouncementActionsProps {
  announcement: AdminAnnouncement;
  onEdit: (a: AdminAnnouncement) => void;
}

/** What can still be done with one: edit it, take a schedule back, or withdraw a sent one. */
export function AnnouncementActions({ announcement: a, onEdit }: AnnouncementActionsProps) {
  const [act, { isLoading }] = useAnnouncementActionMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [withdrawing, setWithdrawing] = useState(false);
  if (a.state === 'withdrawn') return null;

  const run = async (action: 'unschedule' | 'withdraw', done: string) => {
    const result = await act({ id: a.id, action });
    setWithdrawing(false);
    if (result.error)
      enqueueSnackbar(errorMessage(result.error, 'Gagal. Coba lagi.'), { variant: 'error' });
    else enqueueSnackbar(done, { variant: 'success' });
  };
  const named = (verb: string) => `${verb} "${a.title}"`;

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pb: 1 }}>
      <Button size="small" onClick={() => onEdit(a)} aria-label={named('Ubah')}>
        {a.state === 'sent' ? 'Ubah teks' : 'Ubah'}
      </Button>
      {a.state === 'scheduled' ? (
        <Button
          size="small"
          disabled={isLoading}
          onClick={() =>
            void run('unschedule', 'Jadwal dibatalkan; pengumuman kembali menjadi draf')
          }
          aria-label={named('Batalkan jadwal')}
        >
          Batalkan jadwal
        </Button>
      ) : null}
      {a.state === 'sent' ? (
        <Button
          size="small"
          color="error"
          onClick={() => setWithdrawing(true)}
          aria-label={named('Tarik')}
        >
          Tarik
        </Button>
      ) : null}
      <ConfirmDialog
        open={withdrawing}
        danger
        title="Tarik pengumuman ini?"
        message={`"${a.title}" hilang dari beranda dan lonceng ${a.recipients} peserta. E-mail yang sudah terkirim tetap tercatat terkirim; yang masih menunggu giliran tidak dikirim.`}
        confirmLabel="Ya, tarik"
        busy={isLoading}
        onClose={() => setWithdrawing(false)}
        onConfirm={() => void run('withdraw', 'Pengumuman ditarik')}
      />
    </Stack>
  );
}
