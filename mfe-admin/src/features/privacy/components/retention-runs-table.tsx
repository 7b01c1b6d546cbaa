import type { RetentionRun } from '@gcw/shared/contract';
import { formatNumber, formatShortDateTime } from '@gcw/shared/format';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

import { NOTHING_REMOVED, RETENTION_KINDS, runSummary } from '../privacy-labels';

/** The job's latest runs on a wide screen: one row per run, a column per kind removed. */
export function RetentionRunsTable({ runs }: { runs: readonly RetentionRun[] }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Riwayat retensi">
        <TableHead>
          <TableRow>
            <TableCell>Waktu</TableCell>
            {RETENTION_KINDS.map(({ key, label }) => (
              <TableCell key={key} align="right">
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((run) => (
            <TableRow key={run.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDateTime(run.ran_at)}</TableCell>
              {runSummary(run) === null ? (
                // A row of zeros reads as noise: one phrase says the run found nothing due.
                <TableCell colSpan={RETENTION_KINDS.length} sx={{ color: 'text.secondary' }}>
                  {NOTHING_REMOVED}
                </TableCell>
              ) : (
                RETENTION_KINDS.map(({ key }) => (
                  <TableCell key={key} align="right">
                    {formatNumber(run[key])}
                  </TableCell>
                ))
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
