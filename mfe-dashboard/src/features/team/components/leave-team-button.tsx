import type { TeamDetail } from '@gcw/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useLeaveTeamMutation } from '../../../api/team-api';
import { COMPETITIONS } from '../../../lib/competition-info';
import { refusalMessage } from '../../../lib/refusal-message';

/** What leaving does, in words, before the user confirms. */
function consequence(team: TeamDetail, isLeader: boolean) {
  if (team.member_count <= 1) return 'Anda anggota terakhir: tim ini akan dihapus.';
  if (isLeader) return 'Peran ketua akan diberikan ke anggota yang paling awal bergabung.';
  return 'Anda bisa bergabung atau membuat tim lain setelahnya.';
}

/** Leaving, allowed while the team is still at Registered (the API refuses afterwards). */
export function LeaveTeamButton({ team, isLeader }: { team: TeamDetail; isLeader: boolean }) {
  const [open, setOpen] = useState(false);
  const [leave, { isLoading }] = useLeaveTeamMutation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const locked = team.status !== 'Registered';

  const confirm = async () => {
    const result = await leave();
    setOpen(false);
    if (result.error) {
      enqueueSnackbar(refusalMessage(result.error, 'Gagal keluar dari tim.'), { variant: 'error' });
      return;
    }
    enqueueSnackbar(`Anda keluar dari ${team.team_name}`, { variant: 'success' });
    navigate(COMPETITIONS[team.event_type].overviewPath);
  };

  return (
    <>
      <Button color="error" variant="outlined" disabled={locked} onClick={() => setOpen(true)}>
        Keluar dari tim
      </Button>
      {locked ? (
        <Typography variant="body2" color="text.secondary">
          Susunan tim terkunci karena kompetisi sudah dimulai.
        </Typography>
      ) : null}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="leave-title">
        <DialogTitle id="leave-title">Keluar dari {team.team_name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>{consequence(team, isLeader)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Batal</Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={isLoading}>
            Ya, keluar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
