import type { AdminSeminarEntry } from '@gcw/shared';
import { formatShortDate, formatShortDateTime } from '@gcw/shared/format';
import Chip from '@mui/material/Chip';

import type { Column } from '../../../components/list-table';
import { PagedListTable } from '../../../components/paged-list-table';
import type { useListParams } from '../../../hooks/use-list-params';
import { useGetAdminSeminarQuery } from '../api/seminar-api';

/** Attendance, or that the student gave the seat back (such a ticket admits no one). */
function attendance(r: AdminSeminarEntry) {
  if (r.cancelled_at)
    return (
      <Chip
        size="small"
        color="warning"
        label={`Dibatalkan ${formatShortDateTime(r.cancelled_at)}`}
      />
    );
  if (r.checked_in_at)
    return (
      <Chip size="small" color="success" label={`Hadir ${formatShortDateTime(r.checked_in_at)}`} />
    );
  return <Chip size="small" label="Belum hadir" />;
}

const columns: Column<AdminSeminarEntry>[] = [
  { id: 'ticket_id', label: 'ID tiket', render: (r) => r.ticket_id },
  { id: 'name', label: 'Nama', sortKey: 'name', render: (r) => r.user.name },
  {
    id: 'checked_in_at',
    label: 'Kehadiran',
    sortKey: 'checked_in_at',
    render: attendance,
  },
  { id: 'email', label: 'E-mail', render: (r) => r.user.email },
  { id: 'institusi', label: 'Institusi', render: (r) => r.user.institusi ?? '—' },
  { id: 'nim', label: 'NIM', render: (r) => r.user.nim ?? '—' },
  { id: 'team', label: 'Tim', render: (r) => r.team_name ?? '—' },
  {
    id: 'issued_at',
    label: 'Terbit',
    sortKey: 'issued_at',
    render: (r) => formatShortDateTime(r.issued_at),
  },
  { id: 'valid_until', label: 'Berlaku s.d.', render: (r) => formatShortDate(r.valid_until) },
];

export function SeminarTable({ list }: { list: ReturnType<typeof useListParams> }) {
  const result = useGetAdminSeminarQuery(list.params);
  return (
    <PagedListTable
      label="Pendaftar seminar"
      columns={columns}
      rowKey={(r) => r.ticket_id}
      list={list}
      result={result}
      errorText="Gagal memuat pendaftar seminar."
      emptyText="Belum ada pendaftar yang cocok dengan pencarian atau filter."
    />
  );
}
