import { screen, waitFor } from '@testing-library/react';

import { page, registration } from '../../../test-utils/fixtures';
import { ok } from '@gcw/shared/testing';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { SeminarRegistrationsPage } from '../components/seminar-registrations-page';

const stopTrack = jest.fn();

beforeEach(() => {
  class FakeDetector {
    async detect() {
      return [{ rawValue: 'GCW1.abc.def' }];
    }
  }
  Object.assign(globalThis, { BarcodeDetector: FakeDetector });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: jest.fn(async () => ({ getTracks: () => [{ stop: stopTrack }] })) },
  });
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
});

it('scans a QR code with the camera and checks its ticket in', async () => {
  const { transport, user } = renderWithApp(<SeminarRegistrationsPage />, {
    routes: {
      'GET /seminar': ok(page([registration()])),
      'POST /seminar/check-in': ok(registration({ checked_in_at: '2025-07-20T03:00:00Z' })),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Pindai QR' }));
  expect(await screen.findByRole('dialog', { name: 'Pindai QR tiket' })).toBeInTheDocument();
  expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
    'Check-in berhasil: Budi Santoso.',
  );
  expect(screen.getByText(/Hadir: Budi Santoso/)).toBeInTheDocument();
  expect(transport.callsTo('POST /seminar/check-in')[0]?.body).toEqual({ ticket: 'GCW1.abc.def' });
  await waitFor(() => expect(stopTrack).toHaveBeenCalled());
});

it('explains a refused camera and leaves the typed id available', async () => {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: jest.fn(async () => Promise.reject(new Error('NotAllowedError'))) },
  });
  const { user } = renderWithApp(<SeminarRegistrationsPage />, {
    routes: { 'GET /seminar': ok(page([registration()])) },
  });
  await user.click(await screen.findByRole('button', { name: 'Pindai QR' }));
  expect(await screen.findByText(/Kamera tidak dapat dibuka/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Tutup' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('textbox', { name: 'ID tiket' })).toBeEnabled();
});
