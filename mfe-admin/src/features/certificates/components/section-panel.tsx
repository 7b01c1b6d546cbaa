import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionPanelProps {
  /** The heading's id: the section is named by its heading. */
  id: string;
  title: string;
  /** One line under the heading: what the panel does or where it stands. */
  intro: ReactNode;
  children: ReactNode;
}

/** One panel of the certificates page (a template, issuing): an outlined section with its heading. */
export function SectionPanel({ id, title, intro, children }: SectionPanelProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {children}
    </Paper>
  );
}
