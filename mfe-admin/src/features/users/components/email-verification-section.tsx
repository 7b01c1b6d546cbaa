import type { AdminUserDetail } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { useVerifyAdminUserEmailMutation } from '../../../api/users-api';
import { VerifyEmailDialog } from './verify-email-dialog';

type Props = { user: Pick<AdminUserDetail, 'id' | 'email' | 'email_verified' | 'pending_email'> };

/**
 * Whether the address is verified, and the committee's way to vouch for it by hand when the
 * link cannot reach the student (no SMTP, a lost mail). An API before 2.x says nothing: no chip.
 */
export function EmailVerificationSection({ user }: Props) {
  const [verify, { isLoading }] = useVerifyAdminUserEmailMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  if (user.email_verified === undefined) return null;

  const run = async (reason: string) => {
    const result = await verify({ id: user.id, reason });
    if ('error' in result && result.error) {
      enqueueSnackbar(errorMessage(result.error, 'Gagal menandai e-mail terverifikasi.'), {
        variant: 'error',
      });
      return;
    }
    setOpen(false);
    enqueueSnackbar(result.data ?? `Alamat e-mail ${user.email} ditandai terverifikasi.`, {
      variant: 'success',
    });
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Chip
        color={user.email_verified ? 'success' : 'warning'}
        label={user.email_verified ? 'E-mail terverifikasi' : 'E-mail belum diverifikasi'}
      />
      {user.pending_email ? (
        <Typography variant="body2" color="text.secondary">
          Menunggu verifikasi alamat baru: {user.pending_email}
        </Typography>
      ) : null}
      {user.email_verified ? null : (
        <Button variant="outlined" size="small" onClick={() => setOpen(true)} disabled={isLoading}>
          Tandai e-mail terverifikasi
        </Button>
      )}
      {open ? (
        <VerifyEmailDialog
          open
          email={user.email}
          busy={isLoading}
          onConfirm={run}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Stack>
  );
}
