import { ok, refuse } from '@gcw/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { ExportSection } from '../components/export-section';
import { EXPORT_POLL_MS } from '../hooks/use-data-exports';
import { archivePath, dataExport, EXPORTS, READY, REQUEST_EXPORT } from './privacy-fixtures';

describe('"Unduh data Anda"', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('prepares an archive: pending, asked again every few seconds, then ready to download', async () => {
    jest.useFakeTimers();
    let list = [] as ReturnType<typeof dataExport>[];
    const { transport, user } = renderWithApp(<ExportSection />, {
      userEvent: { delay: null, advanceTimers: jest.advanceTimersByTime },
      routes: {
        [EXPORTS]: () => ok(list),
        [REQUEST_EXPORT]: () => {
          list = [dataExport()];
          return ok(list[0]);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Siapkan arsip data' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Arsip data Anda sedang disiapkan.',
    );
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText('Sedang disiapkan')).toBeInTheDocument();
    // One is pending: a second request would be refused (409), so the button waits.
    expect(screen.getByRole('button', { name: 'Siapkan arsip data' })).toBeDisabled();

    list = [READY];
    await act(async () => {
      await jest.advanceTimersByTimeAsync(EXPORT_POLL_MS);
    });
    expect(await screen.findByText('Siap diunduh')).toBeInTheDocument();
    const archive = screen.getByRole('article', { name: /^Arsip 10 Desember 2026/ });
    expect(within(archive).getByText('2,5 MB · 3 berkas unggahan')).toBeInTheDocument();
    expect(within(archive).getByText(/Dapat diunduh sampai 10 Desember 2026/)).toBeInTheDocument();
    expect(within(archive).getByRole('button', { name: /Unduh arsip/ })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).toBeNull();

    // None is pending any more: the list is not asked for again.
    const asked = transport.callsTo(EXPORTS).length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(EXPORT_POLL_MS * 3);
    });
    expect(transport.callsTo(EXPORTS)).toHaveLength(asked);
  });

  it("shows the API's Message when the day's requests are used up", async () => {
    const { user } = renderWithApp(<ExportSection />, {
      routes: {
        [EXPORTS]: ok([]),
        [REQUEST_EXPORT]: refuse(429, 'Anda sudah meminta 3 arsip hari ini. Coba lagi besok.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Siapkan arsip data' }));
    expect(
      await screen.findByText('Anda sudah meminta 3 arsip hari ini. Coba lagi besok.'),
    ).toBeInTheDocument();
  });

  it('downloads a ready archive through the transport', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:archive');
    URL.revokeObjectURL = jest.fn();
    // jsdom cannot navigate: the download link's click is recorded instead.
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { transport, user } = renderWithApp(<ExportSection />, {
      routes: {
        [EXPORTS]: ok([READY]),
        [archivePath(12)]: { data: new Blob(['PK'], { type: 'application/zip' }) },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Unduh arsip/ }));
    await waitFor(() => expect(transport.callsTo(archivePath(12))).toHaveLength(1));
    await waitFor(() => expect(saved).toEqual(['data-saya-12.zip blob:archive']));
  });

  it('says so when the download link has expired', async () => {
    const { user } = renderWithApp(<ExportSection />, {
      routes: {
        [EXPORTS]: ok([READY]),
        [archivePath(12)]: refuse(
          410,
          'Tautan unduhan arsip ini sudah kedaluwarsa. Minta arsip baru.',
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: /Unduh arsip/ }));
    expect(
      await screen.findByText('Tautan unduhan arsip ini sudah kedaluwarsa. Minta arsip baru.'),
    ).toBeInTheDocument();
  });
});
