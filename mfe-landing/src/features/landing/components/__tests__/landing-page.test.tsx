import { renderWithApp } from '@gcw/shared/testing';
import { screen, within } from '@testing-library/react';

import { settingsTransport, settingsWith } from '../../settings/__tests__/settings-transport';
import { LandingPage } from '../landing-page';

const config = {
  eventName: 'GCW 2025',
  guideBookUrl: 'https://example.test/guidebook.pdf',
  social: {
    tiktok: 'https://www.tiktok.com/@gcw.test',
    instagram: 'https://www.instagram.com/gcw.test',
    email: 'mailto:panitia@gcw.test',
  },
};

function renderLanding() {
  return renderWithApp(<LandingPage />, { config });
}

describe('LandingPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('closes the sidebar when it opens', () => {
    const { store } = renderWithApp(<LandingPage />, {
      config,
      layout: { sidebarExpanded: true, mobileDrawerOpen: true },
    });
    expect(store.getState().layout).toEqual({ sidebarExpanded: false, mobileDrawerOpen: false });
  });

  it('shows the event name as the only h1 and the hero texts', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'GCW 2025' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/mahasiswa D3\/D4 dan S1 di seluruh Indonesia/)).toBeInTheDocument();
  });

  it('opens the GuideBook in a new tab with a safe rel', () => {
    renderLanding();
    const guideBook = screen.getByRole('link', { name: 'GuideBook' });
    expect(guideBook).toHaveAttribute('href', 'https://example.test/guidebook.pdf');
    expect(guideBook).toHaveAttribute('target', '_blank');
    expect(guideBook).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('sends every Register Now and the closing call to action to /auth/login (R2.7, R2.9, R2.11)', () => {
    renderLanding();
    const registerLinks = screen.getAllByRole('link', { name: 'Register Now' });
    // The hero plus one on each of the three event cards.
    expect(registerLinks).toHaveLength(4);
    for (const link of registerLinks) expect(link).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Daftar Sekarang' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.getByRole('heading', { name: 'Siap Berkompetisi?' })).toBeInTheDocument();
  });

  it('has a top bar with #timeline, #event, About Us and Login', () => {
    renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Navigasi utama' });
    expect(within(nav).getByRole('link', { name: 'Timeline' })).toHaveAttribute(
      'href',
      '#timeline',
    );
    expect(within(nav).getByRole('link', { name: 'Event' })).toHaveAttribute('href', '#event');
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
  });

  it('has the sections the anchors point to', () => {
    const { container } = renderLanding();
    expect(container.querySelector('#timeline')).toContainElement(
      screen.getByRole('heading', { name: 'Timeline' }),
    );
    expect(container.querySelector('#event')).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Event' }),
    );
  });

  it('lists the stages of both competitions and the seminar in the timeline', () => {
    renderLanding();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Tahap 1: Proposal')).toBeInTheDocument();
    expect(within(timeline).getByText('Tahap 2: Video')).toBeInTheDocument();
    expect(within(timeline).getByText('Tahap 1: Warm-up')).toBeInTheDocument();
    expect(within(timeline).getByText('Tahap 2: Qualifying')).toBeInTheDocument();
    expect(within(timeline).getByText('Pendaftaran Individu')).toBeInTheDocument();
    expect(timeline).toHaveTextContent('Final Day: 19 Juli 2025');
  });

  it('shows three event cards with fees in rupiah and team sizes', () => {
    renderLanding();
    const cp = screen.getByRole('article', { name: 'Competitive Programming' });
    expect(within(cp).getByText('Rp80.000')).toBeInTheDocument();
    expect(cp).toHaveTextContent('Tim, maksimal 3 orang');
    const hackathon = screen.getByRole('article', { name: 'Hackathon' });
    expect(within(hackathon).getByText('Rp80.000 – Rp100.000')).toBeInTheDocument();
    expect(hackathon).toHaveTextContent('Tim, maksimal 5 orang');
    const seminar = screen.getByRole('article', { name: 'Seminar' });
    expect(within(seminar).getByText('Individu')).toBeInTheDocument();
    for (const card of [cp, hackathon, seminar]) {
      expect(within(card).getByRole('link', { name: 'Register Now' })).toHaveAttribute(
        'href',
        '/auth/login',
      );
    }
  });

  it('has TikTok, Instagram and mail links in the footer', () => {
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'TikTok' })).toHaveAttribute(
      'href',
      'https://www.tiktok.com/@gcw.test',
    );
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/gcw.test',
    );
    expect(within(footer).getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      'mailto:panitia@gcw.test',
    );
    expect(within(footer).getByText(/© 2025 GCW 2025/)).toBeInTheDocument();
  });

  it('links the privacy notice from the footer', () => {
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute(
      'href',
      '/privasi',
    );
  });

  it('shows the countdown and the FAQ', () => {
    renderLanding();
    expect(screen.getByRole('heading', { name: 'Menuju Hari Final' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'General' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Registration' })).toBeInTheDocument();
  });

  it('shows the dates, fees and sizes of the event settings once the API answers', async () => {
    const settings = settingsWith({
      general: { countdown_target: '2026-12-01T03:00:00.000Z', final_day: '2026-11-28' },
      hackathon: { fee: 120_000, early_bird_fee: 90_000, team_size: { min: 2, max: 4 } },
      'competitive-programming': { fee: null, early_bird_fee: null },
    });
    renderWithApp(<LandingPage />, { config, transport: settingsTransport(settings) });
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    // A plain Final Day is a day in Jakarta.
    expect(await within(timeline).findByText('28 November 2026')).toBeInTheDocument();
    expect(screen.getAllByText('1 Desember 2026 pukul 10.00 WIB')[0]).toBeInTheDocument();
    const hackathon = screen.getByRole('article', { name: 'Hackathon' });
    expect(hackathon).toHaveTextContent('Rp90.000 – Rp120.000');
    expect(hackathon).toHaveTextContent('Tim, maksimal 4 orang');
    const cp = screen.getByRole('article', { name: 'Competitive Programming' });
    expect(cp).toHaveTextContent('Diumumkan kemudian');
  });

  it('shows a fresh install opened after the dates of R9.2 as past, the seminar fee not announced', () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-27T10:00:00+07:00'));
    renderLanding();
    expect(screen.getByRole('region', { name: 'Timeline' })).toHaveTextContent(
      'Final Day: 19 Juli 2025 (telah berlangsung)',
    );
    const seminar = screen.getByRole('article', { name: 'Seminar' });
    expect(within(seminar).getByText('Diumumkan kemudian')).toBeInTheDocument();
    expect(within(seminar).queryByText('Gratis')).not.toBeInTheDocument();
  });

  it('says on each card whether registration is open, and that a closed one has closed', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-27T10:00:00+07:00'));
    const settings = settingsWith({
      hackathon: {
        registration: { opens_at: null, closes_at: '2026-11-20T16:59:00.000Z' },
        early_bird_until: '2026-11-01T00:00:00.000Z',
      },
      'competitive-programming': {
        registration: { opens_at: null, closes_at: '2026-12-20T16:59:00.000Z' },
      },
      seminar: { fee: 0 },
    });
    renderWithApp(<LandingPage />, { config, transport: settingsTransport(settings) });
    const hackathon = screen.getByRole('article', { name: 'Hackathon' });
    expect(await within(hackathon).findByText('Pendaftaran telah ditutup')).toBeInTheDocument();
    // The early bird is over: only the regular fee is still offered.
    expect(within(hackathon).getByText('Rp100.000')).toBeInTheDocument();
    const cp = screen.getByRole('article', { name: 'Competitive Programming' });
    expect(
      within(cp).getByText('Pendaftaran dibuka hingga 20 Desember 2026 pukul 23.59 WIB'),
    ).toBeInTheDocument();
    const seminar = screen.getByRole('article', { name: 'Seminar' });
    expect(within(seminar).getByText('Gratis')).toBeInTheDocument();
    expect(within(seminar).getByText('Pendaftaran sedang dibuka')).toBeInTheDocument();
  });

  it('ignores the event facts a deploy file still carries: only the settings count', () => {
    renderWithApp(<LandingPage />, {
      config: { ...config, finalDay: '2030-01-01', countdownTarget: '2030-01-01' },
    });
    expect(screen.getByRole('region', { name: 'Timeline' })).toHaveTextContent(
      'Final Day: 19 Juli 2025',
    );
  });
});
