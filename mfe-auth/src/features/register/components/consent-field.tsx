import { PATHS } from '@gcw/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MuiLink from '@mui/material/Link';

interface ConsentFieldProps {
  checked: boolean;
  error: string | undefined;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
}

const ERROR_ID = 'register-consent-error';

/**
 * The agreement to the privacy notice (UU 27/2022), never ticked for the student. The notice
 * opens in a new tab so nothing typed here is lost.
 */
export function ConsentField({ checked, error, disabled, onChange, onBlur }: ConsentFieldProps) {
  const input = {
    'aria-describedby': error ? ERROR_ID : undefined,
    'aria-invalid': error ? true : undefined,
    // On the prerendered page a tick before the app has loaded is held and replayed on React's
    // checkbox (its native tick would be dropped at the takeover), like the submit button.
    'data-needs-app': 'register-consent',
  };
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormControlLabel
        control={
          <Checkbox
            id="register-consent"
            name="consent"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            slotProps={{ input }}
          />
        }
        label={
          <>
            Saya telah membaca dan menyetujui{' '}
            <MuiLink href={PATHS.privacy} target="_blank" rel="noopener">
              Kebijakan Privasi
            </MuiLink>
          </>
        }
      />
      {error ? <FormHelperText id={ERROR_ID}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
