import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { page, registration } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { SETTLE } from '../../../test-utils/settle';
import { SeminarRegistrationsPage } from '../components/seminar-registrations-page';

const LIST = 'GET /seminar';
const CHECK_IN = 'POST /seminar/check-in';
const routes = {
  [LIST]: ok(
    page([
      registration(),
      registration({
        ticket_id: 'SEM-FFFFFFFFFFFFFFFF',
        checked_in_at: '2025-07-20T03:00:00.000Z',
        user: { ...registration().user, id: 11, name: 'Sari Dewi' },
        team_name: 'Tim Garuda AI',
      }),
      registration({
        ticket_id: 'SEM-AAAAAAAAAAAAAAAA',
        cancelled_at: '2025-07-10T03:00:00.000Z',
        user: { ...registration().user, id: 12, name: 'Rina Putri' },
      }),
    ]),
  ),
};

async function typeAndCheckIn(user: ReturnType<typeof renderWithApp>['user'], ticket: string) {
  await user.type(screen.getByRole('textbox', { name: 'ID tiket' }), ticket);
  await user.click(screen.getByRole('button', { name: 'Check-in' }));
}

describe('SeminarRegistrationsPage', () => {
  it('renders registrations with their tickets and attendance', async () => {
    renderWithApp(<SeminarRegistrationsPage />, { routes });
    const table = await screen.findByRole('table', { name: 'Pendaftar seminar' });
    expect(await within(table).findByText('SEM-0123456789ABCDEF')).toBeInTheDocument();
    expect(within(table).getByText('Belum hadir')).toBeInTheDocument();
    expect(within(table).getByText(/^Hadir /)).toBeInTheDocument();
    // A holder's team by its name.
    const sari = within(table).getByRole('row', { name: /Sari Dewi/ });
    expect(within(sari).getByText('Tim Garuda AI')).toBeInTheDocument();
    // A seat its holder gave back stays listed, marked.
    const cancelled = within(table).getByRole('row', { name: /SEM-AAAAAAAAAAAAAAAA/ });
    expect(within(cancelled).getByText(/^Dibatalkan /)).toBeInTheDocument();
  });

  it('filters by attendance and search', async () => {
    const { transport, user } = renderWithApp(<SeminarRegistrationsPage />, { routes });
    await screen.findByText('SEM-0123456789ABCDEF');
    await user.click(screen.getByRole('combobox', { name: 'Kehadiran' }));
    await user.click(await screen.findByRole('option', { name: 'Belum hadir' }));
    await user.type(screen.getByRole('searchbox', { name: /Cari nama/ }), 'SEM-01');
    await waitFor(
      () => expect(transport.lastParams(LIST)).toEqual({ checked_in: 'false', search: 'SEM-01' }),
      SETTLE,
    );
  });

  it('checks a typed ticket in', async () => {
    const { transport, user } = renderWithApp(<SeminarRegistrationsPage />, {
      routes: {
        ...routes,
        [CHECK_IN]: ok(registration({ checked_in_at: '2025-07-20T03:00:00Z' })),
      },
    });
    await screen.findByText('SEM-0123456789ABCDEF');
    await typeAndCheckIn(user, ' sem-0123456789abcdef ');
    // Announced once, by the toast; the desk keeps the outcome in view without a second region.
    expect(await screen.findByRole('status')).toHaveTextContent('Check-in berhasil: Budi Santoso.');
    expect(screen.getByText(/Hadir: Budi Santoso/).closest('[role="note"]')).not.toBeNull();
    expect(transport.callsTo(CHECK_IN)[0]?.body).toEqual({ ticket: 'sem-0123456789abcdef' });
    expect(screen.getByRole('textbox', { name: 'ID tiket' })).toHaveValue('');
  });

  it.each([
    [
      // The instant comes from the body's UsedAt, whatever the message says.
      refuse(409, 'Tiket sudah dipakai', {
        Reason: 'ticket-used',
        UsedAt: '2025-07-20T03:00:00.000Z',
      }),
      /Tiket sudah dipakai: check-in pada 20 Juli 2025 pukul 10\.00 WIB/,
    ],
    [
      refuse(409, 'Tiket sudah kedaluwarsa.', { Reason: 'ticket-expired' }),
      /Tiket sudah kedaluwarsa/,
    ],
    [
      refuse(409, 'Tiket sudah dibatalkan pemiliknya', { Reason: 'ticket-cancelled' }),
      /Tiket sudah dibatalkan pemiliknya/,
    ],
    [refuse(404, 'Ticket not found'), /Tiket tidak ditemukan/],
    [refuse(400, 'Invalid ticket'), /Tiket tidak valid/],
  ])('refuses a ticket with a plain message', async (answer, message) => {
    const { user } = renderWithApp(<SeminarRegistrationsPage />, {
      routes: { ...routes, [CHECK_IN]: answer },
    });
    await screen.findByText('SEM-0123456789ABCDEF');
    await typeAndCheckIn(user, 'SEM-0123456789ABCDEF');
    const alerts = await screen.findAllByText(message);
    expect(alerts.length).toBeGreaterThan(0);
    expect(screen.getByText(/^Ditolak:/)).toBeInTheDocument();
  });

  it('leads to the door scanner by a link that loads the page (the camera is allowed only there)', async () => {
    renderWithApp(<SeminarRegistrationsPage />, { routes });
    await screen.findByText('SEM-0123456789ABCDEF');
    const door = screen.getByRole('link', { name: 'Buka pemindai pintu' });
    expect(door).toHaveAttribute('href', '/admin/seminar/pintu');
    expect(screen.queryByRole('button', { name: 'Pindai QR' })).toBeNull();
  });

  it('shows the API message when the list fails', async () => {
    renderWithApp(<SeminarRegistrationsPage />, { routes: { [LIST]: refuse(403, 'Admin only') } });
    expect(await screen.findByText('Admin only')).toBeInTheDocument();
  });
});
