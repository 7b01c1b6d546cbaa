import { act, render, screen } from '@testing-library/react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';

import { displayedRowsLabel } from '../theme-indonesian';
import { TOAST_COMPONENTS } from '../toast-content';

/** Toasts that help a screen reader, and MUI's own texts in Indonesian. */
describe('toasts', () => {
  it('announces a success politely and an error at once, each in one region', () => {
    render(<SnackbarProvider Components={TOAST_COMPONENTS} />);
    act(() => {
      enqueueSnackbar('Profil tersimpan.', { variant: 'success' });
      enqueueSnackbar('Gagal menyimpan.', { variant: 'error' });
      enqueueSnackbar('Info baru.', { variant: 'info' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Gagal menyimpan.');
    const polite = screen.getAllByRole('status');
    expect(polite.map((el) => el.textContent)).toEqual(['Profil tersimpan.', 'Info baru.']);
    // No second live region around or inside one toast, and no id shared between toasts.
    for (const region of [...polite, screen.getByRole('alert')]) {
      expect(region.querySelector('[role="alert"],[role="status"],[aria-live]')).toBeNull();
    }
    expect(document.querySelectorAll('#notistack-snackbar')).toHaveLength(0);
  });
});

describe('displayedRowsLabel', () => {
  it('writes the rows shown in Indonesian with id-ID numbers', () => {
    expect(displayedRowsLabel({ from: 1, to: 10, count: 30 })).toBe('1–10 dari 30');
    expect(displayedRowsLabel({ from: 1001, to: 1020, count: 2500 })).toBe(
      '1.001–1.020 dari 2.500',
    );
    expect(displayedRowsLabel({ from: 1, to: 10, count: -1 })).toBe('1–10 dari lebih dari 10');
  });
});
