import type { User } from '@gcw/shared';
import { isAdmin } from '@gcw/shared';
import { MASCOT_IMAGE_URL } from '@gcw/shared/ui';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Who is signed in: photo (or the mascot), name, e-mail, role, completeness and verification. */
export function ProfileSummaryCard({ user }: { user: User }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Avatar
            src={user.profile_picture || MASCOT_IMAGE_URL}
            alt={`Foto ${user.name}`}
            sx={{ width: 72, height: 72 }}
            slotProps={{ img: { referrerPolicy: 'no-referrer' } }}
          />
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography
              variant="h2"
              component="h2"
              sx={{ fontSize: '1.35rem', wordBreak: 'break-word' }}
            >
              {user.name}
            </Typography>
            <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {user.email}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
              <Chip size="small" label={isAdmin(user) ? 'Admin' : 'Peserta'} />
              <Chip
                size="small"
                color={user.profile_has_updated ? 'success' : 'warning'}
                label={user.profile_has_updated ? 'Profil lengkap' : 'Profil belum lengkap'}
              />
              <Chip
                size="small"
                color={user.data_has_verified ? 'success' : 'default'}
                label={user.data_has_verified ? 'Data terverifikasi' : 'Data belum diverifikasi'}
              />
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
