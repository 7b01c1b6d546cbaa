import type { Certificate } from '@gcw/shared';
import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { CertificatesPage } from '../components/certificates-page';

const LIST = 'GET /certificates';
const PDF = 'GET /api/v1/gcw/resources/certificates/GCW-C-7K3QH2XM9A/pdf';

function certificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    code: 'GCW-C-7K3QH2XM9A',
    kind: 'seminar',
    competition: null,
    template_key: 'seminar',
    recipient_name: 'Sari Wulandari',
    institusi: 'Universitas Indonesia',
    event_name: 'Seminar Nasional GCW 2026',
    role_text: 'Peserta',
    team_name: null,
    issued_at: '2026-07-28T03:00:00.000Z',
    revoked_at: null,
    revoke_reason: null,
    ...overrides,
  };
}

const FINALIST = certificate({
  code: 'GCW-C-ABCDEFGHJK',
  kind: 'finalist',
  competition: 'hackathon',
  template_key: 'finalist-hackathon',
  event_name: 'Hackathon GCW 2026',
  role_text: 'Finalis',
  team_name: 'Tim Garuda',
  revoked_at: '2026-08-01T03:00:00.000Z',
  revoke_reason: 'Tim didiskualifikasi',
});

describe('the student certificates page', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:certificate');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists each certificate with its kind, event and date, a revoked one marked', async () => {
    renderWithApp(<CertificatesPage />, { routes: { [LIST]: ok([certificate(), FINALIST]) } });
    const seminar = await screen.findByRole('article', { name: 'Kehadiran Seminar' });
    expect(within(seminar).getByText('Seminar Nasional GCW 2026')).toBeInTheDocument();
    expect(
      within(seminar).getByText(/Terbit 28 Juli 2026 · Nomor GCW-C-7K3QH2XM9A/),
    ).toBeInTheDocument();
    expect(within(seminar).getByText('Sah')).toBeInTheDocument();

    const finalist = screen.getByRole('article', { name: 'Finalis Hackathon' });
    expect(within(finalist).getByText('Finalis · Tim Garuda')).toBeInTheDocument();
    expect(within(finalist).getByText('Dicabut')).toBeInTheDocument();
    expect(within(finalist).getByRole('note')).toHaveTextContent(
      'Sertifikat ini dicabut pada 1 Agustus 2026: Tim didiskualifikasi',
    );
    // A revoked certificate is no document to hand in.
    expect(within(finalist).queryByRole('button', { name: /Unduh PDF/ })).toBeNull();
  });

  it('downloads the PDF through the transport', async () => {
    // jsdom cannot navigate: the download link's click is recorded instead.
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { transport, user } = renderWithApp(<CertificatesPage />, {
      routes: {
        [LIST]: ok([certificate()]),
        [PDF]: { data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Unduh PDF Kehadiran Seminar' }));
    await waitFor(() => expect(transport.callsTo(PDF)).toHaveLength(1));
    await waitFor(() =>
      expect(saved).toEqual(['sertifikat-GCW-C-7K3QH2XM9A.pdf blob:certificate']),
    );
  });

  it('says why when the PDF cannot be downloaded', async () => {
    const { user } = renderWithApp(<CertificatesPage />, {
      routes: { [LIST]: ok([certificate()]), [PDF]: refuse(404, 'Sertifikat tidak ditemukan.') },
    });
    await user.click(await screen.findByRole('button', { name: 'Unduh PDF Kehadiran Seminar' }));
    expect(await screen.findByText('Sertifikat tidak ditemukan.')).toBeInTheDocument();
  });

  it('copies the public verification link', async () => {
    const { user } = renderWithApp(<CertificatesPage />, {
      routes: { [LIST]: ok([certificate()]) },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Salin tautan verifikasi Kehadiran Seminar' }),
    );
    expect(await navigator.clipboard.readText()).toBe(
      'http://localhost/sertifikat/GCW-C-7K3QH2XM9A',
    );
    expect(await screen.findByText('Tautan verifikasi disalin.')).toBeInTheDocument();
  });

  it('says when certificates come while there is none', async () => {
    renderWithApp(<CertificatesPage />, { routes: { [LIST]: ok([]) } });
    expect(
      await screen.findByRole('heading', { name: 'Belum ada sertifikat' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/E-sertifikat terbit setelah acara/)).toHaveTextContent(
      'Anda mendapat notifikasi dan e-mail begitu sertifikat Anda terbit.',
    );
  });

  it('offers to try again when the list fails', async () => {
    let calls = 0;
    const { user } = renderWithApp(<CertificatesPage />, {
      routes: {
        [LIST]: () => {
          calls += 1;
          return calls === 1 ? refuse(503, 'Server sedang sibuk.') : ok([certificate()]);
        },
      },
    });
    expect(await screen.findByText('Server sedang sibuk.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('article', { name: 'Kehadiran Seminar' })).toBeInTheDocument();
  });
});
