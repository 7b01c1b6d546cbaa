import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRunRetention } from '../hooks/use-run-retention';

/** "Jalankan retensi sekarang": asks first, as what it removes cannot be brought back. */
export function RunRetentionButton() {
  const [open, setOpen] = useState(false);
  const { runNow, busy } = useRunRetention();
  return (
    <>
      <Button
        variant="contained"
        color="warning"
        startIcon={<DeleteSweepIcon />}
        onClick={() => setOpen(true)}
        disabled={busy}
      >
        Jalankan retensi sekarang
      </Button>
      <ConfirmDialog
        open={open}
        title="Jalankan retensi sekarang?"
        message={
          <>
            Semua data yang sudah melewati masa simpannya akan dihapus sekarang, sesuai masa simpan
            di halaman ini. Penghapusan ini permanen dan tidak dapat dibatalkan.
          </>
        }
        confirmLabel={busy ? 'Menjalankan…' : 'Jalankan retensi'}
        danger
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          if (await runNow()) setOpen(false);
        }}
      />
    </>
  );
}
