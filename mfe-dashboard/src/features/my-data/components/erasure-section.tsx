import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';

import { refusalMessage } from '../../../lib/refusal-message';
import { useGetMyErasurePreviewQuery } from '../api/privacy-api';
import { ErasureDialog } from './erasure-dialog';
import { ErasurePreviewList } from './erasure-preview-list';
import { SectionCard } from './section-card';

/** "Hapus akun": the warning, what erasure would do, and the way to the confirmation. */
export function ErasureSection() {
  const { data, error, isLoading } = useGetMyErasurePreviewQuery();
  const [open, setOpen] = useState(false);
  return (
    <SectionCard title="Hapus akun" danger>
      <Alert severity="warning">
        Menghapus akun bersifat permanen dan tidak dapat dibatalkan. Unduh arsip data Anda terlebih
        dahulu bila Anda masih memerlukannya.
      </Alert>
      {isLoading ? <Skeleton variant="rounded" height={96} /> : null}
      {error ? (
        <Alert severity="error">
          {refusalMessage(error, 'Rincian penghapusan akun gagal dimuat.')}
        </Alert>
      ) : null}
      {data?.blocked ? (
        // A committee member's account: nothing to confirm here (the API would refuse it).
        <Alert severity="info">{data.blocked}</Alert>
      ) : null}
      {data && !data.blocked ? (
        <>
          <ErasurePreviewList preview={data} />
          <Box>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteForeverIcon />}
              onClick={() => setOpen(true)}
            >
              Hapus akun saya…
            </Button>
          </Box>
          <ErasureDialog
            open={open}
            hasPassword={data.has_password}
            onClose={() => setOpen(false)}
          />
        </>
      ) : null}
    </SectionCard>
  );
}
