import type { CertificateImageSlot, CertificateSigner, CertificateTemplateKey } from '@gcw/shared';
import { CERTIFICATE_LIMITS } from '@gcw/shared';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikErrors, FormikTouched } from 'formik';

import { ImageField } from './image-field';

interface SignersFieldsProps {
  templateKey: CertificateTemplateKey;
  signers: CertificateSigner[];
  errors: string | string[] | FormikErrors<CertificateSigner>[] | undefined;
  touched: FormikTouched<CertificateSigner>[] | undefined;
  onChange: (signers: CertificateSigner[]) => void;
  onBlur: (name: string) => void;
}

const EMPTY: CertificateSigner = { name: '', role: '', signature_file_id: null };

function errorOf(errors: SignersFieldsProps['errors'], index: number) {
  const entry = Array.isArray(errors) ? errors[index] : undefined;
  return typeof entry === 'object' ? entry : undefined;
}

/** Up to three signers, left to right on the certificate, each with an optional signature image. */
export function SignersFields(props: SignersFieldsProps) {
  const { signers, onChange } = props;
  const update = (index: number, change: Partial<CertificateSigner>) =>
    onChange(signers.map((signer, i) => (i === index ? { ...signer, ...change } : signer)));

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        Penanda tangan ({signers.length} dari {CERTIFICATE_LIMITS.signers})
      </Typography>
      {signers.map((signer, index) => {
        const errors = errorOf(props.errors, index);
        const touched = props.touched?.[index];
        const nameError = touched?.name ? errors?.name : undefined;
        const roleError = touched?.role ? errors?.role : undefined;
        return (
          <Paper
            key={index}
            variant="outlined"
            component="section"
            aria-label={`Penanda tangan ${index + 1}`}
            sx={{ p: 2 }}
          >
            <Stack spacing={1.5}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <TextField
                  label={`Nama penanda tangan ${index + 1}`}
                  name={`signers[${index}].name`}
                  value={signer.name}
                  onChange={(event) => update(index, { name: event.target.value })}
                  onBlur={() => props.onBlur(`signers[${index}].name`)}
                  error={Boolean(nameError)}
                  helperText={nameError}
                  required
                  fullWidth
                  size="small"
                />
                <TextField
                  label={`Jabatan penanda tangan ${index + 1}`}
                  name={`signers[${index}].role`}
                  value={signer.role}
                  onChange={(event) => update(index, { role: event.target.value })}
                  onBlur={() => props.onBlur(`signers[${index}].role`)}
                  error={Boolean(roleError)}
                  helperText={roleError ?? 'Contoh: Ketua Panitia'}
                  fullWidth
                  size="small"
                />
              </Stack>
              <ImageField
                templateKey={props.templateKey}
                slot={`signature-${index}` as CertificateImageSlot}
                label={`Tanda tangan ${index + 1}`}
                value={signer.signature_file_id}
                onChange={(fileId) => update(index, { signature_file_id: fileId })}
              />
              <Button
                type="button"
                color="error"
                size="small"
                onClick={() => onChange(signers.filter((_, i) => i !== index))}
                sx={{ alignSelf: 'flex-start' }}
              >
                {`Hapus penanda tangan ${index + 1}`}
              </Button>
            </Stack>
          </Paper>
        );
      })}
      {signers.length < CERTIFICATE_LIMITS.signers ? (
        <Button
          type="button"
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => onChange([...signers, { ...EMPTY }])}
          sx={{ alignSelf: 'flex-start' }}
        >
          Tambah penanda tangan
        </Button>
      ) : null}
      {typeof props.errors === 'string' ? (
        <Typography color="error" variant="body2" role="alert">
          {props.errors}
        </Typography>
      ) : null}
    </Stack>
  );
}
