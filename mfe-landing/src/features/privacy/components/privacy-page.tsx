import { PATHS, PRIVACY_NOTICE_VERSION } from '@gcw/shared';
import { formatDate } from '@gcw/shared/format';
import { PageFrame } from '@gcw/shared/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';

import { CollectedDataSection } from './collected-data-section';
import { CommitteeAccessSection } from './committee-access-section';
import { ControllerSection } from './controller-section';
import { KeptAfterErasureSection } from './kept-after-erasure-section';
import { RetentionSection } from './retention-section';
import { RightsSection } from './rights-section';

/**
 * The privacy notice (/privasi), public: what the event holds about a student, why, who sees
 * it, for how long, and how to use their rights (UU 27/2022). Its version is the one the
 * register form and the shell's consent gate ask students to agree to.
 */
export function PrivacyPage() {
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center' }}>
      <PageFrame
        title="Kebijakan Privasi"
        // The version is a date: the day this text took effect.
        subtitle={`Versi ${PRIVACY_NOTICE_VERSION}, berlaku sejak ${formatDate(PRIVACY_NOTICE_VERSION)}.`}
        actions={
          <Button component={Link} to={PATHS.home} variant="outlined">
            Kembali ke Beranda
          </Button>
        }
      >
        <Box sx={{ maxWidth: '72ch' }}>
          <Typography sx={{ mb: 4 }}>
            Halaman ini menjelaskan data pribadi apa yang kami kumpulkan saat Anda mendaftar dan
            mengikuti acara, untuk apa data itu dipakai, siapa yang dapat melihatnya, berapa lama
            disimpan, dan bagaimana Anda menggunakan hak Anda. Bila isi halaman ini berubah, Anda
            akan diminta menyetujuinya kembali saat masuk.
          </Typography>
          <ControllerSection />
          <CollectedDataSection />
          <CommitteeAccessSection />
          <RetentionSection />
          <KeptAfterErasureSection />
          <RightsSection />
        </Box>
      </PageFrame>
    </Box>
  );
}
