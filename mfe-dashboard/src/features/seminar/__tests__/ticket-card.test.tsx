import { DEFAULT_EVENT_SETTINGS } from '@gcw/shared';
import type { EventSettings } from '@gcw/shared';
import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { eventsData, TICKET } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { SeminarPage } from '../components/seminar-page';

const HOUR = 3600_000;

function settings(seminar: Record<string, unknown>): EventSettings {
  return {
    ...DEFAULT_EVENT_SETTINGS,
    seminar: { ...DEFAULT_EVENT_SETTINGS.seminar, ...seminar },
  } as EventSettings;
}

const SCHEDULED = settings({
  starts_at: '2099-07-20T02:00:00.000Z',
  ends_at: '2099-07-20T05:00:00.000Z',
  venue: 'Aula Barat, Gedung Rektorat',
  cancel_until: null,
});

describe('Seminar ticket', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:ics');
    URL.revokeObjectURL = jest.fn();
  });

  it('names the holder, the day and time in WIB and the venue', async () => {
    renderWithApp(<SeminarPage />, {
      routes: {
        'GET /profile/events': ok(eventsData({ seminar: 'Registered', ticket: TICKET })),
        'GET /settings': ok(SCHEDULED),
      },
    });
    const ticket = await screen.findByRole('region', { name: 'Tiket seminar Anda' });
    expect(within(ticket).getByText('Sari Wulandari')).toBeInTheDocument();
    expect(
      await within(ticket).findByText('20 Juli 2099 pukul 09.00–12.00 WIB'),
    ).toBeInTheDocument();
    expect(within(ticket).getByText('Aula Barat, Gedung Rektorat')).toBeInTheDocument();
  });

  it('downloads the calendar file through the shell transport', async () => {
    const ics = '/api/v1/gcw/resources/seminar/ticket.ics';
    const { user, transport } = renderWithApp(<SeminarPage />, {
      routes: {
        'GET /profile/events': ok(eventsData({ seminar: 'Registered', ticket: TICKET })),
        'GET /settings': ok(SCHEDULED),
        [`GET ${ics}`]: { data: new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' }) },
      },
    });
    const button = await screen.findByRole('button', { name: 'Tambahkan ke kalender' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(transport.callsTo(`GET ${ics}`)).toHaveLength(1));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('offers no calendar entry while the seminar has no date', async () => {
    renderWithApp(<SeminarPage />, {
      routes: {
        'GET /profile/events': ok(eventsData({ seminar: 'Registered', ticket: TICKET })),
        'GET /settings': ok(settings({})),
      },
    });
    expect(await screen.findByRole('button', { name: 'Tambahkan ke kalender' })).toBeDisabled();
  });

  it('cancels the seat after a confirmation and offers registration again', async () => {
    let cancelled = false;
    const cutOff = new Date(Date.now() + 24 * HOUR).toISOString();
    const { user, transport } = renderWithApp(<SeminarPage />, {
      routes: {
        'GET /profile/events': () =>
          ok(cancelled ? eventsData() : eventsData({ seminar: 'Registered', ticket: TICKET })),
        'GET /settings': ok(settings({ cancel_until: cutOff })),
        'DELETE /seminar/registration': () => {
          cancelled = true;
          return ok({ name: 'Seminar', status: 'Unregistered', ticket: null });
        },
      },
    });
    expect(await screen.findByText(/Batalkan kursi Anda paling lambat/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Batalkan kursi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan kursi seminar?' });
    expect(within(dialog).getByText(/Tiket SEM-2025-0001 tidak berlaku lagi/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ya, batalkan kursi' }));
    await waitFor(() => expect(transport.callsTo('DELETE /seminar/registration')).toHaveLength(1));
    expect(await screen.findByText('Kursi seminar Anda sudah dibatalkan.')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Daftar seminar sekarang' }),
    ).toBeInTheDocument();
  });

  it('keeps the seat when the dialog is dismissed, and shows the server refusal', async () => {
    const { user, transport } = renderWithApp(<SeminarPage />, {
      routes: {
        'GET /profile/events': ok(eventsData({ seminar: 'Registered', ticket: TICKET })),
        'GET /settings': ok(settings({})),
        'DELETE /seminar/registration': refuse(
          403,
          'Pembatalan kursi seminar sudah ditutup pada 19 Juli 2099 pukul 10.00 WIB.',
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Batalkan kursi' }));
    await user.click(await screen.findByRole('button', { name: 'Batal' }));
    expect(transport.callsTo('DELETE /seminar/registration')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Batalkan kursi' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, batalkan kursi' }));
    expect(
      await screen.findByText(
        'Pembatalan kursi seminar sudah ditutup pada 19 Juli 2099 pukul 10.00 WIB.',
      ),
    ).toBeInTheDocument();
  });

  it('says when cancelling closed instead of offering it', async () => {
    renderWithApp(<SeminarPage />, {
      routes: {
        'GET /profile/events': ok(eventsData({ seminar: 'Registered', ticket: TICKET })),
        'GET /settings': ok(settings({ starts_at: '2020-07-20T02:00:00.000Z' })),
      },
    });
    expect(
      await screen.findByText('Pembatalan kursi sudah ditutup pada 20 Juli 2020 pukul 09.00 WIB.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batalkan kursi' })).not.toBeInTheDocument();
  });
});
