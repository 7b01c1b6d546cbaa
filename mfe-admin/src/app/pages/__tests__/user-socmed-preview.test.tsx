import { ok } from '@gcw/shared/testing';
import { screen, within } from '@testing-library/react';

import { SUMMARY, adminUser, page, userDetail } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { UsersPage } from '../users-page';

const FILE = '/api/v1/gcw/resources/files/0b9e4a1c-2f0d-4c4e-9a55-3f1f6d1e2a10';

describe('user detail: the social-media proof image', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:proof');
    URL.revokeObjectURL = jest.fn();
  });

  it('previews an uploaded image, fetched through the shell transport', async () => {
    const { user, transport } = renderWithApp(<UsersPage />, {
      routes: {
        'GET /users': ok(page([adminUser()], 1)),
        'GET /summary': ok(SUMMARY),
        'GET /users/10': ok(userDetail({ socmed_document: FILE })),
        'GET /users/10/mails': ok(page([], 0)),
        [`GET ${FILE}`]: { data: new Blob(['img'], { type: 'image/png' }) },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Detail Budi Santoso' }));
    const panel = await screen.findByRole('region', { name: 'Detail pengguna' });
    const image = await within(panel).findByRole('img', { name: 'Dokumen media sosial' });
    expect(image).toHaveAttribute('src', 'blob:proof');
    expect(transport.callsTo(`GET ${FILE}`)).toHaveLength(1);
    expect(within(panel).queryByRole('link', { name: 'Buka dokumen' })).not.toBeInTheDocument();
  });
});
