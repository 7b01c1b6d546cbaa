import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { SUMMARY, adminUser, page, userDetail } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { UsersPage } from '../users-page';

const MARK = 'POST /users/10/verify-email';
const CONFIRM = 'Tandai e-mail terverifikasi?';
const unverified = userDetail({ email_verified: false, pending_email: null });
const routes = {
  'GET /users': ok(page([adminUser()])),
  'GET /summary': ok(SUMMARY),
  'GET /users/10': ok(unverified),
  'GET /users/10/mails': ok(page([])),
};

async function openPanel(extra: NonNullable<Parameters<typeof renderWithApp>[1]>['routes'] = {}) {
  const rendered = renderWithApp(<UsersPage />, {
    route: '/?user=10',
    routes: { ...routes, ...extra },
  });
  const panel = await screen.findByRole('region', { name: 'Detail pengguna' });
  await within(panel).findByText('E-mail belum diverifikasi');
  return { ...rendered, panel };
}

describe("marking a student's e-mail verified", () => {
  it('requires a reason (the API rule, in Indonesian) before anything is sent', async () => {
    const { panel, transport, user } = await openPanel({ [MARK]: ok({ message: 'x' }) });
    await user.click(within(panel).getByRole('button', { name: 'Tandai e-mail terverifikasi' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM });
    expect(within(dialog).getByText(/budi@kampus.ac.id akan dianggap terverifikasi/)).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: 'Tandai terverifikasi' });
    await user.click(confirm);
    expect(within(dialog).getByText('Alasan wajib diisi')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Alasan' }), 'KTM');
    expect(within(dialog).getByText('Alasan minimal 5 karakter')).toBeVisible();
    await user.click(confirm);
    expect(transport.callsTo(MARK)).toHaveLength(0);
  });

  it('sends the trimmed reason, shows the API message and reloads the user', async () => {
    const { panel, transport, user } = await openPanel({
      [MARK]: ok({ message: 'Alamat e-mail budi@kampus.ac.id ditandai terverifikasi.' }),
    });
    await user.click(within(panel).getByRole('button', { name: 'Tandai e-mail terverifikasi' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Alasan' }),
      '  Datang ke sekretariat membawa KTM  ',
    );
    transport.set('GET /users/10', ok({ ...unverified, email_verified: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Tandai terverifikasi' }));
    expect(
      await screen.findByText('Alamat e-mail budi@kampus.ac.id ditandai terverifikasi.'),
    ).toBeVisible();
    expect(transport.callsTo(MARK)[0]!.body).toEqual({
      reason: 'Datang ke sekretariat membawa KTM',
    });
    expect(await within(panel).findByText('E-mail terverifikasi')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONFIRM })).toBe(null));
    expect(within(panel).queryByRole('button', { name: 'Tandai e-mail terverifikasi' })).toBe(null);
  });

  it("shows the API's refusal and keeps the dialog for another try", async () => {
    const { panel, user } = await openPanel({
      [MARK]: refuse(409, 'Alamat e-mail pengguna ini sudah terverifikasi.'),
    });
    await user.click(within(panel).getByRole('button', { name: 'Tandai e-mail terverifikasi' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM });
    await user.type(within(dialog).getByRole('textbox', { name: 'Alasan' }), 'Sudah dicek panitia');
    await user.click(within(dialog).getByRole('button', { name: 'Tandai terverifikasi' }));
    expect(
      await screen.findByText('Alamat e-mail pengguna ini sudah terverifikasi.'),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: CONFIRM })).toBeVisible();
  });

  it('a verified address offers no button; a pending new address is named', async () => {
    renderWithApp(<UsersPage />, {
      route: '/?user=10',
      routes: {
        ...routes,
        'GET /users/10': ok(
          userDetail({ email_verified: true, pending_email: 'budi.baru@kampus.ac.id' }),
        ),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Detail pengguna' });
    expect(await within(panel).findByText('E-mail terverifikasi')).toBeVisible();
    expect(
      within(panel).getByText('Menunggu verifikasi alamat baru: budi.baru@kampus.ac.id'),
    ).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Tandai e-mail terverifikasi' })).toBe(null);
  });
});
