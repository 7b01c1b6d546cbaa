import type { DataExport } from '@gcw/shared';
import { DATA_EXPORT_STATUS_LABELS } from '@gcw/shared';
import { formatDateTime, formatNumber } from '@gcw/shared/format';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { formatBytes } from '../../../lib/file-rules';

const STATUS_COLOR = {
  pending: 'info',
  ready: 'success',
  failed: 'error',
  expired: 'default',
} as const;

interface ExportItemProps {
  entry: DataExport;
  downloading: boolean;
  onDownload: () => void;
}

/** What the archive holds once ready: its size and how many uploaded files. */
function contentsOf(entry: DataExport): string | null {
  if (entry.size === null) return null;
  const files = entry.file_count ?? 0;
  return `${formatBytes(entry.size)} · ${formatNumber(files)} berkas unggahan`;
}

/** One archive request: when, its status, what it holds, and until when it can be downloaded. */
export function ExportItem({ entry, downloading, onDownload }: ExportItemProps) {
  const titleId = useId();
  const title = `Arsip ${formatDateTime(entry.requested_at)}`;
  const contents = entry.status === 'ready' ? contentsOf(entry) : null;
  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mr: 1 }}>
          {title}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLOR[entry.status]}
          label={DATA_EXPORT_STATUS_LABELS[entry.status]}
        />
      </Stack>
      {contents ? <Typography variant="body2">{contents}</Typography> : null}
      {entry.status === 'ready' && entry.expires_at ? (
        <Typography variant="body2" color="text.secondary">
          Dapat diunduh sampai {formatDateTime(entry.expires_at)}
        </Typography>
      ) : null}
      {entry.status === 'failed' ? (
        <Typography variant="body2" color="text.secondary">
          Arsip ini gagal disiapkan. Minta arsip baru.
        </Typography>
      ) : null}
      {entry.status === 'ready' ? (
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={onDownload}
          disabled={downloading}
          aria-label={`Unduh arsip ${formatDateTime(entry.requested_at)}`}
          sx={{ mt: 1.5 }}
        >
          {downloading ? 'Mengunduh…' : 'Unduh arsip'}
        </Button>
      ) : null}
    </Paper>
  );
}
