import { fireEvent, screen, waitFor } from '@testing-library/react';

import { renderWithApp } from '@gcw/shared/testing';
import { FaqSection } from '../faq-section';
import { settingsTransport, settingsWith } from '../../settings/__tests__/settings-transport';

describe('FaqSection', () => {
  it('opens on General with the eligibility and team rules of SPEC §1', () => {
    renderWithApp(<FaqSection />);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'General' });
    expect(panel).toHaveTextContent(
      'Mahasiswa aktif program D3/D4 dan S1 dari perguruan tinggi di Indonesia.',
    );
    expect(panel).toHaveTextContent('harus berasal dari universitas yang sama');
    expect(panel).toHaveTextContent('hanya boleh mengikuti satu kompetisi');
    expect(panel).toHaveTextContent('Final Day jatuh pada 19 Juli 2025');
    expect(panel).toHaveTextContent('26 Juli 2025 pukul 00.00 WIB');
  });

  it('switches to Registration with fees, team sizes, the individual seminar and both dates', () => {
    renderWithApp(<FaqSection />);
    fireEvent.click(screen.getByRole('tab', { name: 'Registration' }));
    expect(screen.getByRole('tab', { name: 'Registration' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tabpanel', { name: 'General' })).not.toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Registration' });
    expect(panel).toHaveTextContent(
      'Hackathon Rp80.000 – Rp100.000; Competitive Programming Rp80.000',
    );
    expect(panel).toHaveTextContent(
      'Competitive Programming maksimal 3 orang per tim; Hackathon maksimal 5 orang per tim.',
    );
    expect(panel).toHaveTextContent('Seminar diikuti secara individu.');
    expect(panel).toHaveTextContent('Final Day: 19 Juli 2025');
    expect(panel).toHaveTextContent('26 Juli 2025 pukul 00.00 WIB');
    fireEvent.click(screen.getByRole('tab', { name: 'General' }));
    expect(screen.getByRole('tabpanel', { name: 'General' })).toBeInTheDocument();
  });

  it('takes fees, sizes and dates from the event settings', async () => {
    const settings = settingsWith({
      general: { countdown_target: '2026-12-01T03:00:00.000Z', final_day: '2026-11-28' },
      hackathon: { fee: 90_000, early_bird_fee: null },
      'competitive-programming': { fee: 75_000, team_size: { min: 1, max: 2 } },
    });
    renderWithApp(<FaqSection />, { transport: settingsTransport(settings) });
    fireEvent.click(screen.getByRole('tab', { name: 'Registration' }));
    const panel = screen.getByRole('tabpanel');
    await waitFor(() =>
      expect(panel).toHaveTextContent('Hackathon Rp90.000; Competitive Programming Rp75.000'),
    );
    expect(panel).toHaveTextContent('Competitive Programming maksimal 2 orang per tim');
    expect(panel).toHaveTextContent('Final Day: 28 November 2026');
  });
});
