import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** Progress while a remote loads; says so when it takes longer than usual. */
export function RemoteLoading({ slow }: { slow: boolean }) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }} role="status" aria-live="polite">
      <LinearProgress aria-label="Memuat halaman" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {slow ? 'Masih memuat halaman, mohon tunggu…' : 'Memuat halaman…'}
      </Typography>
    </Box>
  );
}
