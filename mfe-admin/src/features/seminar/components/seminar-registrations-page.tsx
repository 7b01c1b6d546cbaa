import { PageFrame } from '@gcw/shared/ui';
import Stack from '@mui/material/Stack';

import { ExportCsvButton } from '../../../components/export-csv-button';
import { FilterSelect } from '../../../components/filter-select';
import { SearchField } from '../../../components/search-field';
import { useListParams } from '../../../hooks/use-list-params';
import { CheckInPanel } from './check-in-panel';
import { SeminarTable } from './seminar-table';

const FILTER_KEYS = ['checked_in'] as const;

/** /admin/seminar: the check-in desk on top, the registrations with their tickets below. */
export function SeminarRegistrationsPage() {
  const list = useListParams(FILTER_KEYS);
  return (
    <PageFrame
      title="Pendaftar Seminar"
      subtitle="Pendaftar, tiket dan check-in seminar."
      actions={<ExportCsvButton path="/seminar/export" params={list.params} fileName="seminar" />}
    >
      <Stack spacing={2}>
        <CheckInPanel />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SearchField
            label="Cari nama, e-mail, ID tiket, institusi"
            value={list.params.search ?? ''}
            onSearch={(search) => list.update({ search })}
          />
          <FilterSelect
            label="Kehadiran"
            value={list.params.checked_in ?? ''}
            options={[
              { value: 'true', label: 'Sudah hadir' },
              { value: 'false', label: 'Belum hadir' },
            ]}
            onChange={(value) => list.update({ checked_in: value })}
          />
        </Stack>
        <SeminarTable list={list} />
      </Stack>
    </PageFrame>
  );
}
