import { PageFrame } from '@gcw/shared/ui';
import Stack from '@mui/material/Stack';

import { ErasureSection } from './erasure-section';
import { RetentionSection } from './retention-section';

/** /admin/data-pribadi: the retention of personal data and erasure requests (UU 27/2022). */
export function PrivacyPage() {
  return (
    <PageFrame
      title="Data pribadi"
      subtitle="Masa simpan data peserta dan permintaan penghapusan akun, sesuai UU 27/2022 tentang Pelindungan Data Pribadi."
    >
      <Stack spacing={3}>
        <RetentionSection />
        <ErasureSection />
      </Stack>
    </PageFrame>
  );
}
