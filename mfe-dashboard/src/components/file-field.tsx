import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

import { formatBytes } from '../lib/file-rules';

interface FileFieldProps {
  id: string;
  label: string;
  accept: string[];
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  helperText?: string;
  disabled?: boolean;
  /** Marked with an asterisk and the input's own `required` (the form checks it itself). */
  required?: boolean;
}

/** Hidden from sight but not from screen readers, unlike the `hidden` attribute. */
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
  const { id, label, accept, value, onChange, error, helperText, disabled, required } = props;
  const preview = useObjectUrl(value);
  const describedBy = `${id}-help`;
  const labelId = `${id}-label`;
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Typography
        component="label"
        id={labelId}
        htmlFor={id}
        variant="subtitle2"
        sx={{ display: 'block', mb: 1 }}
      >
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        {/*
          A real button opens the picker, so Enter and Space work as on any button; the input
          itself stays out of the Tab order (one stop, no control nested in another) but keeps
          the label, so assistive technology and tests still reach it by name.
        */}
        <Button
          type="button"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          aria-describedby={`${labelId} ${describedBy}`}
          onClick={() => inputRef.current?.click()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {value ? 'Ganti berkas' : 'Pilih berkas'}
        </Button>
        <input
          ref={inputRef}
          id={id}
          type="file"
          tabIndex={-1}
          style={VISUALLY_HIDDEN}
          disabled={disabled}
          required={required}
          accept={accept.join(',')}
          aria-describedby={describedBy}
          aria-invalid={Boolean(error)}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        />
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
