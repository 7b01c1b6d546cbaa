import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface JudgingSectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** One part of a stage's judging (status, rubric, judges, results): a section named by its heading. */
export function JudgingSection({ id, title, intro, children }: JudgingSectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        {title}
      </Typography>
      {intro ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
