import type { CertificateImageSlot, CertificateTemplateKey } from '@gcw/shared';
import { CERTIFICATE_IMAGE_TYPES } from '@gcw/shared';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';

import { useImageUpload } from '../hooks/use-image-upload';

interface ImageFieldProps {
  templateKey: CertificateTemplateKey;
  slot: CertificateImageSlot;
  label: string;
  value: number | null;
  onChange: (fileId: number | null) => void;
}

/** Hidden from sight but not from assistive technology, unlike the `hidden` attribute. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  opacity: 0,
} as const;

/**
 * One image of the template: uploaded as soon as it is chosen, with its progress; the form
 * keeps the stored file's id, used once the template is saved.
 */
export function ImageField({ templateKey, slot, label, value, onChange }: ImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { upload, progress } = useImageUpload(templateKey, slot);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const result = await upload(file);
    if ('error' in result) setError(result.error);
    else onChange(result.fileId);
    // The same file may be chosen again after a failure.
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <Box>
      <Typography
        component="label"
        htmlFor={id}
        variant="subtitle2"
        sx={{ display: 'block', mb: 0.5 }}
      >
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          type="button"
          size="small"
          variant="outlined"
          startIcon={<ImageIcon />}
          disabled={busy}
          aria-describedby={`${id}-state`}
          onClick={() => inputRef.current?.click()}
        >
          {value === null ? `Unggah ${label.toLowerCase()}` : `Ganti ${label.toLowerCase()}`}
        </Button>
        {value !== null ? (
          <Button
            type="button"
            size="small"
            color="error"
            disabled={busy}
            onClick={() => onChange(null)}
          >
            {`Hapus ${label.toLowerCase()}`}
          </Button>
        ) : null}
        <input
          ref={inputRef}
          id={id}
          type="file"
          tabIndex={-1}
          style={VISUALLY_HIDDEN}
          accept={CERTIFICATE_IMAGE_TYPES.join(',')}
          disabled={busy}
          onChange={(event) => void choose(event.currentTarget.files?.[0])}
        />
      </Stack>
      <Typography id={`${id}-state`} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {value === null ? 'Belum ada gambar (PNG atau JPG).' : 'Gambar terpasang.'}
      </Typography>
      {busy ? (
        <Box sx={{ mt: 0.5 }}>
          <Typography variant="body2" id={`${id}-progress`}>
            Mengunggah {label.toLowerCase()}: {progress}%
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-labelledby={`${id}-progress`}
          />
        </Box>
      ) : null}
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
