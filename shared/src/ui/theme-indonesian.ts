import { formatNumber } from '@gcw/shared/format';
import type { Components, Theme } from '@mui/material/styles';

type PageButton = 'first' | 'last' | 'next' | 'previous';

const PAGE_BUTTON_LABELS: Record<PageButton, string> = {
  first: 'Ke halaman pertama',
  last: 'Ke halaman terakhir',
  next: 'Ke halaman berikutnya',
  previous: 'Ke halaman sebelumnya',
};

/** `1–10 dari 30` (MUI writes `1–10 of 30`); an unknown total reads `lebih dari 10`. */
export function displayedRowsLabel({
  from,
  to,
  count,
}: {
  from: number;
  to: number;
  count: number;
}) {
  const total = count === -1 ? `lebih dari ${formatNumber(to)}` : formatNumber(count);
  return `${formatNumber(from)}–${formatNumber(to)} dari ${total}`;
}

/**
 * Every text MUI writes itself, in Indonesian (MUI's own idID leaves most of them English).
 * Part of the one theme, so no app can forget one.
 */
export const indonesianComponents = {
  MuiTablePagination: {
    defaultProps: {
      labelRowsPerPage: 'Baris per halaman',
      labelDisplayedRows: displayedRowsLabel,
      getItemAriaLabel: (type: PageButton) => PAGE_BUTTON_LABELS[type],
    },
  },
  MuiPagination: {
    defaultProps: {
      'aria-label': 'Navigasi halaman',
      getItemAriaLabel: (type: string, page: number | null, selected: boolean) => {
        if (type === 'page') return selected ? `Halaman ${page}` : `Ke halaman ${page}`;
        return PAGE_BUTTON_LABELS[type as PageButton] ?? type;
      },
    },
  },
  MuiAutocomplete: {
    defaultProps: {
      clearText: 'Hapus',
      closeText: 'Tutup',
      loadingText: 'Memuat…',
      noOptionsText: 'Tidak ada pilihan',
      openText: 'Buka',
    },
  },
  MuiAlert: { defaultProps: { closeText: 'Tutup' } },
} satisfies Components<Theme>;
