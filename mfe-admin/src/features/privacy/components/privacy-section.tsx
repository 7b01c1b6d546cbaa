import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PrivacySectionProps {
  id: string;
  title: string;
  intro: ReactNode;
  /** A button beside the heading (below it on a phone). */
  action?: ReactNode;
  children: ReactNode;
}

/** One part of the page, named by its heading so a screen reader can jump to it. */
export function PrivacySection({ id, title, intro, action, children }: PrivacySectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {intro}
          </Typography>
        </Box>
        {action ? <Box sx={{ flexShrink: 0 }}>{action}</Box> : null}
      </Stack>
      {children}
    </Paper>
  );
}
