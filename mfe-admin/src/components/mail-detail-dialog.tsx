import { errorMessage } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

import { useGetAdminMailQuery } from '../api/mails-api';
import { MailDetailBody } from './mail-detail-body';
import { ResendMailButton } from './resend-mail-button';

interface MailDetailDialogProps {
  mailId: number | null;
  onOpen: (id: number) => void;
  onClose: () => void;
}

/** One mail of the outbox, full screen on a phone; its subject names the dialog. */
export function MailDetailDialog({ mailId, onOpen, onClose }: MailDetailDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { data, error, isFetching } = useGetAdminMailQuery(mailId ?? 0, { skip: !mailId });
  const mail = data && data.id === mailId ? data : null;
  return (
    <Dialog
      open={Boolean(mailId)}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="mail-detail-title"
    >
      <DialogTitle id="mail-detail-title" sx={{ wordBreak: 'break-word' }}>
        {mail ? mail.subject : 'Detail e-mail'}
      </DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Alert severity="error">{errorMessage(error, 'Gagal memuat e-mail.')}</Alert>
        ) : null}
        {isFetching && !mail ? <Skeleton variant="rounded" height={320} /> : null}
        {mail ? <MailDetailBody mail={mail} /> : null}
      </DialogContent>
      <DialogActions>
        {mail ? <ResendMailButton mail={mail} onResent={(copy) => onOpen(copy.id)} /> : null}
        <Button onClick={onClose}>Tutup</Button>
      </DialogActions>
    </Dialog>
  );
}
