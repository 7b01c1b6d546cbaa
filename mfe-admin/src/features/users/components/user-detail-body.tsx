import type { AdminUserDetail } from '@gcw/shared';
import { API_BASE_PATH, teamNameWithPrefix } from '@gcw/shared';
import { formatDate } from '@gcw/shared/format';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { FilePreview } from '../../../components/file-preview';
import { VerifyUserButton } from '../../../components/verify-user-button';
import { STATUS_LABELS } from '../../../lib/labels';
import { FileAccessPanel } from './file-access-panel';
import { UserMailSection } from './user-mail-section';

const FIELDS: { key: keyof AdminUserDetail; label: string }[] = [
  { key: 'email', label: 'E-mail' },
  { key: 'phone', label: 'Telepon' },
  { key: 'institusi', label: 'Institusi' },
  { key: 'nim', label: 'NIM' },
  { key: 'major', label: 'Program studi' },
  { key: 'role', label: 'Peran' },
];

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', participant: 'Peserta' };

/** An uploaded file lives under the API and needs the token; anything else is an outside link. */
function DocumentView({ value }: { value: string | null }) {
  if (value?.startsWith(API_BASE_PATH))
    return <FilePreview path={value} title="Dokumen media sosial" />;
  return (
    <Box>
      <Typography variant="subtitle2">Dokumen media sosial</Typography>
      {value ? (
        <Link href={value} target="_blank" rel="noopener noreferrer">
          Buka dokumen
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Belum diisi.
        </Typography>
      )}
    </Box>
  );
}

export function UserDetailBody({ user }: { user: AdminUserDetail }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={user.profile_picture ?? undefined} alt={user.name} />
        <Box>
          <Typography variant="subtitle1">{user.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            Terdaftar {formatDate(user.created_at)}
            {user.team_name ? ` · ${teamNameWithPrefix(user.team_name, 'Tim')}` : ''}
            {!user.team_name && user.id_team ? ` · Tim #${user.id_team}` : ''}
          </Typography>
        </Box>
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '8rem 1fr', gap: 1, m: 0 }}>
        {FIELDS.map((field) => (
          <Box key={field.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {field.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
              {field.key === 'role'
                ? (ROLE_LABELS[user.role] ?? user.role)
                : String(user[field.key] ?? '—')}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip label={user.profile_has_updated ? 'Profil lengkap' : 'Profil belum lengkap'} />
        <Chip
          color={user.data_has_verified ? 'success' : 'default'}
          label={user.data_has_verified ? 'Data terverifikasi' : 'Data belum diverifikasi'}
        />
      </Stack>
      <VerifyUserButton user={user} />
      <Divider />
      <DocumentView value={user.socmed_document} />
      <Divider />
      <Typography variant="subtitle2" component="h3">
        Pendaftaran acara
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {user.events.map((event) => (
          <li key={event.name}>
            <Typography variant="body2">
              {event.name}: {STATUS_LABELS[event.status] ?? event.status}
              {event.ticket ? ` · tiket ${event.ticket.ticket_id}` : ''}
            </Typography>
          </li>
        ))}
      </Box>
      <Divider />
      <UserMailSection user={user} />
      <FileAccessPanel userId={user.id} />
    </Stack>
  );
}
