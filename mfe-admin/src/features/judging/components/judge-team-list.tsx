import type { JudgeTeamItem, JudgingStage } from '@gcw/shared/contract';
import { JUDGING_STAGE_LABELS } from '@gcw/shared/contract';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { judgeTeamPath } from '../judge-paths';
import { SCORE_STATE_COLORS, SCORE_STATE_LABELS } from '../judging-labels';

/** One stage's teams on a judge's list: a whole-row link per team with its scoring state. */
export function JudgeTeamList({ stage, teams }: { stage: JudgingStage; teams: JudgeTeamItem[] }) {
  const done = teams.filter((team) => team.state === 'submitted').length;
  const id = `judge-stage-${stage}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem', px: 2, pt: 2 }}>
        {JUDGING_STAGE_LABELS[stage]}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
        {`${done} dari ${teams.length} tim sudah dinilai`}
      </Typography>
      <List aria-label={`Tim ${JUDGING_STAGE_LABELS[stage]}`}>
        {teams.map((team) => (
          <ListItem key={team.team_id} disablePadding divider>
            <ListItemButton
              component={RouterLink}
              to={judgeTeamPath(stage, team.team_id)}
              sx={{ gap: 1 }}
            >
              <ListItemText
                primary={team.team_name}
                secondary={team.institusi}
                sx={{ minWidth: 0, '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
              />
              <Chip
                size="small"
                color={SCORE_STATE_COLORS[team.state]}
                label={SCORE_STATE_LABELS[team.state]}
              />
              <ChevronRightIcon aria-hidden />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
