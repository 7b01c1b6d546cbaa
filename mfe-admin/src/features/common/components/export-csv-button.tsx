import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import {
  ADMIN_API_BASE_PATH,
  selectAccessToken,
  selectAppConfig,
  useAppSelector,
} from '@gcw/shared';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { apiUrl, fetchWithToken } from '../api/fetch-with-token';
import type { ListParams } from '../hooks/use-list-params';
import { exportParams } from '../hooks/use-list-params';

interface ExportCsvButtonProps {
  /** Admin path of the export, e.g. `/users/export`. */
  path: string;
  /** The list's current query: the export holds the same filtered rows (all pages). */
  params: ListParams;
  fileName: string;
}

/** The CSV needs the Bearer token, so it is fetched and saved through an object URL. */
export function ExportCsvButton({ path, params, fileName }: ExportCsvButtonProps) {
  const token = useAppSelector(selectAccessToken);
  const { apiOrigin } = useAppSelector(selectAppConfig);
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const url = apiUrl(apiOrigin, `${ADMIN_API_BASE_PATH}${path}`, exportParams(params));
      const blob = await fetchWithToken(url, token);
      const objectUrl = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = `${fileName}-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // Revoked later: some browsers start the download only after click() returns.
      setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
      enqueueSnackbar('CSV berhasil diunduh.', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(error instanceof Error ? error.message : 'Gagal mengunduh CSV.', {
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={busy}>
      {busy ? 'Mengunduh…' : 'Ekspor CSV'}
    </Button>
  );
}
