import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

import { formatBytes } from '../file-rules';

interface FileFieldProps {
  id: string;
  label: string;
  accept: string[];
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  helperText?: string;
  disabled?: boolean;
}

/** Hidden from sight but not from Tab and screen readers, unlike the `hidden` attribute. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  opacity: 0,
} as const;

/** An image preview of the chosen file; jsdom and old browsers without object URLs skip it. */
function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** A labelled file input shown as a button, with the chosen file's name, size and preview. */
export function FileField(props: FileFieldProps) {
  const { id, label, accept, value, onChange, error, helperText, disabled } = props;
  const preview = useObjectUrl(value);
  const describedBy = `${id}-help`;
  return (
    <Box>
      <Typography
        component="label"
        htmlFor={id}
        variant="subtitle2"
        sx={{ display: 'block', mb: 1 }}
      >
        {label}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          sx={{
            alignSelf: 'flex-start',
            '&:focus-within': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        >
          {value ? 'Ganti berkas' : 'Pilih berkas'}
          <input
            id={id}
            type="file"
            style={VISUALLY_HIDDEN}
            disabled={disabled}
            accept={accept.join(',')}
            aria-describedby={describedBy}
            aria-invalid={Boolean(error)}
            onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {value ? `${value.name} (${formatBytes(value.size)})` : 'Belum ada berkas dipilih'}
        </Typography>
      </Stack>
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt={`Pratinjau ${label}`}
          sx={{ mt: 1, maxWidth: '100%', maxHeight: 200, borderRadius: 1 }}
        />
      ) : null}
      <FormHelperText id={describedBy} error={Boolean(error)}>
        {error ?? helperText}
      </FormHelperText>
    </Box>
  );
}
