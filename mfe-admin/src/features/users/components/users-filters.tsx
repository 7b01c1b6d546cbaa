import Stack from '@mui/material/Stack';

import { FilterSelect } from '../../../components/filter-select';
import { SearchField } from '../../../components/search-field';
import type { ListParams } from '../../../hooks/use-list-params';

const YES_NO = [
  { value: 'true', label: 'Ya' },
  { value: 'false', label: 'Belum' },
];

interface UsersFiltersProps {
  params: ListParams;
  update: (changes: Record<string, string | null>) => void;
}

export const USER_FILTER_KEYS = ['role', 'verified', 'profile_completed'] as const;

export function UsersFilters({ params, update }: UsersFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <SearchField
        label="Cari nama, e-mail, NIM, institusi"
        value={params.search ?? ''}
        onSearch={(search) => update({ search })}
      />
      <FilterSelect
        label="Terverifikasi"
        value={params.verified ?? ''}
        options={YES_NO}
        onChange={(verified) => update({ verified })}
      />
      <FilterSelect
        label="Profil lengkap"
        value={params.profile_completed ?? ''}
        options={YES_NO}
        onChange={(value) => update({ profile_completed: value })}
      />
      <FilterSelect
        label="Peran"
        value={params.role ?? ''}
        options={[
          { value: 'participant', label: 'Peserta' },
          { value: 'admin', label: 'Admin' },
        ]}
        onChange={(role) => update({ role })}
      />
    </Stack>
  );
}
