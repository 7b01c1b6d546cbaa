import type { AppNotification } from '@gcw/shared';
import type { TransportBaseQuery } from '@gcw/shared/store';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { NotificationBell } from '../../features/notifications/notification-bell';
import { adminUser, eventsData, makeSession } from '../../test-utils/fixtures';
import { makeAppStore } from '../../test-utils/test-store';
import { DashboardLayout } from '../dashboard-layout';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notification(overrides: Partial<AppNotification>): AppNotification {
  return {
    id: 1,
    kind: 'payment_verified',
    event: 'Hackathon',
    title: 'Pembayaran diverifikasi',
    body: 'Pembayaran tim Kode Nusantara sudah diverifikasi panitia.',
    link: '/dashboard/hackathon/team',
    created_at: minutesAgo(5),
    read_at: null,
    ...overrides,
  };
}

/** A fake API holding the notifications: POST /notifications/read really marks them. */
function fakeNotificationsApi(items: AppNotification[]) {
  const fn = jest.fn(async (args: string | FetchArgs) => {
    const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
    if (request.url === '/profile/events') return { data: { Data: eventsData() } };
    if (request.url === '/notifications' && (request.method ?? 'GET') === 'GET') {
      const unread = items.filter((item) => item.read_at === null).length;
      return {
        data: { Data: { items, page: 1, page_size: 10, total: items.length, unread } },
      };
    }
    if (request.url === '/notifications/read') {
      const body = request.body as { ids?: number[]; all?: boolean };
      items = items.map((item) =>
        body.all || body.ids?.includes(item.id) ? { ...item, read_at: minutesAgo(0) } : item,
      );
      return { data: { Data: { marked: true } } };
    }
    return { error: { status: 404, data: { Message: 'not here' } } };
  });
  const calls = (method: string, url: string) =>
    fn.mock.calls
      .map(([args]) => (typeof args === 'string' ? { url: args } : args))
      .filter((request) => (request.method ?? 'GET') === method && request.url === url);
  return { transport: fn as unknown as TransportBaseQuery, calls };
}

function Probe() {
  return <output aria-label="current location">{useLocation().pathname}</output>;
}

function renderBell(items: AppNotification[], ui = <NotificationBell />, user = makeSession()) {
  const api = fakeNotificationsApi(items);
  const store = makeAppStore({ session: user, transport: api.transport });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/dashboard/profile']}>
        {ui}
        <Routes>
          <Route path="*" element={<Probe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return api;
}

const TWO_UNREAD = [
  notification({ id: 1 }),
  notification({
    id: 2,
    kind: 'member_joined',
    title: 'Anggota baru',
    body: 'Budi bergabung dengan tim Anda.',
    created_at: minutesAgo(60 * 26),
  }),
  notification({ id: 3, title: 'Lama', read_at: minutesAgo(100), created_at: minutesAgo(3000) }),
];

describe('NotificationBell', () => {
  it('says the unread count in its name', async () => {
    renderBell(TWO_UNREAD);
    expect(
      await screen.findByRole('button', { name: 'Notifikasi, 2 belum dibaca' }),
    ).toBeInTheDocument();
  });

  it('lists the latest with title, body and an Indonesian relative time, keyboard first', async () => {
    renderBell(TWO_UNREAD);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /2 belum dibaca/ }));
    const list = await screen.findByRole('menu', { name: 'Notifikasi terbaru' });
    const items = within(list).getAllByRole('menuitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Belum dibaca: Pembayaran diverifikasi');
    expect(items[0]).toHaveTextContent('Pembayaran tim Kode Nusantara sudah diverifikasi panitia.');
    expect(items[0]).toHaveTextContent('5 menit yang lalu');
    expect(items[1]).toHaveTextContent('kemarin');
    expect(items[2]).not.toHaveTextContent('Belum dibaca');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
  });

  it('marks a notification read when it is opened, and follows its link', async () => {
    const api = renderBell(TWO_UNREAD);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /2 belum dibaca/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Pembayaran diverifikasi/ }));
    await waitFor(() =>
      expect(screen.getByLabelText('current location')).toHaveTextContent(
        '/dashboard/hackathon/team',
      ),
    );
    expect(api.calls('POST', '/notifications/read')[0]?.body).toEqual({ ids: [1] });
    expect(
      await screen.findByRole('button', { name: 'Notifikasi, 1 belum dibaca' }),
    ).toBeInTheDocument();
  });

  it('marks everything read with "Tandai semua dibaca"', async () => {
    const api = renderBell(TWO_UNREAD);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /2 belum dibaca/ }));
    await user.click(await screen.findByRole('button', { name: 'Tandai semua dibaca' }));
    expect(api.calls('POST', '/notifications/read')[0]?.body).toEqual({ all: true });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Tandai semua dibaca' })).toBeDisabled(),
    );
    const bell = screen.getByRole('button', {
      name: 'Notifikasi, semua sudah dibaca',
      hidden: true,
    });
    // Nothing visible that its name lacks (a hidden "0" badge failed axe's label check).
    await waitFor(() => expect(bell).toHaveTextContent(/^$/));
  });

  it('asks again when the window gets focus back', async () => {
    const api = renderBell([notification({ id: 1 })]);
    await screen.findByRole('button', { name: /1 belum dibaca/ });
    const before = api.calls('GET', '/notifications').length;
    act(() => {
      fireEvent.focus(window);
    });
    await waitFor(() => expect(api.calls('GET', '/notifications').length).toBe(before + 1));
  });

  it('sits in the top bar for a student, not for an admin', async () => {
    const layout = (
      <DashboardLayout onLogout={() => undefined}>
        <p>Isi</p>
      </DashboardLayout>
    );
    renderBell(TWO_UNREAD, layout);
    expect(await screen.findByRole('button', { name: /2 belum dibaca/ })).toBeInTheDocument();
    cleanup();
    const api = renderBell(TWO_UNREAD, layout, makeSession(adminUser));
    expect(screen.getByText('Isi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifikasi/ })).not.toBeInTheDocument();
    expect(api.calls('GET', '/notifications')).toHaveLength(0);
  });
});
