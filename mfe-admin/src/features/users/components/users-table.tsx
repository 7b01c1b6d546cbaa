import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AdminUser } from '@gcw/shared';
import { errorMessage } from '@gcw/shared';

import type { Column } from '../../common/components/list-table';
import { ListTable } from '../../common/components/list-table';
import { formatShortDate } from '../../common/format-short';
import type { useListParams } from '../../common/hooks/use-list-params';
import { useGetAdminUsersQuery } from '../api/users-api';
import { VerifyUserButton } from './verify-user-button';

interface UsersTableProps {
  list: ReturnType<typeof useListParams>;
  onOpen: (id: number) => void;
}

const flag = (value: boolean, yes: string, no: string) => (
  <Chip size="small" color={value ? 'success' : 'default'} label={value ? yes : no} />
);

export function UsersTable({ list, onOpen }: UsersTableProps) {
  const { data, error, isFetching } = useGetAdminUsersQuery(list.params);
  const columns: Column<AdminUser>[] = [
    { id: 'name', label: 'Nama', sortKey: 'name', render: (u) => u.name },
    {
      id: 'actions',
      label: 'Aksi',
      render: (u) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => onOpen(u.id)} aria-label={`Detail ${u.name}`}>
            Detail
          </Button>
          <VerifyUserButton user={u} size="small" named />
        </Stack>
      ),
    },
    {
      id: 'verified',
      label: 'Verifikasi',
      render: (u) => flag(u.data_has_verified, 'Terverifikasi', 'Belum'),
    },
    {
      id: 'profile',
      label: 'Profil',
      render: (u) => flag(u.profile_has_updated, 'Lengkap', 'Belum lengkap'),
    },
    { id: 'email', label: 'E-mail', sortKey: 'email', render: (u) => u.email },
    { id: 'institusi', label: 'Institusi', render: (u) => u.institusi ?? '—' },
    { id: 'nim', label: 'NIM', render: (u) => u.nim ?? '—' },
    { id: 'major', label: 'Program studi', render: (u) => u.major ?? '—' },
    { id: 'phone', label: 'Telepon', render: (u) => u.phone ?? '—' },
    // The list answers only the team id; the per-event statuses are in the detail panel.
    { id: 'team', label: 'Tim', render: (u) => (u.id_team ? `#${u.id_team}` : '—') },
    {
      id: 'created_at',
      label: 'Daftar',
      sortKey: 'created_at',
      render: (u) => formatShortDate(u.created_at),
    },
  ];
  return (
    <ListTable
      label="Daftar pengguna"
      columns={columns}
      rows={error ? undefined : data?.items}
      rowKey={(u) => u.id}
      total={data?.total ?? 0}
      page={list.page}
      pageSize={list.pageSize}
      sort={list.sort}
      loading={isFetching}
      error={error ? errorMessage(error, 'Gagal memuat pengguna.') : null}
      emptyText="Tidak ada pengguna yang cocok dengan pencarian atau filter."
      onSort={(sort) => list.update({ sort })}
      onPage={(page) => list.update({ page: String(page) })}
      onPageSize={(size) => list.update({ page_size: String(size) })}
    />
  );
}
