import type { TeamDetail } from '@gcw/shared';
import { renameTeamSchema } from '@gcw/shared';
import { bindField } from '@gcw/shared/ui';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';

import { useRenameTeamMutation } from '../api/team-manage-api';
import { useTeamAction } from '../hooks/use-team-action';

export function RenameTeamDialog(props: { team: TeamDetail; open: boolean; onClose: () => void }) {
  const [rename, { isLoading }] = useRenameTeamMutation();
  const act = useTeamAction();
  const formik = useFormik({
    initialValues: { team_name: props.team.team_name },
    enableReinitialize: true,
    validationSchema: renameTeamSchema,
    onSubmit: async ({ team_name }) => {
      const name = team_name.trim();
      const ok = await act(
        () => rename({ id: props.team.id, team_name: name }),
        `Nama tim diubah menjadi ${name}`,
        'Nama tim gagal diubah.',
      );
      if (ok) props.onClose();
    },
  });
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby="rename-title">
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle id="rename-title">Ganti nama tim</DialogTitle>
        <DialogContent>
          <TextField
            {...bindField(formik, 'team_name')}
            label="Nama tim baru"
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Batal</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Simpan nama
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
