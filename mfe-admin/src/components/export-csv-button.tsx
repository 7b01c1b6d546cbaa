import { ADMIN_API_BASE_PATH } from '@gcw/shared';
import { useAuthorizedRequest } from '@gcw/shared/store';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { fileErrorMessage } from '../api/file-error-message';
import type { ListParams } from '../hooks/use-list-params';
import { exportParams } from '../hooks/use-list-params';

interface ExportCsvButtonProps {
  /** Admin path of the export, e.g. `/users/export`. */
  path: string;
  /** The list's current query: the export holds the same filtered rows (all pages). */
  params: ListParams;
  fileName: string;
}

/** The CSV is only for a signed-in admin: fetched through the transport, saved from an object URL. */
export function ExportCsvButton({ path, params, fileName }: ExportCsvButtonProps) {
  const request = useAuthorizedRequest();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const result = await request<Blob>({
        path: `${ADMIN_API_BASE_PATH}${path}`,
        params: exportParams(params),
        as: 'blob',
      });
      if (result.error) {
        enqueueSnackbar(fileErrorMessage(result.error), { variant: 'error' });
        return;
      }
      const objectUrl = URL.createObjectURL(result.data);
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
