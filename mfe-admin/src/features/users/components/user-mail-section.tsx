import type { AdminUserDetail } from '@gcw/shared';
import { PATHS } from '@gcw/shared';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { EmailVerificationSection } from './email-verification-section';
import { ResendVerificationButton } from './resend-verification-button';
import { UserMailHistory } from './user-mail-history';

/**
 * The address's verification (and marking it verified by hand), the resend action and the mail
 * history of one student. Resend shows for everyone: a verified account may still have a new
 * address waiting for its link; the API refuses with a Message when there is none.
 */
export function UserMailSection({ user }: { user: AdminUserDetail }) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        E-mail
      </Typography>
      <EmailVerificationSection user={user} />
      <ResendVerificationButton user={user} />
      <Typography variant="subtitle2" component="h4">
        Riwayat e-mail
      </Typography>
      <UserMailHistory userId={user.id} />
      <Link
        component={RouterLink}
        to={`${PATHS['admin-mails']}?search=${encodeURIComponent(user.email)}`}
        variant="body2"
        sx={{ alignSelf: 'flex-start' }}
      >
        Lihat di Kotak keluar
      </Link>
    </Stack>
  );
}
