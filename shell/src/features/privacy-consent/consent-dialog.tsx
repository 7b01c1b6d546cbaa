import { PATHS } from '@gcw/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface ConsentDialogProps {
  open: boolean;
  /** The account agreed to an older version of the notice. */
  updated: boolean;
  busy: boolean;
  error: string | null;
  onAccept: () => void;
  onLogout: () => void;
}

export const CONSENT_TEXTS = {
  title: 'Persetujuan Kebijakan Privasi',
  updated: 'Kebijakan Privasi telah diperbarui sejak Anda terakhir menyetujuinya.',
  body: 'Untuk mengikuti acara, panitia memerlukan persetujuan Anda untuk memproses data pribadi Anda sebagaimana dijelaskan dalam Kebijakan Privasi. Bila Anda tidak setuju, pilih Keluar.',
  /** Followed by a link to "Data saya", where the gate does not show. */
  erase: 'Jika tidak setuju, Anda dapat menghapus akun di halaman',
  myData: 'Data saya',
  read: 'Baca Kebijakan Privasi (tab baru)',
  agree: 'Saya telah membaca dan menyetujui Kebijakan Privasi',
  accept: 'Setuju dan lanjutkan',
  logout: 'Keluar',
} as const;

/**
 * The blocking question: no close button, and neither a click outside nor Escape dismisses it
 * (no onClose); the only ways on are agreeing or signing out.
 */
export function ConsentDialog({
  open,
  updated,
  busy,
  error,
  onAccept,
  onLogout,
}: ConsentDialogProps) {
  const [ticked, setTicked] = useState(false);
  return (
    <Dialog
      open={open}
      aria-labelledby="privacy-consent-title"
      aria-describedby="privacy-consent-text"
    >
      <DialogTitle id="privacy-consent-title">{CONSENT_TEXTS.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="privacy-consent-text" sx={{ mb: 2 }}>
          {updated ? `${CONSENT_TEXTS.updated} ` : null}
          {CONSENT_TEXTS.body} {CONSENT_TEXTS.erase}{' '}
          <Link component={RouterLink} to={PATHS['my-data']}>
            {CONSENT_TEXTS.myData}
          </Link>
          .
        </DialogContentText>
        {/* A new tab: the page behind the dialog, and what was typed on it, stay. */}
        <Link href={PATHS.privacy} target="_blank" rel="noopener">
          {CONSENT_TEXTS.read}
        </Link>
        <FormControlLabel
          sx={{ display: 'flex', mt: 2 }}
          control={
            <Checkbox
              checked={ticked}
              disabled={busy}
              onChange={(event) => setTicked(event.target.checked)}
            />
          }
          label={CONSENT_TEXTS.agree}
        />
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onLogout} disabled={busy}>
          {CONSENT_TEXTS.logout}
        </Button>
        <Button variant="contained" onClick={onAccept} disabled={!ticked || busy}>
          {CONSENT_TEXTS.accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
