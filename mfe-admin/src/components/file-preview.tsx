import { useAuthorizedFile } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { fileErrorMessage } from '../api/file-error-message';

interface FilePreviewProps {
  /** The API path of the file (GET with the Bearer token), or null when nothing was uploaded. */
  path: string | null;
  title: string;
  emptyText?: string;
}

/**
 * One height for the placeholder, the image and the PDF: the buttons under a preview do not move
 * when the file arrives (an admin's click aimed at "Verifikasi pembayaran" landed elsewhere).
 */
const FRAME_HEIGHT = 360;

/** Shows an uploaded image or PDF inline, anything else as a download link. */
export function FilePreview({ path, title, emptyText = 'Belum diunggah.' }: FilePreviewProps) {
  const file = useAuthorizedFile(path, fileErrorMessage);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      {!path ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : null}
      {file.status === 'loading' ? <Skeleton variant="rectangular" height={FRAME_HEIGHT} /> : null}
      {file.status === 'error' ? <Alert severity="error">{file.message}</Alert> : null}
      {file.status === 'ready' ? (
        <>
          {file.type.startsWith('image/') ? (
            <Box
              component="img"
              src={file.objectUrl}
              alt={title}
              sx={{
                width: '100%',
                height: FRAME_HEIGHT,
                objectFit: 'contain',
                objectPosition: 'left center',
                borderRadius: 1,
                display: 'block',
              }}
            />
          ) : null}
          {file.type === 'application/pdf' ? (
            <Box
              component="iframe"
              src={file.objectUrl}
              title={title}
              sx={{ width: '100%', height: FRAME_HEIGHT, border: 0 }}
            />
          ) : null}
          <Link href={file.objectUrl} download variant="body2">
            Unduh {title.toLowerCase()}
          </Link>
        </>
      ) : null}
    </Box>
  );
}
