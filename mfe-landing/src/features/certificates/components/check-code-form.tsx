import { CERTIFICATE_CODE_PREFIX, certificateVerifyPath } from '@gcw/shared';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** A code as printed on the certificate, forgiving of spaces and lower case. */
function normalise(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** "Periksa sertifikat": a code typed from a printed certificate opens its verification. */
export function CheckCodeForm({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalise(code);
    if (!value) {
      setError('Kode sertifikat wajib diisi');
      return;
    }
    setError(null);
    navigate(certificateVerifyPath(value));
  };

  return (
    <Stack
      component="form"
      role="search"
      aria-label="Periksa sertifikat"
      onSubmit={submit}
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label="Kode sertifikat"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        placeholder={`${CERTIFICATE_CODE_PREFIX}XXXXXXXXXX`}
        error={error !== null}
        helperText={error ?? 'Tertera di bawah kode QR pada sertifikat.'}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        fullWidth
        sx={{ maxWidth: { sm: 360 } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: { sm: 1 } }}>
        Periksa sertifikat
      </Button>
    </Stack>
  );
}
