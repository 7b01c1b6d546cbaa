import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

interface TicketQrDialogProps {
  open: boolean;
  onClose: () => void;
  qrUrl: string;
  ticketId: string;
}

/** The QR code as large as the screen allows, on white, for the scanner at the door. */
export function TicketQrDialog({ open, onClose, qrUrl, ticketId }: TicketQrDialogProps) {
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="qr-dialog-title">
      <DialogTitle id="qr-dialog-title">Tiket seminar</DialogTitle>
      <DialogContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: '#fff',
        }}
      >
        <Box
          component="img"
          src={qrUrl}
          alt={`Kode QR tiket ${ticketId} (layar penuh)`}
          sx={{ width: 'min(90vw, 70vh)', height: 'auto', imageRendering: 'pixelated' }}
        />
        <Typography sx={{ mt: 2, fontFamily: 'monospace', fontSize: '1.25rem' }}>
          {ticketId}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" fullWidth>
          Tutup
        </Button>
      </DialogActions>
    </Dialog>
  );
}
