import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/**
 * The inline error area of every auth form (SPEC §2 "An inline error area sits in the form"):
 * the live region stays in the page so a new error is announced when it appears.
 */
export function FormError({ error }: { error: string | null | undefined }) {
  return (
    <Box aria-live="assertive">
      {error ? (
        <Alert severity="error" variant="outlined">
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
