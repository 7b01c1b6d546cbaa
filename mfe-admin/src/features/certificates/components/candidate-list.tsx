import type { CertificateCandidate } from '@gcw/shared';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** Who the template would go to; those holding one already are skipped by the job. */
export function CandidateList({ candidates }: { candidates: CertificateCandidate[] }) {
  return (
    // Scrolls both ways with nothing focusable inside: the keyboard reaches it itself.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Daftar calon penerima (dapat digulir)"
      sx={{ maxHeight: 320, overflow: 'auto' }}
    >
      <Table size="small" stickyHeader aria-label="Calon penerima" sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell>Nama</TableCell>
            <TableCell>Institusi</TableCell>
            <TableCell>Tim</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {candidates.map((candidate) => (
            <TableRow key={candidate.user_id}>
              <TableCell>{candidate.name}</TableCell>
              <TableCell>{candidate.institusi ?? '—'}</TableCell>
              <TableCell>{candidate.team_name ?? '—'}</TableCell>
              <TableCell>
                {candidate.already_issued ? (
                  <Chip size="small" label="Sudah menerima" />
                ) : (
                  <Chip size="small" color="primary" variant="outlined" label="Akan menerima" />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
