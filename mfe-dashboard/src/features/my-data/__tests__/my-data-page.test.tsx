import { PATHS } from '@gcw/shared';
import { ok } from '@gcw/shared/testing';
import { screen, within } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { MyDataPage } from '../components/my-data-page';
import { CONSENT, CONSENT_STATUS, EXPORTS, PREVIEW, preview } from './privacy-fixtures';

const ROUTES = { [EXPORTS]: ok([]), [PREVIEW]: ok(preview()) };

describe('the "Data saya" page', () => {
  it('shows the three sections, the consent given and a link to the notice', async () => {
    renderWithApp(<MyDataPage />, { routes: { ...ROUTES, [CONSENT]: ok(CONSENT_STATUS) } });
    expect(screen.getByRole('heading', { level: 1, name: 'Data saya' })).toBeInTheDocument();
    const consent = screen.getByRole('region', { name: 'Persetujuan privasi' });
    expect(
      await within(consent).findByText(
        `Anda menyetujui Kebijakan Privasi versi ${CONSENT_STATUS.version} pada 3 Desember 2026 pukul 09.30 WIB.`,
      ),
    ).toBeInTheDocument();
    expect(within(consent).getByRole('link', { name: 'Baca Kebijakan Privasi' })).toHaveAttribute(
      'href',
      PATHS.privacy,
    );
    expect(screen.getByRole('region', { name: 'Unduh data Anda' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hapus akun' })).toBeInTheDocument();
  });

  it('says when the notice has changed since the student agreed', async () => {
    renderWithApp(<MyDataPage />, {
      routes: {
        ...ROUTES,
        [CONSENT]: ok({ ...CONSENT_STATUS, accepted_version: '2026-06-01', current: false }),
      },
    });
    expect(
      await screen.findByText(/Kebijakan Privasi telah diperbarui ke versi/),
    ).toHaveTextContent(CONSENT_STATUS.version);
  });
});
