import { PATHS } from '@gcw/shared';
import { PageFrame } from '@gcw/shared/ui';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';

import { usePageTitle } from '../features/page-title/use-page-title';

export function NotFoundPage() {
  usePageTitle('Halaman tidak ditemukan');
  return (
    <PageFrame title="Halaman tidak ditemukan" subtitle="Alamat yang Anda buka tidak ada.">
      <Button component={Link} to={PATHS.home} variant="contained">
        Kembali ke beranda
      </Button>
    </PageFrame>
  );
}
