import type { TeamMember } from '@gcw/shared';
import { API_BASE_PATH } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useGetAdminUserQuery } from '../../../api/users-api';
import { FilePreview } from '../../../components/file-preview';
import { VerifyUserButton } from '../../../components/verify-user-button';

/**
 * The team answer lists members without their documents or verification, so each card loads
 * the member's admin record (at most 5 per team).
 */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  const { data, error, isLoading } = useGetAdminUserQuery(member.id);
  const document = data?.socmed_document ?? null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={`Anggota ${member.name}`} role="group">
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle2">{member.name}</Typography>
          {member.is_leader ? <Chip size="small" color="primary" label="Ketua" /> : null}
          {data ? (
            <Chip
              size="small"
              color={data.data_has_verified ? 'success' : 'default'}
              label={data.data_has_verified ? 'Data terverifikasi' : 'Data belum diverifikasi'}
            />
          ) : null}
        </Stack>
        <Typography variant="body2">{member.email}</Typography>
        <Typography variant="body2" color="text.secondary">
          NIM {member.nim ?? '—'} · {member.major ?? '—'} · {member.institusi ?? '—'} · Telp{' '}
          {member.phone ?? '—'}
        </Typography>
        {isLoading ? <Skeleton variant="text" width="60%" /> : null}
        {error ? (
          <Alert severity="error">{errorMessage(error, 'Gagal memuat data anggota.')}</Alert>
        ) : null}
        {document?.startsWith(API_BASE_PATH) ? (
          <FilePreview path={document} title={`Dokumen ${member.name}`} />
        ) : null}
        {document && !document.startsWith(API_BASE_PATH) ? (
          <Link href={document} target="_blank" rel="noopener noreferrer" variant="body2">
            Dokumen media sosial {member.name}
          </Link>
        ) : null}
        {data && !document ? (
          <Typography variant="body2" color="text.secondary">
            Dokumen belum diisi.
          </Typography>
        ) : null}
        {data ? <VerifyUserButton user={data} /> : null}
      </Stack>
    </Paper>
  );
}
