import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';

import { PAGE_SIZES } from '../hooks/use-list-params';
import { TableSkeletonRows } from './table-skeleton-rows';

export interface Column<T> {
  id: string;
  label: string;
  /** The API's sort name when the column can be sorted server-side. */
  sortKey?: string;
  render: (row: T) => ReactNode;
  /** Cells stay on one line (the table scrolls sideways) unless a column allows wrapping. */
  wrap?: boolean;
}

export interface Selection<T> {
  isSelected: (row: T) => boolean;
  toggle: (row: T) => void;
  toggleAll: (rows: T[], checked: boolean) => void;
  /** Accessible name of a row's checkbox. */
  rowLabel: (row: T) => string;
}

interface ListTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  total: number;
  page: number;
  pageSize: number;
  sort: string;
  loading: boolean;
  error?: string | null;
  emptyText: string;
  onSort: (sort: string) => void;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  selection?: Selection<T>;
}

/** Ascending first, then descending, as the API's `sort` / `-sort` convention. */
function nextSort(current: string, key: string) {
  return current === key ? `-${key}` : key;
}

/** A server-side table: one page of rows, sort labels, pagination; scrolls sideways on phones. */
export function ListTable<T>(props: ListTableProps<T>) {
  const { columns, rows, selection, sort } = props;
  const pageRows = selection && rows ? rows : [];
  const allChecked = pageRows.length > 0 && pageRows.every((row) => selection?.isSelected(row));
  const someChecked = pageRows.some((row) => selection?.isSelected(row));
  const span = columns.length + (selection ? 1 : 0);
  return (
    <Paper variant="outlined">
      {props.error ? <Alert severity="error">{props.error}</Alert> : null}
      {/* The old rows stay while the next page loads; this bar says they are being replaced. */}
      <LinearProgress
        aria-hidden
        sx={{ visibility: props.loading && rows ? 'visible' : 'hidden', height: 2 }}
      />
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={props.label}
          aria-busy={props.loading}
          sx={{ minWidth: 720 }}
        >
          <TableHead>
            <TableRow>
              {selection ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allChecked}
                    indeterminate={someChecked && !allChecked}
                    onChange={(event) => selection.toggleAll(pageRows, event.target.checked)}
                    slotProps={{ input: { 'aria-label': 'Pilih semua di halaman ini' } }}
                  />
                </TableCell>
              ) : null}
              {columns.map((column) => {
                const key = column.sortKey;
                const active = key !== undefined && sort.replace(/^-/, '') === key;
                return (
                  <TableCell key={column.id} sx={{ whiteSpace: 'nowrap' }}>
                    {key ? (
                      <TableSortLabel
                        active={active}
                        direction={active && sort.startsWith('-') ? 'desc' : 'asc'}
                        onClick={() => props.onSort(nextSort(sort, key))}
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.loading && !rows ? <TableSkeletonRows columns={span} /> : null}
            {rows && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={span} align="center" sx={{ py: 4 }}>
                  {props.emptyText}
                </TableCell>
              </TableRow>
            ) : null}
            {rows?.map((row) => (
              <TableRow key={props.rowKey(row)} hover>
                {selection ? (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selection.isSelected(row)}
                      onChange={() => selection.toggle(row)}
                      slotProps={{ input: { 'aria-label': selection.rowLabel(row) } }}
                    />
                  </TableCell>
                ) : null}
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    sx={column.wrap ? { minWidth: 180 } : { whiteSpace: 'nowrap' }}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={props.total}
        page={Math.max(0, props.page - 1)}
        rowsPerPage={props.pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, page) => props.onPage(page + 1)}
        onRowsPerPageChange={(event) => props.onPageSize(Number(event.target.value))}
        labelRowsPerPage="Baris per halaman"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} dari ${count}`}
      />
    </Paper>
  );
}
