import { renderWithApp } from '@gcw/shared/testing';
import { screen } from '@testing-library/react';

import { AboutPage } from '../about-page';

describe('AboutPage', () => {
  it('describes the event, its three activities and the organiser in Indonesian', () => {
    renderWithApp(<AboutPage />, {
      route: '/about',
      path: '/about',
      config: { eventName: 'GCW 2025', organizerName: 'Panitia Uji' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeInTheDocument();
    expect(screen.getByText('GCW 2025: pekan kode mahasiswa nasional.')).toBeInTheDocument();
    for (const name of ['Hackathon', 'Competitive Programming', 'Seminar Nasional']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Penyelenggara' })).toBeInTheDocument();
    expect(screen.getAllByText(/Panitia Uji/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });
});
