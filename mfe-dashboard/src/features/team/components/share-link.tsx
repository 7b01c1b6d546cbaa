import { PATHS } from '@gcw/shared';
import LinkIcon from '@mui/icons-material/Link';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';

export const shareLinkOf = (code: string) =>
  `${window.location.origin}${PATHS['team-join']}?code=${encodeURIComponent(code)}`;

/** A link that opens the join page with the code already filled in. */
export function ShareLink({ code }: { code: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const link = shareLinkOf(code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      enqueueSnackbar('Tautan gabung disalin', { variant: 'success' });
    } catch {
      enqueueSnackbar('Tidak bisa menyalin otomatis. Salin tautan secara manual.', {
        variant: 'warning',
      });
    }
  };
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        Tautan gabung
      </Typography>
      <Typography sx={{ wordBreak: 'break-all' }}>{link}</Typography>
      <Button size="small" startIcon={<LinkIcon />} onClick={() => void copy()}>
        Salin tautan
      </Button>
    </Stack>
  );
}
