import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';

/** The join code, large enough to read aloud, with a copy button. */
export function JoinCodeBox({ code }: { code: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      enqueueSnackbar('Kode gabung disalin', { variant: 'success' });
    } catch {
      enqueueSnackbar('Tidak bisa menyalin otomatis. Salin kode secara manual.', {
        variant: 'warning',
      });
    }
  };
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Box>
        <Typography variant="body2" color="text.secondary" id="join-code-label">
          Kode gabung
        </Typography>
        <Typography
          aria-labelledby="join-code-label"
          sx={{ fontFamily: 'monospace', fontSize: '1.4rem', letterSpacing: 2, fontWeight: 700 }}
        >
          {code}
        </Typography>
      </Box>
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
        Salin kode
      </Button>
    </Box>
  );
}
