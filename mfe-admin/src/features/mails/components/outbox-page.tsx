import { MAIL_STATES } from '@gcw/shared';
import { PageFrame } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router-dom';

import { FilterSelect } from '../../../components/filter-select';
import { MailDetailDialog } from '../../../components/mail-detail-dialog';
import { SearchField } from '../../../components/search-field';
import { useListParams } from '../../../hooks/use-list-params';
import { MAIL_FILTER_LABELS } from '../../../lib/mail-labels';
import { OutboxTable } from './outbox-table';

const FILTER_KEYS = ['state'] as const;
const STATE_OPTIONS = MAIL_STATES.map((value) => ({ value, label: MAIL_FILTER_LABELS[value] }));

/** /admin/mails: every mail the API queued, so an organiser can see what failed and why. */
export function OutboxPage() {
  const list = useListParams(FILTER_KEYS);
  const [searchParams] = useSearchParams();
  // The open mail is in the URL (`?mail=12`), so a link can point at one mail.
  const openId = Number(searchParams.get('mail')) || null;
  const open = (id: number | null) => list.update({ mail: id ? String(id) : null }, true);
  return (
    <PageFrame
      title="Kotak keluar"
      subtitle="Semua e-mail yang diantrekan: menunggu, terkirim, disimpan di server dan gagal."
    >
      <Stack spacing={2}>
        {/* A run without an SMTP server: say where the mail went, or it looks sent or lost. */}
        <Alert severity="info">
          Tanpa <code>SMTP_URL</code>, e-mail tidak dikirim ke penerima: setiap e-mail ditulis
          sebagai berkas <code>.eml</code> di folder <code>outbox</code> pada direktori data API (
          <code>DATA_DIR</code>) dan berstatus &quot;Disimpan di server, tidak dikirim&quot;. Pilih
          &quot;Buka&quot; untuk membaca isinya dan tautannya, lalu sampaikan kepada penerima.
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
        <OutboxTable list={list} onOpen={open} />
      </Stack>
      <MailDetailDialog mailId={openId} onOpen={open} onClose={() => open(null)} />
    </PageFrame>
  );
}
