import type { AdminCertificate } from '@gcw/shared';
import { formatShortDateTime } from '@gcw/shared/format';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { Column } from '../../../components/list-table';
import { PagedListTable } from '../../../components/paged-list-table';
import { SearchField } from '../../../components/search-field';
import type { useListParams } from '../../../hooks/use-list-params';
import { useGetAdminCertificatesQuery } from '../api/certificates-api';
import { RevokeDialog } from './revoke-dialog';

function state(row: AdminCertificate) {
  if (!row.revoked_at) return <Chip size="small" color="success" label="Sah" />;
  return (
    <Tooltip title={row.revoke_reason ?? ''}>
      <Chip size="small" color="error" label={`Dicabut ${formatShortDateTime(row.revoked_at)}`} />
    </Tooltip>
  );
}

/** The certificates issued of the chosen template, searchable, each revocable with a reason. */
export function IssuedList({ list }: { list: ReturnType<typeof useListParams> }) {
  const result = useGetAdminCertificatesQuery(list.params);
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);

  const columns: Column<AdminCertificate>[] = [
    { id: 'code', label: 'Kode', render: (r) => r.code },
    { id: 'name', label: 'Nama', render: (r) => r.recipient_name },
    { id: 'institusi', label: 'Institusi', render: (r) => r.institusi ?? '—' },
    { id: 'team', label: 'Tim', render: (r) => r.team_name ?? '—' },
    { id: 'issued_at', label: 'Terbit', render: (r) => formatShortDateTime(r.issued_at) },
    { id: 'state', label: 'Status', render: state },
    {
      id: 'actions',
      label: 'Aksi',
      render: (r) =>
        r.revoked_at ? null : (
          <Button
            size="small"
            color="error"
            aria-label={`Cabut sertifikat ${r.recipient_name}`}
            onClick={() => setRevoking(r)}
          >
            Cabut
          </Button>
        ),
    },
  ];

  return (
    <Stack spacing={2} component="section" aria-labelledby="issued-title">
      <Typography id="issued-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Sertifikat terbit
      </Typography>
      <SearchField
        label="Cari nama, kode, institusi"
        value={list.params.search ?? ''}
        onSearch={(search) => list.update({ search })}
      />
      {result.data?.total === 0 && !list.params.search ? (
        // Nothing issued yet: a sentence, not an empty table to scroll sideways on a phone.
        <Typography color="text.secondary">Belum ada sertifikat jenis ini yang terbit.</Typography>
      ) : (
        <PagedListTable
          label="Sertifikat terbit"
          columns={columns}
          rowKey={(r) => r.code}
          list={list}
          result={result}
          errorText="Gagal memuat sertifikat."
          emptyText="Belum ada sertifikat yang cocok."
        />
      )}
      <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}
