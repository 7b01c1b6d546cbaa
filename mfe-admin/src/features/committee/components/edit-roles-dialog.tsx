import type { CommitteeMember, CommitteeRole } from '@gcw/shared/contract';
import { committeeRolesSchema } from '@gcw/shared/contract';
import { errorMessage } from '@gcw/shared/store';
import { fieldErrorOf } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { useSetCommitteeMemberRolesMutation } from '../api/committee-api';
import { RolesField } from './roles-field';

interface EditRolesDialogProps {
  member: CommitteeMember;
  roles: CommitteeRole[];
  onClose: () => void;
}

/** Changes what a member may do: their roles, at least one (audited by the API). */
export function EditRolesDialog({ member, roles, onClose }: EditRolesDialogProps) {
  const [save] = useSetCommitteeMemberRolesMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const formik = useFormik<{ role_ids: number[] }>({
    initialValues: { role_ids: member.role_ids },
    validationSchema: committeeRolesSchema,
    onSubmit: async ({ role_ids }) => {
      setRefusal(null);
      const result = await save({ user_id: member.user_id, role_ids });
      if (result.error) {
        setRefusal(errorMessage(result.error, 'Peran gagal disimpan. Coba lagi.'));
        return;
      }
      enqueueSnackbar(`Peran ${member.name} disimpan.`, { variant: 'success' });
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
      aria-labelledby="roles-title"
    >
      <form noValidate onSubmit={formik.handleSubmit} aria-label={`Peran ${member.name}`}>
        <DialogTitle id="roles-title">Ubah peran {member.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {refusal ? (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            ) : null}
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
            {busy ? 'Menyimpan…' : 'Simpan peran'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
