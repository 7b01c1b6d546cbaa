import type { OutboxMail } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { useResendAdminMailMutation } from '../api/mails-api';
import { ConfirmDialog } from './confirm-dialog';

/** Why a mail cannot be resent as it is, or null when it can. */
function resendBlock(mail: OutboxMail): string | null {
  if (mail.one_time_link)
    return 'Berisi tautan sekali pakai: kirim tautan baru dari detail pengguna.';
  if (mail.state === 'pending') return 'Masih menunggu dikirim.';
  return null;
}

interface ResendMailButtonProps {
  mail: OutboxMail;
  /** The new outbox row, so the dialog can show it. */
  onResent: (mail: OutboxMail) => void;
}

/** A copy of the mail goes out as a new outbox row; the original keeps its own history. */
export function ResendMailButton({ mail, onResent }: ResendMailButtonProps) {
  const [resend, { isLoading }] = useResendAdminMailMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const blocked = resendBlock(mail);

  const run = async () => {
    const result = await resend({ id: mail.id, user_id: mail.user_id });
    setOpen(false);
    if ('error' in result && result.error) {
      enqueueSnackbar(errorMessage(result.error, 'Gagal mengirim ulang e-mail.'), {
        variant: 'error',
      });
      return;
    }
    enqueueSnackbar(`E-mail diantrekan ulang untuk ${mail.to}.`, { variant: 'success' });
    if (result.data) onResent(result.data);
  };

  return (
    <>
      {blocked ? (
        <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto', px: 1 }}>
          {blocked}
        </Typography>
      ) : null}
      <Button onClick={() => setOpen(true)} disabled={Boolean(blocked) || isLoading}>
        Kirim ulang
      </Button>
      <ConfirmDialog
        open={open}
        title="Kirim ulang e-mail?"
        message={`Salinan e-mail "${mail.subject}" akan diantrekan lagi untuk ${mail.to}. E-mail aslinya tetap tercatat di Kotak keluar.`}
        confirmLabel="Kirim ulang"
        busy={isLoading}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
