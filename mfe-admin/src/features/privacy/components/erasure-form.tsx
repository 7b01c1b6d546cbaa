import { bindField } from '@gcw/shared/ui';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import { useErasureRequest } from '../hooks/use-erasure-request';
import { ErasureConfirmDialog } from './erasure-confirm-dialog';
import { ErasureResultAlert } from './erasure-result-alert';

/** The address of the account and how the request was checked, then a confirmation. */
export function ErasureForm() {
  const request = useErasureRequest();
  const { formik, busy } = request;

  return (
    <Stack spacing={2}>
      {request.result ? (
        <ErasureResultAlert result={request.result} onClose={request.dismissResult} />
      ) : null}
      <Box
        component="form"
        noValidate
        onSubmit={formik.handleSubmit}
        aria-label="Permintaan penghapusan akun"
        sx={{ maxWidth: 640 }}
      >
        <Stack spacing={2}>
          {request.refusal ? (
            <Alert severity="error" role="alert">
              {request.refusal}
            </Alert>
          ) : null}
          <TextField
            {...bindField(formik, 'email', 'Alamat surel akun yang meminta penghapusan.')}
            label="Surel akun"
            type="email"
            autoComplete="off"
            required
            disabled={busy}
          />
          <TextField
            {...bindField(
              formik,
              'reason',
              'Misalnya: surel 2 Desember dari alamat akun ini; nama dan NIM dicocokkan dengan data akun.',
            )}
            label="Alasan dan cara identitas diperiksa"
            multiline
            minRows={3}
            required
            disabled={busy}
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              color="error"
              startIcon={<PersonRemoveIcon />}
              disabled={busy}
            >
              Hapus akun
            </Button>
          </Box>
        </Stack>
      </Box>
      <ErasureConfirmDialog
        email={request.pending?.email ?? null}
        busy={busy}
        onConfirm={() => void request.confirm()}
        onClose={request.cancel}
      />
    </Stack>
  );
}
