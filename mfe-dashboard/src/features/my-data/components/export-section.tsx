import { DATA_EXPORT_LIMITS } from '@gcw/shared';
import ArchiveIcon from '@mui/icons-material/Archive';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { refusalMessage } from '../../../lib/refusal-message';
import { useArchiveDownload } from '../hooks/use-archive-download';
import { useDataExports } from '../hooks/use-data-exports';
import { ExportItem } from './export-item';
import { SectionCard } from './section-card';

/** "Unduh data Anda": what the archive holds, asking for one, and the recent ones. */
export function ExportSection() {
  const exports = useDataExports();
  const archive = useArchiveDownload();
  const progressId = useId();
  return (
    <SectionCard title="Unduh data Anda">
      <Typography>
        Anda dapat mengunduh salinan data pribadi Anda: satu berkas ZIP berisi berkas JSON tentang
        akun, profil, tim, tiket seminar, notifikasi, persetujuan, dan catatan audit tentang Anda,
        beserta berkas-berkas yang pernah Anda unggah. Tautan unduhan berlaku{' '}
        {DATA_EXPORT_LIMITS.linkValidMinutes} menit setelah arsip siap; Anda dapat meminta arsip
        paling banyak {DATA_EXPORT_LIMITS.perDay} kali sehari.
      </Typography>
      <Box>
        <Button
          variant="outlined"
          startIcon={<ArchiveIcon />}
          onClick={() => void exports.request()}
          disabled={exports.requesting || exports.pending}
        >
          {exports.requesting ? 'Meminta…' : 'Siapkan arsip data'}
        </Button>
      </Box>
      {exports.pending ? (
        <Box role="status">
          <Typography id={progressId} variant="body2" sx={{ mb: 0.5 }}>
            Arsip data Anda sedang disiapkan. Halaman ini diperbarui sendiri begitu arsip siap.
          </Typography>
          <LinearProgress aria-labelledby={progressId} />
        </Box>
      ) : null}
      {exports.isLoading ? <Skeleton variant="rounded" height={72} /> : null}
      {exports.error ? (
        <Alert severity="error">
          {refusalMessage(exports.error, 'Daftar arsip gagal dimuat.')}
        </Alert>
      ) : null}
      {exports.data && exports.data.length > 0 ? (
        <Box
          component="ul"
          aria-label="Permintaan arsip terakhir"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {exports.data.map((entry) => (
            <li key={entry.id}>
              <ExportItem
                entry={entry}
                downloading={archive.downloading === entry.id}
                onDownload={() => void archive.download(entry.id)}
              />
            </li>
          ))}
        </Box>
      ) : null}
    </SectionCard>
  );
}
