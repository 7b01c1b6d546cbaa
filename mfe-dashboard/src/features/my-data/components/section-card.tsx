import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';

interface SectionCardProps {
  title: string;
  /** The erasure's card is outlined in red: what it does cannot be undone. */
  danger?: boolean;
  children: ReactNode;
}

/** One section of the page: a region named by its h2, so a screen reader lists the three. */
export function SectionCard({ title, danger = false, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={danger ? { borderColor: 'error.main' } : undefined}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography
            id={titleId}
            variant="h2"
            sx={{ fontSize: '1.2rem', color: danger ? 'error.main' : undefined }}
          >
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
