import { act, screen, waitFor } from '@testing-library/react';

import { fakeAdmission, installCamera, renderDoor } from './door-fakes';

const refusal = (name: string) => jest.fn(async () => Promise.reject(new DOMException('no', name)));

it('explains a refused permission, offers a reload and keeps the typed ID', async () => {
  installCamera(refusal('NotAllowedError'));
  await renderDoor(fakeAdmission());
  expect(await screen.findByText(/Izin kamera ditolak/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Muat ulang untuk membuka kamera' })).toBeEnabled();
  expect(screen.getByRole('textbox', { name: 'ID tiket' })).toBeEnabled();
});

it('asks for a reload when the document was opened without the camera allowed', async () => {
  const { getUserMedia } = installCamera();
  Object.defineProperty(document, 'featurePolicy', {
    configurable: true,
    value: { allowsFeature: (feature: string) => feature !== 'camera' },
  });
  try {
    await renderDoor(fakeAdmission());
    expect(
      await screen.findByText(/dibuka dari halaman lain tanpa dimuat ulang/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat ulang untuk membuka kamera' })).toBeEnabled();
    expect(getUserMedia).not.toHaveBeenCalled();
  } finally {
    delete (document as { featurePolicy?: unknown }).featurePolicy;
  }
});

it('says so when the device has no camera', async () => {
  installCamera(refusal('NotFoundError'));
  await renderDoor(fakeAdmission());
  expect(await screen.findByText(/Tidak ada kamera yang ditemukan/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Muat ulang untuk membuka kamera' })).toBeNull();
});

it('says so on a page that is not HTTPS', async () => {
  installCamera();
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: false });
  try {
    await renderDoor(fakeAdmission());
    expect(screen.getByText(/hanya dapat dibuka di halaman HTTPS/)).toBeInTheDocument();
  } finally {
    delete (window as { isSecureContext?: unknown }).isSecureContext;
  }
});

it('switches between the back and the front camera, releasing the one it leaves', async () => {
  const { getUserMedia, track } = installCamera();
  const { user } = await renderDoor(fakeAdmission());
  await waitFor(() =>
    expect(screen.getByTestId('door-camera')).toHaveAttribute('data-camera', 'live'),
  );
  expect(getUserMedia).toHaveBeenLastCalledWith(
    expect.objectContaining({
      video: expect.objectContaining({ facingMode: { ideal: 'environment' } }),
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Ganti ke kamera depan' }));
  expect(getUserMedia).toHaveBeenLastCalledWith(
    expect.objectContaining({ video: expect.objectContaining({ facingMode: { ideal: 'user' } }) }),
  );
  expect(track.stop).toHaveBeenCalled();
  expect(await screen.findByRole('button', { name: 'Ganti ke kamera belakang' })).toBeEnabled();
});

it('opens the camera again when the browser ends its track (a door stays open for hours)', async () => {
  const { getUserMedia, track } = installCamera();
  await renderDoor(fakeAdmission());
  expect(getUserMedia).toHaveBeenCalledTimes(1);
  act(() => track.end());
  await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
  await waitFor(() =>
    expect(screen.getByTestId('door-camera')).toHaveAttribute('data-camera', 'live'),
  );
});

it('turns the torch on and off where the camera has one', async () => {
  const { track } = installCamera();
  const { user } = await renderDoor(fakeAdmission());
  const torch = await screen.findByRole('button', { name: 'Senter' });
  expect(torch).toHaveAttribute('aria-pressed', 'false');
  await user.click(torch);
  await waitFor(() => expect(torch).toHaveAttribute('aria-pressed', 'true'));
  expect(track.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });
});

it('keeps the screen awake while the door is open', async () => {
  installCamera();
  const request = jest.fn(async () => ({ release: jest.fn(async () => undefined) }));
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  try {
    await renderDoor(fakeAdmission());
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
  } finally {
    delete (navigator as { wakeLock?: unknown }).wakeLock;
  }
});
