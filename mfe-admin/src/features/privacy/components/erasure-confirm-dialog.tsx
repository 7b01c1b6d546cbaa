import Typography from '@mui/material/Typography';

import { ConfirmDialog } from '../../../components/confirm-dialog';

interface ErasureConfirmDialogProps {
  /** The address about to be erased, or null when the dialog is closed. */
  email: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last question before an account goes: what is removed, and what the event keeps. */
export function ErasureConfirmDialog({
  email,
  busy,
  onConfirm,
  onClose,
}: ErasureConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={email !== null}
      title="Hapus akun ini?"
      message={
        <>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
            {email}
          </Typography>
          Akun ini dan datanya akan dihapus permanen: profil, berkas yang diunggah, keanggotaan tim
          dan pendaftaran seminar. Tim yang diketuainya diserahkan ke anggota lain, atau dibubarkan
          bila tidak ada anggota lain. Yang tetap disimpan, dengan nama samaran sebagai ganti nama:
          sertifikat yang sudah terbit dan pembayaran yang sudah diverifikasi (tanpa gambar
          buktinya). Tindakan ini tidak dapat dibatalkan.
        </>
      }
      confirmLabel={busy ? 'Menghapus…' : 'Hapus permanen'}
      danger
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
