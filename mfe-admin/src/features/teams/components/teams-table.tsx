import type { AdminTeam } from '@gcw/shared';
import { formatShortDate } from '@gcw/shared/format';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import type { Column, Selection } from '../../../components/list-table';
import { ListTable } from '../../../components/list-table';
import type { useListParams } from '../../../hooks/use-list-params';
import { PaymentChip, StageChip } from './team-chips';

interface TeamsTableProps {
  list: ReturnType<typeof useListParams>;
  rows: AdminTeam[] | undefined;
  total: number;
  loading: boolean;
  error: string | null;
  selection: Selection<AdminTeam>;
  onReview: (team: AdminTeam) => void;
}

const leaderOf = (team: AdminTeam) => team.members.find((m) => m.is_leader)?.name ?? '—';

export function TeamsTable({ list, onReview, ...props }: TeamsTableProps) {
  const columns: Column<AdminTeam>[] = [
    {
      id: 'team_name',
      label: 'Tim',
      sortKey: 'team_name',
      render: (t) => (
        <>
          {t.team_name}
          <Typography variant="caption" color="text.secondary" component="div">
            Kode {t.join_code}
          </Typography>
        </>
      ),
    },
    {
      id: 'actions',
      label: 'Aksi',
      render: (t) => (
        <Button size="small" onClick={() => onReview(t)} aria-label={`Tinjau ${t.team_name}`}>
          Tinjau
        </Button>
      ),
    },
    {
      id: 'payment',
      label: 'Pembayaran',
      // The reference the payer wrote in the transfer note, to match the bank statement.
      render: (t) => (
        <>
          <PaymentChip status={t.payment_status} />
          {t.payment_reference ? (
            <Typography variant="caption" sx={{ display: 'block', mt: 0.5 }}>
              {t.payment_reference}
            </Typography>
          ) : null}
        </>
      ),
    },
    { id: 'status', label: 'Tahap', render: (t) => <StageChip status={t.status} /> },
    { id: 'institusi', label: 'Institusi', render: (t) => t.institusi },
    { id: 'leader', label: 'Ketua', render: leaderOf },
    {
      id: 'member_count',
      label: 'Anggota',
      sortKey: 'member_count',
      render: (t) => `${t.member_count}/${t.max_members}`,
    },
    {
      id: 'supervisor',
      label: 'Pembimbing (NIDN)',
      render: (t) => `${t.supervisor} (${t.supervisor_nidn})`,
    },
    {
      id: 'created_at',
      label: 'Daftar',
      sortKey: 'created_at',
      render: (t) => formatShortDate(t.created_at),
    },
  ];
  return (
    <ListTable
      label="Daftar tim"
      columns={columns}
      rows={props.rows}
      rowKey={(t) => t.id}
      total={props.total}
      page={list.page}
      pageSize={list.pageSize}
      sort={list.sort}
      loading={props.loading}
      error={props.error}
      emptyText="Tidak ada tim yang cocok dengan pencarian atau filter."
      onSort={(sort) => list.update({ sort })}
      onPage={(page) => list.update({ page: String(page) })}
      onPageSize={(size) => list.update({ page_size: String(size) })}
      selection={props.selection}
    />
  );
}
