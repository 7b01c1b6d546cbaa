import { theme } from '@gcw/shared/ui';
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

import { DeadlineNotice } from '../deadline-notice';

/** The product's theme: a deadline is a notice on the page (role note), not a live region. */
const Themed = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={theme}>{children}</ThemeProvider>
);

const NOW = Date.parse('2026-11-23T10:00:00.000Z');

describe('DeadlineNotice', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW);
  });
  afterEach(() => jest.useRealTimers());

  it('counts down live before the deadline and shows the closed state after it', () => {
    const window = { opens_at: null, closes_at: '2026-11-23T10:01:05.000Z' };
    render(<DeadlineNotice label="Pengumpulan proposal" window={window} />, { wrapper: Themed });
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Pengumpulan proposal ditutup dalam 1 menit 5 detik \(batas 23 November 2026 pukul 17\.01 WIB\)\.$/,
    );
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.getByRole('note')).toHaveTextContent('ditutup dalam 1 menit');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('note')).toHaveTextContent(
      'Pengumpulan proposal sudah ditutup pada 23 November 2026 pukul 17.01 WIB.',
    );
  });

  it('says when a window opens, and nothing when no bound is set', () => {
    const { rerender } = render(
      <DeadlineNotice
        label="Pendaftaran Seminar"
        window={{ opens_at: '2026-11-25T01:00:00.000Z', closes_at: null }}
      />,
      { wrapper: Themed },
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Pendaftaran Seminar dibuka pada 25 November 2026 pukul 08.00 WIB.',
    );
    rerender(<DeadlineNotice label="x" window={{ opens_at: null, closes_at: null }} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
