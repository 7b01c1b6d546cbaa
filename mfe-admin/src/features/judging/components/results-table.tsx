import type { JudgingResultRow } from '@gcw/shared/contract';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { formatScore } from '../judging-labels';

interface ResultsTableProps {
  rows: JudgingResultRow[];
  /** With a selection, each row gets a checkbox (the shortlist). */
  selected?: ReadonlySet<number>;
  onToggle?: (teamId: number, checked: boolean) => void;
}

/** The ranking: each team's mean, every judge's weighted score, and where judges disagree. */
export function ResultsTable({ rows, selected, onToggle }: ResultsTableProps) {
  const selectable = selected !== undefined && onToggle !== undefined;
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard must be able to scroll it.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Tabel hasil penilaian"
      sx={{ overflowX: 'auto' }}
    >
      <Table size="small" aria-label="Hasil penilaian" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {selectable ? <TableCell padding="checkbox">Lolos</TableCell> : null}
            <TableCell>Peringkat</TableCell>
            <TableCell>Tim</TableCell>
            <TableCell align="right">Rata-rata</TableCell>
            <TableCell>Nilai per juri</TableCell>
            <TableCell>Juri mengirim</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.team_id} selected={selected?.has(row.team_id) ?? false}>
              {selectable ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(row.team_id)}
                    onChange={(_e, checked) => onToggle(row.team_id, checked)}
                    slotProps={{ input: { 'aria-label': `Loloskan ${row.team_name}` } }}
                  />
                </TableCell>
              ) : null}
              <TableCell>{row.rank}</TableCell>
              <TableCell>
                <Typography variant="body2">{row.team_name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {row.institusi}
                </Typography>
                {row.not_selected ? <Chip size="small" label="Tidak lolos" sx={{ ml: 1 }} /> : null}
              </TableCell>
              <TableCell align="right">
                <strong>{formatScore(row.mean)}</strong>
              </TableCell>
              <TableCell>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  {row.judges.map((judge) => (
                    <Typography key={judge.judge_id} variant="body2">
                      {`${judge.judge_name}: ${formatScore(judge.weighted)}`}
                    </Typography>
                  ))}
                  {row.disagreement ? (
                    <Chip size="small" color="warning" label="Penilaian juri berbeda jauh" />
                  ) : null}
                </Stack>
              </TableCell>
              <TableCell>{`${row.judges_submitted}/${row.judges_assigned}`}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
