import type { OutboxMail } from '@gcw/shared';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { useGetAdminMailsQuery } from '../../../api/mails-api';
import type { Column } from '../../../components/list-table';
import { MailStateChip } from '../../../components/mail-state-chip';
import { PagedListTable } from '../../../components/paged-list-table';
import type { useListParams } from '../../../hooks/use-list-params';
import { formatMailTime } from '../../../lib/format-mail-time';
import { templateLabel } from '../../../lib/mail-labels';

const columns = (onOpen: (id: number) => void): Column<OutboxMail>[] => [
  { id: 'to', label: 'Penerima', render: (m) => m.to },
  {
    id: 'open',
    label: 'Aksi',
    render: (m) => (
      <Button
        size="small"
        onClick={() => onOpen(m.id)}
        aria-label={`Buka e-mail ${m.subject} untuk ${m.to}`}
      >
        Buka
      </Button>
    ),
  },
  { id: 'subject', label: 'Subjek', render: (m) => m.subject, wrap: true },
  { id: 'template', label: 'Template', render: (m) => templateLabel(m.template) },
  {
    id: 'state',
    label: 'Status',
    render: (m) => <MailStateChip state={m.state} delivery={m.delivery} />,
  },
  { id: 'attempts', label: 'Percobaan', render: (m) => m.attempts },
  {
    id: 'last_error',
    label: 'Galat terakhir',
    wrap: true,
    render: (m) =>
      m.last_error ? (
        <Typography variant="body2" color="error" sx={{ wordBreak: 'break-word' }}>
          {m.last_error}
        </Typography>
      ) : (
        '—'
      ),
  },
  // The API sorts by these two only (newest first by default).
  {
    id: 'created_at',
    label: 'Dibuat',
    sortKey: 'created_at',
    render: (m) => formatMailTime(m.created_at),
  },
  {
    id: 'sent_at',
    label: 'Terkirim',
    sortKey: 'sent_at',
    render: (m) => formatMailTime(m.sent_at),
  },
];

interface OutboxTableProps {
  list: ReturnType<typeof useListParams>;
  onOpen: (id: number) => void;
}

export function OutboxTable({ list, onOpen }: OutboxTableProps) {
  const result = useGetAdminMailsQuery(list.params);
  return (
    <PagedListTable
      label="Kotak keluar"
      columns={columns(onOpen)}
      rowKey={(m) => m.id}
      list={list}
      result={result}
      errorText="Gagal memuat kotak keluar."
      emptyText="Tidak ada e-mail yang cocok dengan pencarian atau filter."
    />
  );
}
