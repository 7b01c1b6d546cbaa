import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** The plain-text part as written, its web addresses clickable (a new tab each). */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <Typography
      component="div"
      variant="body2"
      sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace' }}
    >
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Typography>
  );
}
