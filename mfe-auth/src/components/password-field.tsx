import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { TextFieldProps } from '@mui/material/TextField';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** The toggle's accessible labels: English on the login screen, Indonesian elsewhere. */
  toggleLabels?: { show: string; hide: string };
};

const ENGLISH_LABELS = { show: 'Show password', hide: 'Hide password' };

/** A password input with a show/hide toggle whose label says what a press will do. */
export function PasswordField({ toggleLabels = ENGLISH_LABELS, ...props }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? toggleLabels.hide : toggleLabels.show}
                aria-pressed={shown}
                // On the prerendered page the press starts the app and is replayed on its twin.
                data-needs-app={props.id ? `${props.id}-visibility` : undefined}
                onClick={() => setShown((value) => !value)}
                // Keeps focus in the input while the mouse toggles visibility.
                onMouseDown={(event) => event.preventDefault()}
                disabled={props.disabled}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
