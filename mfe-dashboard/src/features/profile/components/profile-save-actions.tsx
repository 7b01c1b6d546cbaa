import { StickyActions } from '@gcw/shared/ui';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

const WAIT_ID = 'profile-save-wait';

/**
 * "Simpan profil", held while the screenshot is still uploading (saving then would send the
 * form without it); the wait and its progress show beside the button, which on a phone sticks
 * to the bottom of the screen far from the upload field.
 */
export function ProfileSaveActions(props: { submitting: boolean; uploadProgress: number | null }) {
  const { submitting, uploadProgress } = props;
  const uploading = uploadProgress !== null;
  return (
    <StickyActions>
      <Button
        type="submit"
        variant="contained"
        disabled={submitting || uploading}
        aria-describedby={uploading ? WAIT_ID : undefined}
      >
        {submitting ? 'Menyimpan…' : 'Simpan profil'}
      </Button>
      {uploading ? (
        <Typography id={WAIT_ID} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Tunggu sebentar, bukti media sosial sedang diunggah ({uploadProgress}%).
        </Typography>
      ) : null}
    </StickyActions>
  );
}
