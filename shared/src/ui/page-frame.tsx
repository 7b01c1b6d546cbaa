import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageFrameProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The common frame of a dashboard or admin page: one h1, an optional lead and the content. */
export function PageFrame({ title, subtitle, actions, children }: PageFrameProps) {
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      // A reading width for students' pages; the signed-in layout lifts it for admins, whose
      // tables use a wide screen whole (admin pages that work on a laptop and a phone).
      sx={{ p: { xs: 2, md: 4 }, maxWidth: 'var(--page-frame-max-width, 1200px)' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography
            id="page-title"
            variant="h1"
            component="h1"
            sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}
          >
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body1" color="text.secondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions ? <Box>{actions}</Box> : null}
      </Stack>
      {children}
    </Box>
  );
}
