import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';

interface SocmedDocumentFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}

const IMAGE_LINK = /\.(png|jpe?g|webp|gif)(\?.*)?$/i;

/**
 * The API stores the social-media proof as a link (it has no upload for it), so the student
 * shares a screenshot from a drive and pastes the link; a preview shows what was linked.
 */
export function SocmedDocumentField({ value, onChange, onBlur, error }: SocmedDocumentFieldProps) {
  const looksValid = /^https:\/\/\S+\.\S+/.test(value.trim());
  return (
    <Box>
      <TextField
        name="socmed_document"
        label="Tautan bukti media sosial"
        required
        fullWidth
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={Boolean(error)}
        helperText={
          error ??
          'Unggah tangkapan layar bukti mengikuti akun media sosial GCW ke Google Drive (akses: siapa saja yang memiliki link), lalu tempel tautannya di sini.'
        }
        slotProps={{ htmlInput: { inputMode: 'url' } }}
      />
      {looksValid && !error ? (
        <Box sx={{ mt: 1 }}>
          {IMAGE_LINK.test(value.trim()) ? (
            <Box
              component="img"
              src={value.trim()}
              alt="Pratinjau bukti media sosial"
              sx={{ display: 'block', maxWidth: '100%', maxHeight: 180, borderRadius: 1, mb: 1 }}
            />
          ) : null}
          <Link href={value.trim()} target="_blank" rel="noopener noreferrer">
            Buka dokumen untuk memeriksa <OpenInNewIcon fontSize="inherit" />
          </Link>
        </Box>
      ) : null}
    </Box>
  );
}
