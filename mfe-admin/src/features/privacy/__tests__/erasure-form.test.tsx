import { PRIVACY_MESSAGES } from '@gcw/shared/contract';
import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { PrivacyPage } from '../components/privacy-page';
import { ERASE_ROUTE, ERASED, OVERVIEW, RETENTION_ROUTE } from './privacy-fixtures';

const REASON = 'Surel 2 Desember dari alamat akun; NIM dicocokkan.';
type Routes = NonNullable<Parameters<typeof renderWithApp>[1]>['routes'];

async function fillRequest(routes: Routes) {
  const view = renderWithApp(<PrivacyPage />, {
    routes: { [RETENTION_ROUTE]: ok(OVERVIEW), ...routes },
  });
  const form = await screen.findByRole('form', { name: 'Permintaan penghapusan akun' });
  const email = within(form).getByRole('textbox', { name: 'Surel akun' });
  const reason = within(form).getByRole('textbox', { name: 'Alasan dan cara identitas diperiksa' });
  // Pasted, as an admin copies them from the mail: typed key by key, each key re-rendered the
  // page, and the typing alone outlasted the test's bound on a busy machine.
  await view.user.click(email);
  await view.user.paste('budi@kampus.ac.id');
  await view.user.click(reason);
  await view.user.paste(REASON);
  return { ...view, form, email, reason };
}

/** Sends the form, then confirms in the dialog that names what is kept. */
async function submitAndConfirm({ user, form }: Awaited<ReturnType<typeof fillRequest>>) {
  await user.click(within(form).getByRole('button', { name: 'Hapus akun' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hapus akun ini?' });
  expect(dialog).toHaveTextContent('budi@kampus.ac.id');
  expect(dialog).toHaveTextContent('Akun ini dan datanya akan dihapus permanen');
  expect(dialog).toHaveTextContent('sertifikat yang sudah terbit');
  await user.click(within(dialog).getByRole('button', { name: 'Hapus permanen' }));
}

describe('PrivacyPage: an erasure request received by mail', () => {
  it('names the missing fields and sends nothing', async () => {
    const { user, transport } = renderWithApp(<PrivacyPage />, {
      routes: { [RETENTION_ROUTE]: ok(OVERVIEW) },
    });
    const form = await screen.findByRole('form', { name: 'Permintaan penghapusan akun' });
    await user.click(within(form).getByRole('button', { name: 'Hapus akun' }));
    expect(await within(form).findByText('Surel wajib diisi.')).toBeVisible();
    expect(
      within(form).getByText(
        'Tuliskan dari mana permintaan ini datang dan bagaimana identitasnya diperiksa.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(transport.callsTo(ERASE_ROUTE)).toHaveLength(0);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const view = await fillRequest({ [ERASE_ROUTE]: ok(ERASED) });
    await view.user.click(within(view.form).getByRole('button', { name: 'Hapus akun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus akun ini?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.transport.callsTo(ERASE_ROUTE)).toHaveLength(0);
    expect(view.email).toHaveValue('budi@kampus.ac.id');
  });

  it('shows the Message of an unknown address and keeps the input', async () => {
    const view = await fillRequest({
      [ERASE_ROUTE]: refuse(404, PRIVACY_MESSAGES.adminErasureUnknown),
    });
    await submitAndConfirm(view);
    expect(await within(view.form).findByRole('alert')).toHaveTextContent(
      PRIVACY_MESSAGES.adminErasureUnknown,
    );
    expect(view.email).toHaveValue('budi@kampus.ac.id');
    expect(view.reason).toHaveValue(REASON);
    expect(view.transport.callsTo(ERASE_ROUTE)[0]?.body).toEqual({
      email: 'budi@kampus.ac.id',
      reason: REASON,
    });
  });

  it("shows a 400's field errors under their fields", async () => {
    const view = await fillRequest({
      [ERASE_ROUTE]: refuse(400, 'Periksa kembali isian Anda.', {
        Errors: { email: 'Surel tidak valid.' },
      }),
    });
    await submitAndConfirm(view);
    expect(await within(view.form).findByRole('alert')).toHaveTextContent(
      'Periksa kembali isian Anda.',
    );
    expect(view.email).toHaveAccessibleDescription('Surel tidak valid.');
    expect(view.email).toHaveValue('budi@kampus.ac.id');
  });

  it('shows the pseudonym and what was removed, and empties the form', async () => {
    const view = await fillRequest({ [ERASE_ROUTE]: ok(ERASED) });
    await submitAndConfirm(view);
    const alert = await screen.findByRole('status', { name: PRIVACY_MESSAGES.adminErasureDone });
    expect(alert).toHaveTextContent('Nama samaran pada data yang disimpan: Peserta-7F3A');
    expect(alert).toHaveTextContent('Berkas dihapus: 3');
    expect(alert).toHaveTextContent('Tim diserahkan ke anggota lain: 1');
    expect(alert).toHaveTextContent('Sertifikat yang tetap disimpan: 2');
    await waitFor(() => expect(view.email).toHaveValue(''));
    expect(view.reason).toHaveValue('');
  });
});
