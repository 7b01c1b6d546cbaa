import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface NoticeSectionProps {
  /** The section's id, also its heading's (`<id>-title`): a link can point at it. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One part of the notice: a named region with its h2, so a screen reader can jump between them. */
export function NoticeSection({ id, title, children }: NoticeSectionProps) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ mb: 4 }}>
      <Typography id={`${id}-title`} variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
