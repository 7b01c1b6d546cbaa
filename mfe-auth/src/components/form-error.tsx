import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

interface FormErrorProps {
  error: string | null | undefined;
  /**
   * Whether this area announces the error. Forms that also raise an error toast (login and
   * register, R4.8) leave it to the toast, so a screen reader says the error once.
   */
  live?: boolean;
}

/**
 * The inline error area of every auth form (R2.18: the form's inline error area).
 * When live, the alert region stays in the page so a new error is announced once when it
 * appears (the notice inside is not a second live region).
 */
export function FormError({ error, live = true }: FormErrorProps) {
  return (
    <Box role={live ? 'alert' : undefined} aria-atomic={live ? true : undefined}>
      {error ? (
        <Alert severity="error" variant="outlined">
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
