import { fireEvent, screen } from '@testing-library/react';

import { renderWithApp } from '@gcw/shared/testing';
import { FaqSection } from '../faq-section';

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

  it('takes fees and sizes from the deploy-time configuration', () => {
    renderWithApp(<FaqSection />, {
      config: {
        fees: { hackathonMin: 90_000, hackathonMax: 90_000, competitiveProgramming: 75_000 },
      },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Registration' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Hackathon Rp90.000; Competitive Programming Rp75.000',
    );
  });
});
