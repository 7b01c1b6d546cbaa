import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';

import { useQrScanner } from '../hooks/use-qr-scanner';

interface QrScannerDialogProps {
  open: boolean;
  onCode: (code: string) => void;
  onClose: () => void;
}

export function QrScannerDialog({ open, onCode, onClose }: QrScannerDialogProps) {
  const video = useRef<HTMLVideoElement | null>(null);
  const { error } = useQrScanner(video, open, onCode);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Pindai QR tiket</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Arahkan kamera ke kode QR pada tiket peserta.
        </Typography>
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          aria-label="Pratinjau kamera"
          sx={{ width: '100%', borderRadius: 1, bgcolor: 'black', aspectRatio: '4 / 3' }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Tutup</Button>
      </DialogActions>
    </Dialog>
  );
}
