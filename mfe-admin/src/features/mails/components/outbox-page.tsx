import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { MAIL_STATES } from '@gcw/shared';
import { PageFrame } from '@gcw/shared/ui';

import { FilterSelect } from '../../common/components/filter-select';
import { SearchField } from '../../common/components/search-field';
import { useListParams } from '../../common/hooks/use-list-params';
import { MAIL_STATE_LABELS } from '../mail-labels';
import { OutboxTable } from './outbox-table';

const FILTER_KEYS = ['state'] as const;
const STATE_OPTIONS = MAIL_STATES.map((value) => ({ value, label: MAIL_STATE_LABELS[value] }));

/** /admin/mails: every mail the API queued, so an organiser can see what failed and why. */
export function OutboxPage() {
  const list = useListParams(FILTER_KEYS);
  return (
    <PageFrame
      title="Kotak keluar"
      subtitle="Semua e-mail yang diantrekan: menunggu, terkirim dan gagal."
    >
      <Stack spacing={2}>
        {/* A local run has no SMTP server: say where the "sent" mail went, or it looks lost. */}
        <Alert severity="info">
          Tanpa <code>SMTP_URL</code>, e-mail tidak dikirim ke penerima: setiap e-mail ditulis
          sebagai berkas <code>.eml</code> di folder <code>outbox</code> pada direktori data API (
          <code>DATA_DIR</code>). Buka berkas itu dengan aplikasi e-mail untuk melihat isinya.
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap>
          <SearchField
            label="Cari penerima atau subjek"
            value={list.params.search ?? ''}
            onSearch={(search) => list.update({ search })}
          />
          <FilterSelect
            label="Status"
            value={list.params.state ?? ''}
            options={STATE_OPTIONS}
            onChange={(state) => list.update({ state })}
          />
        </Stack>
        <OutboxTable list={list} />
      </Stack>
    </PageFrame>
  );
}
