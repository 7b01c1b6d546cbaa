import type { CertificateTeamOption } from '@gcw/shared';
import { EVENT_STATUS_LABELS } from '@gcw/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';

interface TeamPickerProps {
  teams: CertificateTeamOption[];
  selected: number[];
  onChange: (teamIds: number[]) => void;
}

/** Finalist and winner certificates go to the teams the admin ticks here. */
export function TeamPicker({ teams, selected, onChange }: TeamPickerProps) {
  const toggle = (teamId: number, checked: boolean) =>
    onChange(checked ? [...selected, teamId] : selected.filter((id) => id !== teamId));
  return (
    <FormGroup
      role="group"
      aria-labelledby="team-picker-label"
      sx={{ maxHeight: 280, overflowY: 'auto', flexWrap: 'nowrap' }}
    >
      <Typography id="team-picker-label" variant="subtitle2">
        Pilih tim ({selected.length} dipilih)
      </Typography>
      {teams.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Belum ada tim yang melewati tahap Registered.
        </Typography>
      ) : null}
      {teams.map((team) => (
        <FormControlLabel
          key={team.team_id}
          control={
            <Checkbox
              checked={selected.includes(team.team_id)}
              onChange={(event) => toggle(team.team_id, event.target.checked)}
            />
          }
          label={`${team.team_name} (${EVENT_STATUS_LABELS[team.status]}, ${team.members} anggota)`}
        />
      ))}
    </FormGroup>
  );
}
