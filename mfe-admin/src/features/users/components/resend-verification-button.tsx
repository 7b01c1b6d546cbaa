import type { AdminUser } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { useResendAdminVerificationMutation } from '../../../api/users-api';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/**
 * Sends a real mail to a student, so it asks once first; the API decides whether the address
 * still needs it (an already verified one is refused with a Message, shown as it comes).
 */
export function ResendVerificationButton({ user }: { user: Pick<AdminUser, 'id' | 'email'> }) {
  const [resend, { isLoading }] = useResendAdminVerificationMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);

  const run = async () => {
    const result = await resend(user.id);
    setOpen(false);
    if ('error' in result && result.error) {
      enqueueSnackbar(errorMessage(result.error, 'Gagal mengirim ulang e-mail verifikasi.'), {
        variant: 'error',
      });
      return;
    }
    enqueueSnackbar(result.data ?? 'E-mail verifikasi diantrekan.', {
      variant: 'success',
    });
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={() => setOpen(true)}
        disabled={isLoading}
        sx={{ alignSelf: 'flex-start' }}
      >
        Kirim ulang verifikasi
      </Button>
      <ConfirmDialog
        open={open}
        title="Kirim ulang verifikasi?"
        message={`Tautan verifikasi baru akan dikirim ke ${user.email}, atau ke alamat baru akun ini bila ada yang menunggu verifikasi.`}
        confirmLabel="Kirim"
        busy={isLoading}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
