import type { AdminUser } from '@gcw/shared';
import { formatShortDate } from '@gcw/shared/format';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

import { useGetAdminUsersQuery } from '../../../api/users-api';
import type { Column } from '../../../components/list-table';
import { PagedListTable } from '../../../components/paged-list-table';
import { VerifyUserButton } from '../../../components/verify-user-button';
import type { useListParams } from '../../../hooks/use-list-params';

interface UsersTableProps {
  list: ReturnType<typeof useListParams>;
  onOpen: (id: number) => void;
}

const flag = (value: boolean, yes: string, no: string) => (
  <Chip size="small" color={value ? 'success' : 'default'} label={value ? yes : no} />
);

export function UsersTable({ list, onOpen }: UsersTableProps) {
  const result = useGetAdminUsersQuery(list.params);
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
    // The team by its name (an older API answers only its id); the per-event statuses are in
    // the detail panel.
    { id: 'team', label: 'Tim', render: (u) => u.team_name ?? (u.id_team ? `#${u.id_team}` : '—') },
    {
      id: 'created_at',
      label: 'Daftar',
      sortKey: 'created_at',
      render: (u) => formatShortDate(u.created_at),
    },
  ];
  return (
    <PagedListTable
      label="Daftar pengguna"
      columns={columns}
      rowKey={(u) => u.id}
      list={list}
      result={result}
      errorText="Gagal memuat pengguna."
      emptyText="Tidak ada pengguna yang cocok dengan pencarian atau filter."
    />
  );
}
