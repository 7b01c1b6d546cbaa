import { PATHS } from '@gcw/shared';
import { formatDateTime } from '@gcw/shared/format';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { refusalMessage } from '../../../lib/refusal-message';
import { useGetMyConsentQuery } from '../api/privacy-api';
import { SectionCard } from './section-card';

/** "Persetujuan privasi": which version of the notice the student agreed to, and when. */
export function ConsentSection() {
  const { data, error, isLoading } = useGetMyConsentQuery();
  return (
    <SectionCard title="Persetujuan privasi">
      {isLoading ? <Skeleton variant="text" aria-label="Memuat persetujuan privasi" /> : null}
      {error ? (
        <Alert severity="error">{refusalMessage(error, 'Persetujuan privasi gagal dimuat.')}</Alert>
      ) : null}
      {data ? (
        <Typography>
          {data.accepted_version && data.accepted_at
            ? `Anda menyetujui Kebijakan Privasi versi ${data.accepted_version} pada ${formatDateTime(data.accepted_at)}.`
            : 'Anda belum menyetujui Kebijakan Privasi.'}
        </Typography>
      ) : null}
      {data && data.accepted_version && !data.current ? (
        <Alert severity="info">
          Kebijakan Privasi telah diperbarui ke versi {data.version}. Baca versi terbarunya.
        </Alert>
      ) : null}
      <Typography>
        <Link component={RouterLink} to={PATHS.privacy}>
          Baca Kebijakan Privasi
        </Link>
      </Typography>
    </SectionCard>
  );
}
