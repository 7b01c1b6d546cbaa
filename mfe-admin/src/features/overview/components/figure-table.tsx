import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface FigureTableProps {
  caption: string;
  columns: string[];
  /** The first cell of a row is its header (the category); the rest are figures. */
  rows: (string | number)[][];
  visible: boolean;
}

const number = new Intl.NumberFormat('id-ID');

// Out of sight but read by screen readers (the usual clip pattern).
const offScreen = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A chart's numbers as a table: always in the page for screen readers and copying, shown on
 * screen when the admin asks for it.
 */
export function FigureTable({ caption, columns, rows, visible }: FigureTableProps) {
  return (
    <Table size="small" sx={visible ? { mt: 2 } : offScreen}>
      {/* The card's heading says it on screen; the caption names the table for screen readers. */}
      <caption style={offScreen}>{caption}</caption>
      <TableHead>
        <TableRow>
          {columns.map((column, i) => (
            <TableCell key={column} align={i === 0 ? 'left' : 'right'}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([head, ...cells]) => (
          <TableRow key={String(head)}>
            <TableCell component="th" scope="row">
              {head}
            </TableCell>
            {cells.map((cell, i) => (
              <TableCell key={columns[i + 1]} align="right">
                {typeof cell === 'number' ? number.format(cell) : cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
