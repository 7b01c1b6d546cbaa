import Typography from '@mui/material/Typography';

/**
 * In place of actions the member's roles do not allow: what is missing, in the API's own
 * words, so nobody presses a button only to be refused.
 */
export function MissingGrantNote({ missing }: { missing: string | null }) {
  if (!missing) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {missing}
    </Typography>
  );
}
