import { ok, refuse } from '@gcw/shared/testing';
import { screen, within } from '@testing-library/react';

import { SUMMARY, adminUser, page, userDetail } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { UsersPage } from '../users-page';

const MESSAGE =
  'Data Budi Santoso sudah diverifikasi oleh Sari Dewi pada 2 Desember 2026 pukul 14.03 WIB. Muat ulang untuk melihat keadaan terbaru.';
const decided = refuse(409, MESSAGE, {
  Reason: 'already_decided',
  Decisions: [
    {
      target_type: 'user',
      target_id: 10,
      action: 'user.verify',
      state: true,
      by_id: 2,
      by_name: 'Sari Dewi',
      at: '2026-12-02T07:03:00.000Z',
    },
  ],
});

describe('a data decision another admin made first (409)', () => {
  it("shows who verified a student's data and reloads the detail", async () => {
    let details = 0;
    const { transport, user } = renderWithApp(<UsersPage />, {
      route: '/?user=10',
      routes: {
        'GET /users': ok(page([adminUser()])),
        'GET /summary': ok(SUMMARY),
        'GET /users/10': () =>
          ok(
            details++ === 0
              ? userDetail()
              : userDetail({ data_has_verified: true, data_version: 1 }),
          ),
        'POST /users/10/verify': decided,
      },
    });
    const panel = await screen.findByRole('region', { name: 'Detail pengguna' });
    await user.click(await within(panel).findByRole('button', { name: 'Verifikasi data' }));

    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(transport.callsTo('POST /users/10/verify')[0]?.body).toEqual({
      verified: true,
      expected_data_version: 0,
    });
    expect(
      await within(panel).findByRole('button', { name: 'Batalkan verifikasi' }),
    ).toBeInTheDocument();
  });
});
