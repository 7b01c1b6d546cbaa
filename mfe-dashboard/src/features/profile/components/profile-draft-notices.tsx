import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Says that the form shows a draft kept in this browser, and offers the saved profile back. */
export function DraftRestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          Buang isian
        </Button>
      }
    >
      Isian yang belum Anda simpan kami pulihkan. Periksa lalu tekan Simpan profil.
    </Alert>
  );
}

/** A screenshot chosen before leaving the page was not saved; a browser cannot keep the file. */
export function ChooseFileAgainNotice({ fileName }: { fileName: string }) {
  return (
    <Alert severity="warning">
      Tangkapan layar &quot;{fileName}&quot; yang Anda pilih sebelumnya belum tersimpan. Pilih
      berkas itu lagi.
    </Alert>
  );
}
