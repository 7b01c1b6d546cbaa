import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list: two columns from `sm`, stacked on a phone. */
export function FactList({ facts, bold = true }: { facts: Fact[]; bold?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        m: 0,
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              mb: { xs: 1, sm: 0.5 },
              fontWeight: bold ? 600 : 400,
              wordBreak: 'break-word',
            }}
          >
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
