import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A bulleted list of the notice. Plain `ul`/`li` (not MUI's List) so the bullets and the
 * reading order stay, and long words wrap on a 360 px phone.
 */
export function NoticeList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        pl: 3,
        my: 1,
        '& > li': { mb: 1, overflowWrap: 'anywhere' },
        typography: 'body1',
      }}
    >
      {children}
    </Box>
  );
}
