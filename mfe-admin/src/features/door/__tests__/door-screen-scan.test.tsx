import { screen, waitFor, within } from '@testing-library/react';

import type { DoorOutcome } from '../door-admission';
import { fakeAdmission, installCamera, renderDoor, view } from './door-fakes';

const QR = 'GCW1.SEM-0123456789ABCDEF.mac';

beforeEach(() => {
  installCamera();
});

it('admits a code in view once, however long it stays there, and says so in full screen', async () => {
  const vibrate = jest.fn();
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
  const admission = fakeAdmission();
  await renderDoor(admission);
  view.code = QR;
  const result = await screen.findByRole('alert');
  expect(result).toHaveTextContent('Silakan masuk');
  expect(result).toHaveTextContent('Budi Santoso');
  expect(result).toHaveTextContent('Tiket SEM-0123456789ABCDEF');
  expect(screen.getByTestId('door-camera')).toHaveAttribute('data-decoder', 'barcode-detector');
  // The reader keeps seeing it; the door does not ask again.
  const seen = view.reads;
  await waitFor(() => expect(view.reads).toBeGreaterThan(seen + 5));
  expect(admission.admit).toHaveBeenCalledTimes(1);
  expect(admission.admit).toHaveBeenCalledWith(QR);
  expect(vibrate).toHaveBeenCalledWith([60]);
});

it.each<[string, DoorOutcome, RegExp[]]>([
  [
    'a repeat, with the time of the first check-in in WIB',
    {
      kind: 'repeat',
      ticketId: 'SEM-0123456789ABCDEF',
      name: 'Budi Santoso',
      usedAt: '2025-07-20T03:05:00.000Z',
    },
    [/Sudah check-in pukul 10\.05 WIB/, /pada 20 Juli 2025/, /Budi Santoso/],
  ],
  ['a foreign code', { kind: 'invalid', message: 'Tiket tidak valid' }, [/^Tiket tidak valid/]],
  [
    "a refused ticket, in the server's words",
    {
      kind: 'refused',
      ticketId: 'SEM-0123456789ABCDEF',
      name: null,
      message: 'Tiket sudah dibatalkan pemiliknya.',
    },
    [/Tiket ditolak/, /Tiket sudah dibatalkan pemiliknya\./],
  ],
])('shows %s', async (_what, outcome, texts) => {
  await renderDoor(fakeAdmission(() => outcome));
  view.code = QR;
  const result = await screen.findByRole('alert');
  for (const text of texts) expect(result).toHaveTextContent(text);
  expect(result).not.toHaveTextContent('Silakan masuk');
});

it('clears the result at a tap, ready for the next person', async () => {
  const { user } = await renderDoor(fakeAdmission());
  view.code = QR;
  await user.click(await screen.findByRole('alert'));
  expect(screen.queryByRole('alert')).toBeNull();
});

it('clears the result with Escape, for a door run from a keyboard', async () => {
  const { user } = await renderDoor(fakeAdmission());
  await user.type(screen.getByRole('textbox', { name: 'ID tiket' }), 'SEM-0123456789ABCDEF{Enter}');
  await screen.findByRole('alert');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('checks a typed ticket ID in on the same page', async () => {
  const admission = fakeAdmission();
  const { user } = await renderDoor(admission);
  const field = screen.getByRole('textbox', { name: 'ID tiket' });
  await user.type(field, 'SEM-0123456789ABCDEF');
  await user.click(screen.getByRole('button', { name: 'Check-in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Silakan masuk');
  expect(admission.admit).toHaveBeenCalledWith('SEM-0123456789ABCDEF');
  expect(field).toHaveValue('');
  expect(field).toHaveFocus();
});

it('shows the door’s state: offline, the queue, and the conflicts to follow up', async () => {
  const admission = fakeAdmission(undefined, {
    online: false,
    pending: 3,
    conflicts: [
      {
        ticketId: 'SEM-AAAAAAAAAAAAAAAA',
        name: 'Sari Dewi',
        scannedAt: '2025-07-20T03:00:00.000Z',
        message: 'Tiket sudah dipakai di Pintu B.',
      },
    ],
  });
  const { user } = await renderDoor(admission);
  const strip = screen.getByRole('status', { name: 'Status pintu' });
  expect(strip).toHaveTextContent('Offline');
  expect(strip).toHaveTextContent('3 menunggu sinkron');
  await user.click(within(strip).getByRole('button', { name: '1 konflik' }));
  const dialog = await screen.findByRole('dialog', { name: 'Konflik setelah sinkron' });
  expect(dialog).toHaveTextContent('Sari Dewi · SEM-AAAAAAAAAAAAAAAA');
  expect(dialog).toHaveTextContent('Tiket sudah dipakai di Pintu B.');
  await user.click(within(dialog).getByRole('button', { name: 'Sudah ditindaklanjuti' }));
  expect(admission.dismissConflicts).toHaveBeenCalled();
});

it('keeps the door’s name on the device', async () => {
  const { user, unmount } = await renderDoor(fakeAdmission());
  const name = screen.getByRole('textbox', { name: 'Nama pintu' });
  expect(name).toHaveValue('Pintu A');
  await user.clear(name);
  await user.type(name, 'Pintu Timur');
  unmount();
  await renderDoor(fakeAdmission());
  expect(screen.getByRole('textbox', { name: 'Nama pintu' })).toHaveValue('Pintu Timur');
});
