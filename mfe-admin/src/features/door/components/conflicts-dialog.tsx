import { formatShortDateTime } from '@gcw/shared/format';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

import type { DoorConflict } from '../door-admission';

interface ConflictsDialogProps {
  open: boolean;
  conflicts: DoorConflict[];
  onClose: () => void;
  onDismiss: () => void;
}

/** Offline check-ins the server refused on sync: the committee follows each one up. */
export function ConflictsDialog({ open, conflicts, onClose, onDismiss }: ConflictsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Konflik setelah sinkron</DialogTitle>
      <DialogContent>
        <List dense>
          {conflicts.map((conflict) => (
            <ListItem key={`${conflict.ticketId}-${conflict.scannedAt}`} disableGutters>
              <ListItemText
                primary={`${conflict.name ?? 'Tanpa nama'} · ${conflict.ticketId}`}
                secondary={`Dipindai ${formatShortDateTime(conflict.scannedAt)}: ${conflict.message}`}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Tutup</Button>
        <Button variant="contained" onClick={onDismiss}>
          Sudah ditindaklanjuti
        </Button>
      </DialogActions>
    </Dialog>
  );
}
