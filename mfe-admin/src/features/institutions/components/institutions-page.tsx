import type { UnmatchedInstitution } from '@gcw/shared';
import { PageFrame } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useGetUnmatchedInstitutionsQuery } from '../api/institutions-api';
import { AddDialog } from './add-dialog';
import { MergeDialog } from './merge-dialog';

type Action = { kind: 'merge' | 'add'; row: UnmatchedInstitution } | null;

/**
 * /admin/institutions: names students typed that match no canonical institution. Merging or
 * adding one re-points its profiles and teams, so the same-institution rule holds (audited).
 */
export function InstitutionsPage() {
  const queue = useGetUnmatchedInstitutionsQuery();
  const [action, setAction] = useState<Action>(null);
  const rows = queue.data ?? [];
  return (
    <PageFrame
      title="Institusi"
      subtitle="Nama institusi yang diketik peserta dan belum cocok dengan daftar resmi."
    >
      <Stack spacing={2}>
        {queue.isError ? <Alert severity="error">Antrean tidak dapat dimuat.</Alert> : null}
        {queue.isSuccess && rows.length === 0 ? (
          <Alert severity="success">Semua institusi peserta sudah cocok dengan daftar.</Alert>
        ) : null}
        <TableContainer>
          <Table aria-label="Institusi belum cocok" size="small">
            <TableHead>
              <TableRow>
                <TableCell>Nama yang diketik</TableCell>
                <TableCell align="right">Peserta</TableCell>
                <TableCell align="right">Tim</TableCell>
                <TableCell>Tindakan</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell>
                    <Typography variant="body2">{row.name}</Typography>
                    {row.variants.length > 1 ? (
                      <Typography variant="caption" color="text.secondary">
                        Ejaan lain: {row.variants.filter((v) => v !== row.name).join('; ')}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell align="right">{row.users}</TableCell>
                  <TableCell align="right">{row.teams}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        onClick={() => setAction({ kind: 'merge', row })}
                        aria-label={`Gabungkan ${row.name}`}
                      >
                        Gabungkan
                      </Button>
                      <Button
                        size="small"
                        onClick={() => setAction({ kind: 'add', row })}
                        aria-label={`Tambah ${row.name} sebagai institusi baru`}
                      >
                        Tambah baru
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>
      {action?.kind === 'merge' ? (
        <MergeDialog row={action.row} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === 'add' ? (
        <AddDialog row={action.row} onClose={() => setAction(null)} />
      ) : null}
    </PageFrame>
  );
}
