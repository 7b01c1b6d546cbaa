import type { CertificateField } from '@gcw/shared';
import { CERTIFICATE_FIELDS, CERTIFICATE_LIMITS } from '@gcw/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';

interface BodyFieldProps {
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const FIELDS = Object.entries(CERTIFICATE_FIELDS) as [CertificateField, string][];

/**
 * The certificate's text with buttons that put a field (`{nama}`, …) where the cursor is, so
 * an admin never has to type the braces right.
 */
export function BodyField({ value, error, onChange, onBlur }: BodyFieldProps) {
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const insert = (field: CertificateField) => {
    const token = `{${field}}`;
    const input = inputRef.current;
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? value.length;
    onChange(`${value.slice(0, start)}${token}${value.slice(end)}`);
    // Back to the text, the cursor after the field, once React has written the new value.
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <Box>
      <TextField
        name="body"
        label="Isi sertifikat"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        multiline
        minRows={4}
        fullWidth
        required
        error={Boolean(error)}
        helperText={
          error ??
          `Gunakan kolom di bawah untuk data penerima. Maksimal ${CERTIFICATE_LIMITS.body} karakter.`
        }
      />
      <Typography variant="body2" id="insert-fields-label" sx={{ mt: 1, mb: 0.5 }}>
        Sisipkan kolom:
      </Typography>
      <Stack
        direction="row"
        role="group"
        aria-labelledby="insert-fields-label"
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {FIELDS.map(([field, meaning]) => (
          <Button
            key={field}
            type="button"
            size="small"
            variant="outlined"
            title={meaning}
            aria-label={`Sisipkan {${field}} (${meaning})`}
            onClick={() => insert(field)}
            sx={{ textTransform: 'none', fontFamily: 'monospace' }}
          >
            {`{${field}}`}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
