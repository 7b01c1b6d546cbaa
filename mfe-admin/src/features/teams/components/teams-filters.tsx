import { EVENT_STATUSES, PAYMENT_STATUSES } from '@gcw/shared';
import Stack from '@mui/material/Stack';

import { FilterSelect } from '../../../components/filter-select';
import { SearchField } from '../../../components/search-field';
import type { ListParams } from '../../../hooks/use-list-params';
import { PAYMENT_LABELS, STATUS_LABELS } from '../../../lib/labels';

export const TEAM_FILTER_KEYS = ['status', 'payment_status'] as const;

interface TeamsFiltersProps {
  params: ListParams;
  update: (changes: Record<string, string | null>) => void;
}

export function TeamsFilters({ params, update }: TeamsFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <SearchField
        label="Cari tim, kode, institusi, pembimbing"
        value={params.search ?? ''}
        onSearch={(search) => update({ search })}
      />
      <FilterSelect
        label="Pembayaran"
        value={params.payment_status ?? ''}
        options={PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_LABELS[value] }))}
        onChange={(value) => update({ payment_status: value })}
      />
      <FilterSelect
        label="Tahap"
        value={params.status ?? ''}
        options={EVENT_STATUSES.filter((s) => s !== 'Unregistered').map((value) => ({
          value,
          label: STATUS_LABELS[value],
        }))}
        onChange={(status) => update({ status })}
      />
    </Stack>
  );
}
