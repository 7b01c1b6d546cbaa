import type { AnnouncementPreview } from '@gcw/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PreviewViews } from './preview-views';
import { ScheduleForm } from './schedule-form';

interface PreviewDialogProps {
  preview: AnnouncementPreview;
  busy: boolean;
  onClose: () => void;
  onSend: () => void;
  /** Answers whether it was scheduled (the dialog stays open on a refusal). */
  onSchedule: (at: string) => Promise<boolean>;
}

/** The announcement as the students will see it, then: send now (after a count) or later. */
export function PreviewDialog({ preview, busy, onClose, onSend, onSchedule }: PreviewDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [confirming, setConfirming] = useState(false);
  const n = preview.recipients;
  return (
    <>
      <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={phone}>
        <DialogTitle>Pratinjau pengumuman</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }} role="status">
            {n === 0
              ? 'Saat ini belum ada peserta yang akan menerimanya.'
              : `Akan dikirim ke ${n} peserta.`}
          </Typography>
          <PreviewViews preview={preview} />
          <ScheduleForm busy={busy} onSchedule={onSchedule} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Kembali ubah
          </Button>
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={busy}>
            Kirim sekarang
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={`Kirim ke ${n} peserta?`}
        message="Pengumuman langsung tampil di beranda dan lonceng mereka, dan e-mail dikirim kepada yang tidak mematikannya. E-mail yang sudah terkirim tidak dapat ditarik kembali."
        confirmLabel="Ya, kirim"
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onSend();
        }}
      />
    </>
  );
}
