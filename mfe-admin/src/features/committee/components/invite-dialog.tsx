import type { InstitutionOption } from '@gcw/shared';
import type { CommitteeInvitePayload, CommitteeRole } from '@gcw/shared/contract';
import { committeeInviteSchema } from '@gcw/shared/contract';
import { errorMessage, fieldErrors } from '@gcw/shared/store';
import { bindField, fieldErrorOf } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { useInviteCommitteeMemberMutation } from '../api/committee-api';
import { InstitutionPicker } from './institution-picker';
import { RolesField } from './roles-field';

type InviteValues = Required<CommitteeInvitePayload>;

const EMPTY: InviteValues = { email: '', name: '', role_ids: [], institution_id: null };

/** Invites a new member by mail: the link in it sets their password and joins them. */
export function InviteDialog({ roles, onClose }: { roles: CommitteeRole[]; onClose: () => void }) {
  const [invite] = useInviteCommitteeMemberMutation();
  const [institution, setInstitution] = useState<InstitutionOption | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const formik = useFormik<InviteValues>({
    initialValues: EMPTY,
    validationSchema: committeeInviteSchema,
    onSubmit: async (values, helpers) => {
      setRefusal(null);
      // The schema's own trimming and lower-casing, as the API will read the address.
      const body = committeeInviteSchema.cast(values) as InviteValues;
      const result = await invite(body);
      if (result.error) {
        setRefusal(errorMessage(result.error, 'Undangan gagal dikirim. Coba lagi.'));
        helpers.setErrors(fieldErrors(result.error));
        return;
      }
      enqueueSnackbar(`Undangan dikirim ke ${body.email}.`, { variant: 'success' });
      onClose();
    },
  });
  const busy = formik.isSubmitting;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="invite-title"
    >
      <form noValidate onSubmit={formik.handleSubmit} aria-label="Undang anggota panitia">
        <DialogTitle id="invite-title">Undang anggota panitia</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {refusal ? (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            ) : null}
            <TextField
              {...bindField(formik, 'email', 'Tautan undangan dikirim ke alamat ini.')}
              label="Email"
              type="email"
              autoComplete="off"
              required
              disabled={busy}
            />
            <TextField {...bindField(formik, 'name')} label="Nama" required disabled={busy} />
            <InstitutionPicker
              value={institution}
              disabled={busy}
              onChange={(picked) => {
                setInstitution(picked);
                void formik.setFieldValue('institution_id', picked?.id ?? null);
              }}
            />
            <RolesField
              roles={roles}
              value={formik.values.role_ids}
              onChange={(ids) => void formik.setFieldValue('role_ids', ids)}
              onBlur={() => void formik.setFieldTouched('role_ids')}
              error={fieldErrorOf(formik, 'role_ids')}
              disabled={busy}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Batal
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Mengirim…' : 'Kirim undangan'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
