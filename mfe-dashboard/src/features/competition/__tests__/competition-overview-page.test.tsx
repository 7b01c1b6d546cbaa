import { DEFAULT_EVENT_SETTINGS } from '@gcw/shared';
import { ok } from '@gcw/shared/testing';
import { screen } from '@testing-library/react';

import { eventsData, INCOMPLETE_USER } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { CompetitionOverviewPage } from '../components/competition-overview-page';

const page = <CompetitionOverviewPage competition="hackathon" />;

describe('CompetitionOverviewPage', () => {
  it('offers both ways in to an unregistered student, with fee, team size and rules', async () => {
    renderWithApp(page, { routes: { 'GET /profile/events': ok(eventsData()) } });
    expect(await screen.findByRole('heading', { name: 'Buat tim baru' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gabung dengan kode' })).toBeInTheDocument();
    // The early-bird fee of R9.3 has no end date until the admins set one: the regular fee holds.
    expect(screen.getByText('Rp100.000 per tim')).toBeInTheDocument();
    expect(screen.getByText('1–5 orang per tim')).toBeInTheDocument();
    expect(
      screen.getByText(/berasal dari institusi \(universitas\) yang sama/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Status Anda: Belum terdaftar')).toBeInTheDocument();
  });

  it('shows the team link instead of the forms once registered', async () => {
    renderWithApp(page, {
      routes: { 'GET /profile/events': ok(eventsData({ hackathon: 'Stage-1', teamId: 4 })) },
    });
    expect(await screen.findByText('Anda sudah terdaftar di Hackathon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat tim saya' })).toHaveAttribute(
      'href',
      '/dashboard/hackathon/team',
    );
    expect(screen.getByRole('link', { name: 'Tahap 1: Proposal' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tahap 2: Video' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Buat tim baru' })).not.toBeInTheDocument();
  });

  it('explains the one-competition rule to a member of the other competition', async () => {
    renderWithApp(page, {
      routes: { 'GET /profile/events': ok(eventsData({ cp: 'Registered', teamId: 9 })) },
    });
    expect(
      await screen.findByText('Anda sudah terdaftar di Competitive Programming'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Buat tim baru' })).not.toBeInTheDocument();
  });

  it('asks for a complete profile first, with a link', async () => {
    renderWithApp(page, {
      user: INCOMPLETE_USER,
      routes: { 'GET /profile/events': ok(eventsData()) },
    });
    expect(await screen.findByText('Lengkapi profil terlebih dahulu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lengkapi profil' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
  });

  it('tells when registering and joining close, from the event settings', async () => {
    const closesAt = new Date(Date.now() + 2 * 86_400_000 + 5 * 3_600_000 + 30_000).toISOString();
    renderWithApp(page, {
      routes: {
        'GET /profile/events': ok(eventsData()),
        'GET /settings': ok({
          ...DEFAULT_EVENT_SETTINGS,
          hackathon: {
            ...DEFAULT_EVENT_SETTINGS.hackathon,
            registration: { opens_at: null, closes_at: closesAt },
          },
        }),
      },
    });
    expect(
      await screen.findByText(
        /^Pendaftaran tim dan bergabung ditutup dalam 2 hari 5 jam \(batas .+ WIB\)\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('shows the fee, team size and bank account the admins set', async () => {
    renderWithApp(page, {
      routes: {
        'GET /profile/events': ok(eventsData()),
        'GET /settings': ok({
          ...DEFAULT_EVENT_SETTINGS,
          hackathon: {
            ...DEFAULT_EVENT_SETTINGS.hackathon,
            fee: 125_000,
            early_bird_fee: null,
            team_size: { min: 2, max: 4 },
            bank_account: { bank: 'BNI', number: '0123456789', holder: 'Panitia GCW' },
          },
        }),
      },
    });
    expect(await screen.findByText('Rp125.000 per tim')).toBeInTheDocument();
    expect(screen.getByText('2–4 orang per tim')).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Rincian pembayaran' });
    expect(payment).toHaveTextContent('Jumlah transferRp125.000');
    expect(payment).toHaveTextContent('Nomor rekening0123456789');
    expect(payment).toHaveTextContent('Atas namaPanitia GCW');
    expect(payment).toHaveTextContent('Berita transferHCK-0007');
  });
});
