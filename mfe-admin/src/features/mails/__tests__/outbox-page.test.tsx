import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { mail, page } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { SETTLE } from '../../../test-utils/settle';
import { OutboxPage } from '../components/outbox-page';

const LIST = 'GET /mails';
const failed = mail({
  id: 2,
  to: 'sari@kampus.ac.id',
  subject: 'Pembayaran tim Anda ditolak',
  template: 'payment_rejected',
  state: 'failed',
  attempts: 5,
  last_error: '421 Service not available',
  sent_at: null,
});
const routes = { [LIST]: ok(page([mail(), failed], 42)) };

describe('OutboxPage', () => {
  it('lists the mails with Indonesian labels and WIB times', async () => {
    renderWithApp(<OutboxPage />, { routes });
    const table = await screen.findByRole('table', { name: 'Kotak keluar' });
    // Skeleton rows stand in until the answer: wait for the data before counting.
    await within(table).findByText('budi@kampus.ac.id');
    const rows = within(table).getAllByRole('row');
    // Header + two mails.
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByText('budi@kampus.ac.id')).toBeInTheDocument();
    expect(first.getByText('Verifikasi e-mail')).toBeInTheDocument();
    expect(first.getByText('Terkirim')).toBeInTheDocument();
    // 02:00 UTC is 09:00 in Jakarta, whatever the machine's zone (ICU may put a comma in).
    expect(first.getByText(/^23\/11\/26,? 09\.00 WIB$/)).toBeInTheDocument();
    expect(first.getByText(/^23\/11\/26,? 09\.05 WIB$/)).toBeInTheDocument();
    const second = within(rows[2]!);
    expect(second.getByText('Pembayaran ditolak')).toBeInTheDocument();
    expect(second.getByText('Gagal')).toBeInTheDocument();
    expect(second.getByText('421 Service not available')).toBeInTheDocument();
    expect(second.getByText('5')).toBeInTheDocument();
    expect(screen.getByText('1–20 dari 42')).toBeInTheDocument();
    expect(screen.getByText(/Tanpa/)).toHaveTextContent(/SMTP_URL.*\.eml.*outbox/);
  });

  it('filters by state on the server and keeps it in the URL', async () => {
    const { transport, user } = renderWithApp(<OutboxPage />, { routes, route: '/?page=2' });
    await screen.findByText('sari@kampus.ac.id');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Gagal' }));
    await waitFor(() => expect(transport.lastParams(LIST)).toEqual({ state: 'failed' }));
    expect(screen.getByTestId('url-search')).toHaveTextContent('?state=failed');
  });

  it('searches by recipient or subject', async () => {
    const { transport, user } = renderWithApp(<OutboxPage />, { routes });
    await screen.findByText('sari@kampus.ac.id');
    await user.type(screen.getByRole('searchbox', { name: 'Cari penerima atau subjek' }), 'sari');
    // The search waits 300 ms after the last key: room for that on a busy machine.
    await waitFor(() => expect(transport.lastParams(LIST)).toEqual({ search: 'sari' }), SETTLE);
  });

  it('sorts by the times the API can sort by', async () => {
    const { transport, user } = renderWithApp(<OutboxPage />, { routes });
    await screen.findByText('sari@kampus.ac.id');
    await user.click(screen.getByRole('button', { name: 'Terkirim' }));
    await waitFor(() => expect(transport.lastParams(LIST)).toEqual({ sort: 'sent_at' }));
  });

  it('shows the API message when the outbox fails', async () => {
    renderWithApp(<OutboxPage />, { routes: { [LIST]: refuse(400, 'state must be pending') } });
    expect(await screen.findByText('state must be pending')).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    renderWithApp(<OutboxPage />, { routes: { [LIST]: ok(page([], 0)) } });
    expect(await screen.findByText(/Tidak ada e-mail yang cocok/)).toBeInTheDocument();
  });
});
