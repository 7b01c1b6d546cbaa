import { DEFAULT_EVENT_SETTINGS } from '@gcw/shared';
import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor } from '@testing-library/react';

import { eventsData, INCOMPLETE_USER, TICKET } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { SeminarPage } from '../components/seminar-page';

describe('SeminarPage', () => {
  it('explains the seminar and its fee, and registers an unregistered student', async () => {
    let registered = false;
    const { user, transport } = renderWithApp(<SeminarPage />, {
      routes: {
        'GET /settings': ok({
          ...DEFAULT_EVENT_SETTINGS,
          seminar: { ...DEFAULT_EVENT_SETTINGS.seminar, fee: 0 },
        }),
        'GET /profile/events': () =>
          ok(registered ? eventsData({ seminar: 'Registered', ticket: TICKET }) : eventsData()),
        'POST /seminar/registration': () => {
          registered = true;
          return ok({ name: 'Seminar', status: 'Registered', ticket: TICKET });
        },
      },
    });
    // A fee of 0 set by the admins is free.
    expect(await screen.findByText('Gratis')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Daftar seminar sekarang' }));
    await waitFor(() => expect(transport.callsTo('POST /seminar/registration')).toHaveLength(1));
    expect(await screen.findByText(/Tiket Anda sudah terbit/)).toBeInTheDocument();
    // The registration invalidates 'Events': the refetched events bring the ticket.
    expect(await screen.findByRole('heading', { name: 'Tiket seminar Anda' })).toBeInTheDocument();
  });

  it('says the fee is not announced on a fresh install, as the landing does', async () => {
    renderWithApp(<SeminarPage />, {
      routes: {
        'GET /settings': ok(DEFAULT_EVENT_SETTINGS),
        'GET /profile/events': ok(eventsData()),
      },
    });
    expect(await screen.findByText('Diumumkan kemudian')).toBeInTheDocument();
    expect(screen.queryByText('Gratis')).not.toBeInTheDocument();
  });

  it('shows the ticket with its QR code, download link and full-screen view', async () => {
    const { user } = renderWithApp(<SeminarPage />, {
      routes: { 'GET /profile/events': ok(eventsData({ seminar: 'Registered', ticket: TICKET })) },
    });
    expect(await screen.findByText('SEM-2025-0001')).toBeInTheDocument();
    expect(screen.getByText('Seminar')).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'Kode QR tiket SEM-2025-0001' });
    expect(qr).toHaveAttribute('src', TICKET.qr_code_url);
    expect(screen.getByRole('link', { name: 'Unduh kode QR' })).toHaveAttribute(
      'href',
      TICKET.qr_code_url,
    );
    await user.click(screen.getByRole('button', { name: 'Tampilkan layar penuh' }));
    expect(
      await screen.findByRole('img', { name: 'Kode QR tiket SEM-2025-0001 (layar penuh)' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Daftar seminar sekarang' }),
    ).not.toBeInTheDocument();
  });

  it('asks for a complete profile before registering', async () => {
    renderWithApp(<SeminarPage />, {
      user: INCOMPLETE_USER,
      routes: { 'GET /profile/events': ok(eventsData()) },
    });
    expect(await screen.findByText('Lengkapi profil terlebih dahulu')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Daftar seminar sekarang' }),
    ).not.toBeInTheDocument();
  });

  it('shows the server refusal', async () => {
    const { user } = renderWithApp(<SeminarPage />, {
      routes: {
        'GET /profile/events': ok(eventsData()),
        'POST /seminar/registration': refuse(409, 'Anda sudah terdaftar di seminar.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Daftar seminar sekarang' }));
    expect(await screen.findAllByText('Anda sudah terdaftar di seminar.')).not.toHaveLength(0);
  });

  it('fetches the ticket when the events answer has none', async () => {
    renderWithApp(<SeminarPage />, {
      routes: {
        'GET /profile/events': ok(eventsData({ seminar: 'Registered', ticket: null })),
        'GET /seminar/ticket': ok(TICKET),
      },
    });
    expect(await screen.findByText('SEM-2025-0001')).toBeInTheDocument();
  });
});
