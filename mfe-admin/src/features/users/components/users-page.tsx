import Stack from '@mui/material/Stack';
import { PageFrame } from '@gcw/shared';
import { useSearchParams } from 'react-router-dom';

import { ExportCsvButton } from '../../common/components/export-csv-button';
import { useListParams } from '../../common/hooks/use-list-params';
import { SummaryCards } from './summary-cards';
import { USER_FILTER_KEYS, UsersFilters } from './users-filters';
import { UsersTable } from './users-table';
import { UserDetailPanel } from './user-detail-panel';

/** /admin: every student, searchable and filterable on the server, with a detail panel. */
export function UsersPage() {
  const list = useListParams(USER_FILTER_KEYS);
  const [openId, setOpenId] = useUserParam(list);
  return (
    <PageFrame
      title="Pengguna"
      subtitle="Daftar peserta, kelengkapan profil dan verifikasi data."
      actions={<ExportCsvButton path="/users/export" params={list.params} fileName="pengguna" />}
    >
      <SummaryCards />
      <Stack spacing={2}>
        <UsersFilters params={list.params} update={list.update} />
        <UsersTable list={list} onOpen={setOpenId} />
      </Stack>
      <UserDetailPanel userId={openId} onClose={() => setOpenId(null)} />
    </PageFrame>
  );
}

/** The open user is in the URL (`?user=12`) so a link can point at one student. */
function useUserParam(list: ReturnType<typeof useListParams>) {
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('user')) || null;
  const open = (next: number | null) => list.update({ user: next ? String(next) : null }, true);
  return [id, open] as const;
}
