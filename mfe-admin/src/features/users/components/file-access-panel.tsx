import type { FileAccessEntry } from '@gcw/shared/contract';
import { hasGrant } from '@gcw/shared/contract';
import { formatShortDateTime } from '@gcw/shared/format';
import { errorMessage, useCommitteeGrants } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { useGetUserFileAccessQuery } from '../api/file-access-api';

const FILE_KIND_LABELS: Record<FileAccessEntry['file_kind'], string> = {
  socmed_document: 'Dokumen media sosial',
  payment_proof: 'Bukti pembayaran',
  proposal: 'Proposal',
  other: 'Berkas lain',
};

function AccessTable({ userId }: { userId: number }) {
  const { data, error, isLoading } = useGetUserFileAccessQuery(userId);
  if (error)
    return <Alert severity="error">{errorMessage(error, 'Gagal memuat riwayat akses.')}</Alert>;
  if (isLoading || !data) return <Skeleton variant="rounded" height={80} />;
  if (data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Belum ada panitia yang membuka berkas pengguna ini.
      </Typography>
    );
  return (
    <Table size="small" aria-label="Riwayat akses berkas">
      <TableHead>
        <TableRow>
          <TableCell>Siapa</TableCell>
          <TableCell>Kapan</TableCell>
          <TableCell>Berkas</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{entry.viewer_name}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatShortDateTime(entry.viewed_at)}
            </TableCell>
            <TableCell>
              {FILE_KIND_LABELS[entry.file_kind] ?? FILE_KIND_LABELS.other}
              {entry.team_id ? ` (tim #${entry.team_id})` : ''}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * "Who saw what" (UU 27/2022): each opening of this student's document or payment proof by a
 * committee member. Only for those who manage the committee; nothing shows for the others.
 */
export function FileAccessPanel({ userId }: { userId: number }) {
  const { grants } = useCommitteeGrants();
  if (!grants || !hasGrant(grants, 'committee.manage')) return null;
  return (
    <>
      <Divider />
      <Stack component="section" aria-labelledby="file-access-title" spacing={1}>
        <Typography id="file-access-title" variant="subtitle2" component="h3">
          Riwayat akses berkas
        </Typography>
        <AccessTable userId={userId} />
      </Stack>
    </>
  );
}
