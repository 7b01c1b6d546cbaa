import type { AdminUser } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';

import { useVerifyAdminUserMutation } from '../api/users-api';
import { useGrant } from '../hooks/use-grant';

interface VerifyUserButtonProps {
  user: Pick<AdminUser, 'id' | 'name' | 'data_has_verified' | 'data_version'>;
  size?: 'small' | 'medium';
  /** Names the user in the accessible name where several buttons share a screen (table rows). */
  named?: boolean;
}

/** Verifying is reversible, so it needs no confirmation; the toast says what happened. */
export function VerifyUserButton({ user, size = 'medium', named = false }: VerifyUserButtonProps) {
  const [verify, { isLoading }] = useVerifyAdminUserMutation();
  // Verifying data is the secretariat's; others see the state without the action.
  const review = useGrant('people.review');
  const { enqueueSnackbar } = useSnackbar();
  const target = !user.data_has_verified;
  const label = target ? 'Verifikasi data' : 'Batalkan verifikasi';

  const run = async () => {
    // The version shown: another admin's decision since is refused (409) with who and when.
    const result = await verify({
      id: user.id,
      verified: target,
      expected_data_version: user.data_version,
    });
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

  if (!review.allowed) return null;
  return (
    <Button
      variant={target ? 'contained' : 'outlined'}
      color={target ? 'success' : 'warning'}
      onClick={run}
      disabled={isLoading}
      size={size}
      sx={{ alignSelf: 'flex-start', whiteSpace: 'nowrap' }}
      aria-label={named ? `${label} ${user.name}` : undefined}
    >
      {label}
    </Button>
  );
}
