import { isStoredFile } from '@gcw/shared';
import { useAuthorizedFile } from '@gcw/shared/store';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** The current proof: the uploaded image, or the link given before uploads existed. */
export function SocmedPreview({ value }: { value: string }) {
  const stored = isStoredFile(value);
  const image = useAuthorizedFile(stored ? value : null);
  if (!value) return null;
  if (!stored)
    return (
      <Alert severity="info">
        Bukti Anda saat ini berupa tautan:{' '}
        <Link href={value} target="_blank" rel="noopener noreferrer">
          buka tautan <OpenInNewIcon fontSize="inherit" />
        </Link>
        . Tautan ini tetap berlaku sampai Anda mengunggah gambar.
      </Alert>
    );
  if (image.status === 'loading') return <Skeleton variant="rectangular" height={160} />;
  if (image.status === 'error')
    return <Alert severity="warning">Pratinjau tidak dapat dimuat. Coba muat ulang halaman.</Alert>;
  if (image.status !== 'ready') return null;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Gambar yang tersimpan (hanya Anda dan panitia yang dapat melihatnya):
      </Typography>
      <Box
        component="img"
        src={image.objectUrl}
        alt="Pratinjau bukti media sosial"
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 220, borderRadius: 1 }}
      />
    </Box>
  );
}
