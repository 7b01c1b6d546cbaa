import type { CommitteeRole } from '@gcw/shared/contract';
import { PERMISSION_LABELS, SCOPE_LABELS } from '@gcw/shared/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** "seluruh acara" starts a cell as "Seluruh acara". */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Peran dan izin": what each role lets its members do, and for which part of the event. */
export function RolesGrantsSection({ roles }: { roles: readonly CommitteeRole[] }) {
  return (
    <Box component="section" aria-labelledby="roles-grants-title">
      <Typography id="roles-grants-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        Peran dan izin
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Seorang anggota boleh melakukan gabungan izin semua perannya.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {roles.map((role) => (
          <Paper key={role.id} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="subtitle1" component="h3">
              {role.name}
            </Typography>
            {role.description ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {role.description}
              </Typography>
            ) : null}
            <Table size="small" aria-label={`Izin ${role.name}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Izin</TableCell>
                  <TableCell>Berlaku untuk</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {role.grants.map((grant) => (
                  <TableRow key={`${grant.permission}:${grant.scope}`}>
                    <TableCell>{PERMISSION_LABELS[grant.permission] ?? grant.permission}</TableCell>
                    <TableCell>{sentence(SCOPE_LABELS[grant.scope] ?? grant.scope)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
