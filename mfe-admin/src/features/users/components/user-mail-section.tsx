import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminUserDetail } from '@gcw/shared';
import { Link as RouterLink } from 'react-router-dom';

import { ResendVerificationButton } from './resend-verification-button';
import { UserMailHistory } from './user-mail-history';

/**
 * The user detail answer does not carry `email_verified` in the contract yet (issue 12); when
 * the API sends it anyway it is shown, otherwise nothing is claimed about the address.
 */
function emailVerifiedOf(user: AdminUserDetail): boolean | null {
  const value = (user as { email_verified?: unknown }).email_verified;
  return typeof value === 'boolean' ? value : null;
}

/** E-mail verification state, the resend action and the mail history of one student. */
export function UserMailSection({ user }: { user: AdminUserDetail }) {
  const verified = emailVerifiedOf(user);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        E-mail
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {verified === null ? null : (
          <Chip
            size="small"
            color={verified ? 'success' : 'warning'}
            label={verified ? 'E-mail terverifikasi' : 'E-mail belum diverifikasi'}
          />
        )}
        {verified ? null : <ResendVerificationButton user={user} />}
      </Stack>
      <Typography variant="subtitle2" component="h4">
        Riwayat e-mail
      </Typography>
      <UserMailHistory userId={user.id} />
      <Link
        component={RouterLink}
        to={`/admin/mails?search=${encodeURIComponent(user.email)}`}
        variant="body2"
      >
        Lihat di Kotak keluar
      </Link>
    </Stack>
  );
}
