import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router-dom';

import { ExportCsvButton } from '../../../components/export-csv-button';
import { useListParams } from '../../../hooks/use-list-params';
import { UserDetailPanel } from './user-detail-panel';
import { USER_FILTER_KEYS, UsersFilters } from './users-filters';
import { UsersTable } from './users-table';

/** Every student, searchable and filterable on the server, with a detail panel. */
export function UsersView() {
  const list = useListParams(USER_FILTER_KEYS);
  const [openId, setOpenId] = useUserParam(list);
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <UsersFilters params={list.params} update={list.update} />
        <ExportCsvButton path="/users/export" params={list.params} fileName="pengguna" />
      </Stack>
      <UsersTable list={list} onOpen={setOpenId} />
      <UserDetailPanel userId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}

/** The open user is in the URL (`?user=12`) so a link can point at one student. */
function useUserParam(list: ReturnType<typeof useListParams>) {
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('user')) || null;
  const open = (next: number | null) => list.update({ user: next ? String(next) : null }, true);
  return [id, open] as const;
}
