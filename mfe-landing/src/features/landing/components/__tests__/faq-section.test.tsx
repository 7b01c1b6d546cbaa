import { renderWithApp } from '@gcw/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { settingsTransport, settingsWith } from '../../settings/__tests__/settings-transport';
import { FaqSection } from '../faq-section';

/** The texts are read at the time the page is opened: the test says when that is. */
function openedAt(iso: string) {
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse(iso));
}

describe('FaqSection', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens on General with the eligibility and team rules of R1.2 and R1.7', () => {
    openedAt('2025-07-01T00:00:00+07:00');
    renderWithApp(<FaqSection />);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'General' });
    expect(panel).toHaveTextContent(
      'Mahasiswa aktif program D3/D4 dan S1 dari perguruan tinggi di Indonesia.',
    );
    expect(panel).toHaveTextContent('harus berasal dari universitas yang sama');
    expect(panel).toHaveTextContent('hanya boleh mengikuti satu kompetisi');
    expect(panel).toHaveTextContent(
      'Final Day jatuh pada 19 Juli 2025. Hitung mundur di halaman ini menuju 26 Juli 2025 pukul 00.00 WIB.',
    );
  });

  it('puts a Final Day and a countdown that have passed in the past tense', () => {
    // A fresh install (R9.2's 2025 dates) opened in November 2026.
    openedAt('2026-11-27T10:00:00+07:00');
    renderWithApp(<FaqSection />);
    const panel = screen.getByRole('tabpanel', { name: 'General' });
    expect(panel).toHaveTextContent(
      'Final Day telah berlangsung pada 19 Juli 2025. Hitung mundur di halaman ini telah berakhir pada 26 Juli 2025 pukul 00.00 WIB.',
    );
    expect(panel).not.toHaveTextContent('jatuh pada');
  });

  it('switches to Registration with fees, team sizes, the individual seminar and registration', () => {
    openedAt('2025-07-01T00:00:00+07:00');
    renderWithApp(<FaqSection />);
    fireEvent.click(screen.getByRole('tab', { name: 'Registration' }));
    expect(screen.getByRole('tab', { name: 'Registration' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tabpanel', { name: 'General' })).not.toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Registration' });
    expect(panel).toHaveTextContent(
      'Hackathon: Rp80.000 – Rp100.000; Competitive Programming: Rp80.000; Seminar: Diumumkan kemudian.',
    );
    expect(panel).toHaveTextContent(
      'Competitive Programming maksimal 3 orang per tim; Hackathon maksimal 5 orang per tim.',
    );
    expect(panel).toHaveTextContent('Seminar diikuti secara individu.');
    // A fresh install sets no window: everything is open.
    expect(panel).toHaveTextContent(
      'Hackathon: Pendaftaran sedang dibuka. Competitive Programming: Pendaftaran sedang dibuka. Seminar: Pendaftaran sedang dibuka.',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'General' }));
    expect(screen.getByRole('tabpanel', { name: 'General' })).toBeInTheDocument();
  });

  it('takes fees, sizes and registration windows from the event settings', async () => {
    openedAt('2026-11-27T10:00:00+07:00');
    const settings = settingsWith({
      hackathon: {
        fee: 90_000,
        early_bird_fee: null,
        registration: { opens_at: null, closes_at: '2026-11-20T16:59:00.000Z' },
      },
      'competitive-programming': {
        fee: 75_000,
        team_size: { min: 1, max: 2 },
        registration: { opens_at: null, closes_at: '2026-12-20T16:59:00.000Z' },
      },
      seminar: { fee: 0, registration: { opens_at: '2026-12-01T01:00:00.000Z', closes_at: null } },
    });
    renderWithApp(<FaqSection />, { transport: settingsTransport(settings) });
    fireEvent.click(screen.getByRole('tab', { name: 'Registration' }));
    const panel = screen.getByRole('tabpanel');
    await waitFor(() =>
      expect(panel).toHaveTextContent(
        'Hackathon: Rp90.000; Competitive Programming: Rp75.000; Seminar: Gratis.',
      ),
    );
    expect(panel).toHaveTextContent('Competitive Programming maksimal 2 orang per tim');
    expect(panel).toHaveTextContent(
      'Hackathon: Pendaftaran telah ditutup. Competitive Programming: Pendaftaran dibuka hingga 20 Desember 2026 pukul 23.59 WIB. Seminar: Pendaftaran dibuka mulai 1 Desember 2026 pukul 08.00 WIB.',
    );
  });
});
