import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';

import { useCopy } from '../hooks/use-copy';

/** "Salin" beside one payment fact; its name says what it copies. */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const copy = useCopy();
  return (
    <Button
      size="small"
      variant="text"
      startIcon={<ContentCopyIcon fontSize="small" />}
      onClick={() => void copy(text)}
      aria-label={`Salin ${what}`}
      sx={{ minWidth: 0, py: 0 }}
    >
      Salin
    </Button>
  );
}
