import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import type { AssignedJudge, AssignmentRow } from '../api/judging-wire';
import { SCORE_STATE_COLORS, SCORE_STATE_LABELS } from '../judging-labels';
import type { PairMode } from './pair-dialog';

interface AssignmentsTableProps {
  rows: AssignmentRow[];
  judgesPerTeam: number;
  /** False once the stage's judging is closed: assignments then stay as they are. */
  editable: boolean;
  onPair: (mode: PairMode, team: AssignmentRow) => void;
  onRemove: (team: AssignmentRow, judge: AssignedJudge) => void;
  onWithdrawConflict: (teamId: number, judgeId: number) => void;
}

/** Who judges which team, with each judge's progress, and the hand-made changes per team. */
export function AssignmentsTable(props: AssignmentsTableProps) {
  const { rows, judgesPerTeam, editable, onPair, onRemove } = props;
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard must be able to scroll it.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Tabel penugasan juri"
      sx={{ overflowX: 'auto' }}
    >
      <Table size="small" aria-label="Penugasan juri" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>Tim</TableCell>
            <TableCell>Juri</TableCell>
            {editable ? <TableCell>Aksi</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((team) => (
            <TableRow key={team.team_id}>
              <TableCell>
                <Typography variant="body2">{team.team_name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {team.institusi}
                </Typography>
              </TableCell>
              <TableCell>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  {team.judges.map((judge) => (
                    <Stack
                      key={judge.judge_id}
                      direction="row"
                      spacing={0.5}
                      sx={{ alignItems: 'center' }}
                    >
                      <Typography variant="body2">{judge.judge_name}</Typography>
                      <Chip
                        size="small"
                        color={SCORE_STATE_COLORS[judge.state]}
                        label={SCORE_STATE_LABELS[judge.state]}
                      />
                      {/* A submitted score stays: its judge cannot be taken off the team. */}
                      {editable && judge.state !== 'submitted' ? (
                        <IconButton
                          size="small"
                          aria-label={`Lepas ${judge.judge_name} dari ${team.team_name}`}
                          onClick={() => onRemove(team, judge)}
                        >
                          <CloseIcon fontSize="small" />
                        </IconButton>
                      ) : null}
                    </Stack>
                  ))}
                  {team.judges.length < judgesPerTeam ? (
                    <Typography variant="caption" color="warning.main">
                      {`Kurang ${judgesPerTeam - team.judges.length} juri`}
                    </Typography>
                  ) : null}
                  {team.conflicts.map((conflict) => (
                    <Stack
                      key={conflict.judge_id}
                      direction="row"
                      spacing={0.5}
                      sx={{ alignItems: 'center' }}
                    >
                      <Typography variant="caption" color="text.secondary">
                        {`Konflik: ${conflict.judge_name}${conflict.reason ? ` (${conflict.reason})` : ''}`}
                      </Typography>
                      <Button
                        size="small"
                        aria-label={`Cabut konflik ${conflict.judge_name} dengan ${team.team_name}`}
                        onClick={() => props.onWithdrawConflict(team.team_id, conflict.judge_id)}
                      >
                        Cabut
                      </Button>
                    </Stack>
                  ))}
                </Stack>
              </TableCell>
              {editable ? (
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      aria-label={`Tambah juri untuk ${team.team_name}`}
                      onClick={() => onPair('assign', team)}
                    >
                      Tambah juri
                    </Button>
                    <Button
                      size="small"
                      color="warning"
                      aria-label={`Nyatakan konflik untuk ${team.team_name}`}
                      onClick={() => onPair('conflict', team)}
                    >
                      Nyatakan konflik
                    </Button>
                  </Stack>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
