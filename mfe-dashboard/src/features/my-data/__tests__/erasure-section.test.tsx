import { PATHS, PRIVACY_MESSAGES } from '@gcw/shared';
import { SESSION_STORAGE_KEY } from '@gcw/shared/store';
import type { RenderOptions } from '@gcw/shared/testing';
import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { USER } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { ErasureSection } from '../components/erasure-section';
import { ERASE, PREVIEW, preview } from './privacy-fixtures';

const RESULT = {
  pseudonym: 'Peserta #7f3a',
  files_removed: 4,
  teams_dissolved: 1,
  teams_handed_over: 1,
  certificates_kept: 1,
};

function renderSection(routes: RenderOptions['routes']) {
  return renderWithApp(<ErasureSection />, { path: PATHS['my-data'], routes });
}

async function openDialog(user: ReturnType<typeof renderSection>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Hapus akun saya…' }));
  return screen.findByRole('dialog', { name: 'Hapus akun secara permanen?' });
}

describe('"Hapus akun"', () => {
  it('says in words what erasing the account would do and what is kept', async () => {
    renderSection({ [PREVIEW]: ok(preview()) });
    const happens = await screen.findByRole('list', { name: 'Yang terjadi bila akun dihapus' });
    const sentences = within(happens)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(sentences).toEqual([
      'Akun, profil, notifikasi, dan persetujuan Anda dihapus; Anda tidak dapat masuk lagi dengan akun ini.',
      'Kepemimpinan tim Garuda (Hackathon) diserahkan kepada Budi Santoso.',
      'Tim Rajawali (Competitive Programming) dibubarkan.',
      'Pendaftaran seminar Anda dibatalkan dan tiketnya tidak berlaku lagi.',
      '4 berkas dihapus.',
    ]);
    const kept = screen.getByRole('list', { name: 'Yang tetap disimpan' });
    expect(kept).toHaveTextContent('1 sertifikat tetap tercatat dengan nama samaran');
    expect(kept).toHaveTextContent('1 pembayaran yang sudah diverifikasi tetap ada');
  });

  it("shows why a committee member's account cannot be erased here, and no form", async () => {
    renderSection({ [PREVIEW]: ok(preview({ blocked: PRIVACY_MESSAGES.erasureCommittee })) });
    expect(await screen.findByText(PRIVACY_MESSAGES.erasureCommittee)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Yang terjadi bila akun dihapus' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus akun saya…' })).toBeNull();
  });

  it('keeps the delete button disabled until HAPUS is typed', async () => {
    const { user } = renderSection({ [PREVIEW]: ok(preview()) });
    const dialog = await openDialog(user);
    const erase = within(dialog).getByRole('button', { name: 'Hapus akun secara permanen' });
    expect(erase).toBeDisabled();
    const word = within(dialog).getByLabelText('Ketik HAPUS');
    await user.type(word, 'hapus');
    expect(erase).toBeDisabled();
    await user.clear(word);
    await user.type(word, 'HAPUS');
    await waitFor(() => expect(erase).toBeEnabled());
  });

  it("shows a wrong password's Message in the dialog and keeps what was typed", async () => {
    const { user } = renderSection({
      [PREVIEW]: ok(preview()),
      [ERASE]: refuse(400, PRIVACY_MESSAGES.erasurePassword),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Kata sandi'), 'salah123');
    await user.type(within(dialog).getByLabelText('Ketik HAPUS'), 'HAPUS');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus akun secara permanen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PRIVACY_MESSAGES.erasurePassword,
    );
    expect(within(dialog).getByLabelText('Kata sandi')).toHaveValue('salah123');
    expect(within(dialog).getByLabelText('Ketik HAPUS')).toHaveValue('HAPUS');
  });

  it('signs the student out on this device, without a logout call, and goes home', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: USER }));
    const { store, transport, user } = renderSection({
      [PREVIEW]: ok(preview()),
      [ERASE]: ok(RESULT),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Kata sandi'), 'rahasia123');
    await user.type(within(dialog).getByLabelText('Ketik HAPUS'), 'HAPUS');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus akun secara permanen' }));

    expect(await screen.findByRole('status', { name: 'current location' })).toHaveTextContent(
      /^\/$/,
    );
    expect(await screen.findByText(PRIVACY_MESSAGES.erasureDone)).toBeInTheDocument();
    expect(transport.callsTo(ERASE)[0]?.body).toEqual({ confirm: 'HAPUS', password: 'rahasia123' });
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().session.refreshToken).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    // The server ended the sessions with the account: nothing left to revoke.
    expect(transport.callsTo('POST /auth/logout')).toHaveLength(0);
  });
});
