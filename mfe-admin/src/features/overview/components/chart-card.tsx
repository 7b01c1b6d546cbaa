import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';

import { FigureTable } from './figure-table';
import type { FigureTableProps } from './figure-table';

interface ChartCardProps {
  title: string;
  /** One sentence an admin reads first (e.g. the total). */
  summary?: string;
  table: Omit<FigureTableProps, 'visible' | 'caption'>;
  children: ReactNode;
}

/**
 * One figure: its chart for the eye (hidden from screen readers, which read the table beside
 * it) and a toggle that shows the same numbers as a table.
 */
export function ChartCard({ title, summary, table, children }: ChartCardProps) {
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {title}
          </Typography>
          <Button size="small" aria-pressed={showTable} onClick={() => setShowTable(!showTable)}>
            {showTable ? 'Sembunyikan tabel' : 'Tampilkan tabel'}
          </Button>
        </Stack>
        {summary ? (
          <Typography variant="body2" color="text.secondary">
            {summary}
          </Typography>
        ) : null}
        <Box aria-hidden sx={{ height: 280 }}>
          {children}
        </Box>
        <FigureTable caption={title} visible={showTable} {...table} />
      </CardContent>
    </Card>
  );
}
