import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { FaqItem } from '../hooks/use-faq-items';

/** Questions and answers all open: the FAQ is short, so nothing is hidden behind a click. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <Stack spacing={2}>
      {items.map((item) => (
        <Paper key={item.question} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {item.question}
          </Typography>
          <Typography color="text.secondary">{item.answer}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}
