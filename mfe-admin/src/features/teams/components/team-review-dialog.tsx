import type { AdminTeam } from '@gcw/shared';
import { teamNameWithPrefix } from '@gcw/shared';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

import { TeamDeadlineSection } from './team-deadline-section';
import { TeamMembersSection } from './team-members-section';
import { TeamPaymentSection } from './team-payment-section';
import { TeamStageSection } from './team-stage-section';
import { TeamSubmissionsSection } from './team-submissions-section';

interface TeamReviewDialogProps {
  team: AdminTeam | null;
  onChanged: (team: AdminTeam) => void;
  onClose: () => void;
}

/** The whole team in one place: payment, stage, every member and their documents, submissions. */
export function TeamReviewDialog({ team, onChanged, onClose }: TeamReviewDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={Boolean(team)} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      {team ? (
        <>
          <DialogTitle sx={{ pr: 6 }}>Tinjau {teamNameWithPrefix(team.team_name)}</DialogTitle>
          {/* Beside the title, not in it: the title names the dialog, and the button's label would join that name. */}
          <IconButton
            aria-label="Tutup tinjauan"
            onClick={onClose}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
          <DialogContent dividers>
            <Box component="p" sx={{ m: 0, mb: 2 }}>
              <Typography component="span" variant="body2" color="text.secondary">
                {team.event_name} · kode {team.join_code} · {team.institusi} · pembimbing{' '}
                {team.supervisor} (NIDN {team.supervisor_nidn}) · {team.member_count}/
                {team.max_members} anggota
              </Typography>
            </Box>
            <TeamPaymentSection team={team} onChanged={onChanged} />
            <Divider sx={{ my: 2 }} />
            <TeamStageSection team={team} onChanged={onChanged} />
            <Divider sx={{ my: 2 }} />
            <TeamDeadlineSection team={team} />
            <Divider sx={{ my: 2 }} />
            <TeamMembersSection team={team} />
            <Divider sx={{ my: 2 }} />
            <TeamSubmissionsSection team={team} />
          </DialogContent>
        </>
      ) : null}
    </Dialog>
  );
}
