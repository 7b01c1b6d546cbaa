import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** Disables the confirm button (e.g. a required reason is still empty). */
  confirmDisabled?: boolean;
  danger?: boolean;
  children?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/** Every action that changes a participant's standing asks once before it is sent. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onClose}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{props.message}</DialogContentText>
        {props.children}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={props.busy}>
          Batal
        </Button>
        <Button
          variant="contained"
          color={props.danger ? 'error' : 'primary'}
          onClick={props.onConfirm}
          disabled={props.busy || props.confirmDisabled}
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
