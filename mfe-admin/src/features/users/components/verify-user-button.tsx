import Button from '@mui/material/Button';
import type { AdminUser } from '@gcw/shared';
import { errorMessage } from '@gcw/shared';
import { useSnackbar } from 'notistack';

import { useVerifyAdminUserMutation } from '../api/users-api';

/** Verifying is reversible, so it needs no confirmation; the toast says what happened. */
export function VerifyUserButton({
  user,
}: {
  user: Pick<AdminUser, 'id' | 'name' | 'data_has_verified'>;
}) {
  const [verify, { isLoading }] = useVerifyAdminUserMutation();
  const { enqueueSnackbar } = useSnackbar();
  const target = !user.data_has_verified;

  const run = async () => {
    const result = await verify({ id: user.id, verified: target });
    if ('error' in result && result.error) {
      enqueueSnackbar(errorMessage(result.error, 'Gagal mengubah verifikasi.'), {
        variant: 'error',
      });
      return;
    }
    enqueueSnackbar(
      target ? `Data ${user.name} terverifikasi.` : `Verifikasi ${user.name} dibatalkan.`,
      { variant: 'success' },
    );
  };

  return (
    <Button
      variant={target ? 'contained' : 'outlined'}
      color={target ? 'success' : 'warning'}
      onClick={run}
      disabled={isLoading}
    >
      {target ? 'Verifikasi data' : 'Batalkan verifikasi'}
    </Button>
  );
}
