import { PageFrame } from '@gcw/shared/ui';
import Stack from '@mui/material/Stack';

import { ConsentSection } from './consent-section';
import { ErasureSection } from './erasure-section';
import { ExportSection } from './export-section';

/**
 * /dashboard/data-saya: the student's rights over their personal data (UU 27/2022 Pelindungan
 * Data Pribadi): what they agreed to, a copy of everything held about them, and erasure.
 */
export function MyDataPage() {
  return (
    <PageFrame
      title="Data saya"
      subtitle="Data pribadi yang disimpan GCW tentang Anda: persetujuan, salinan data, dan penghapusan akun."
    >
      <Stack spacing={3}>
        <ConsentSection />
        <ExportSection />
        <ErasureSection />
      </Stack>
    </PageFrame>
  );
}
