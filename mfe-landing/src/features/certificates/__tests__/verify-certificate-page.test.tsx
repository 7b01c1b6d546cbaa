import type { CertificateVerification } from '@gcw/shared';
import { ok, refuse, renderWithApp } from '@gcw/shared/testing';
import { screen, within } from '@testing-library/react';

import { VerifyCertificatePage } from '../components/verify-certificate-page';

const CODE = 'GCW-C-7K3QH2XM9A';
const VERIFY = `GET /certificates/verify/${CODE}`;

const VALID: CertificateVerification = {
  code: CODE,
  name: 'Sari Wulandari',
  kind: 'seminar',
  kind_label: 'Kehadiran Seminar',
  event_name: 'Seminar Nasional GCW 2026',
  event_date: '2026-07-27',
  issued_at: '2026-07-28T03:00:00.000Z',
  status: 'valid',
  revoked_at: null,
};

function render(route: string, routes = {}) {
  // Signed out: the page is public.
  return renderWithApp(<VerifyCertificatePage />, {
    route,
    path: route.split('/').length > 2 ? '/sertifikat/:code' : '/sertifikat',
    user: null,
    routes,
  });
}

function fact(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('the public certificate check', () => {
  it('says a genuine certificate is genuine, with the facts printed on it', async () => {
    render(`/sertifikat/${CODE}`, { [VERIFY]: ok(VALID) });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verifikasi Sertifikat' }),
    ).toBeInTheDocument();
    const result = await screen.findByRole('region', { name: 'Sertifikat asli' });
    expect(within(result).getByRole('status')).toHaveTextContent('Sertifikat asli');
    expect(fact('Nama')).toBe('Sari Wulandari');
    expect(fact('Jenis')).toBe('Kehadiran Seminar');
    expect(fact('Acara')).toBe('Seminar Nasional GCW 2026');
    expect(fact('Tanggal acara')).toBe('27 Juli 2026');
    expect(fact('Diterbitkan')).toBe('28 Juli 2026');
    expect(fact('Nomor sertifikat')).toBe(CODE);
  });

  it('says clearly when a certificate was revoked', async () => {
    render(`/sertifikat/${CODE}`, {
      [VERIFY]: ok({ ...VALID, status: 'revoked', revoked_at: '2026-08-01T03:00:00.000Z' }),
    });
    expect(
      await screen.findByRole('region', {
        name: 'Sertifikat ini telah dicabut pada 1 Agustus 2026',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Sertifikat asli')).toBeNull();
  });

  it('says an unknown code is not found', async () => {
    render('/sertifikat/GCW-C-0000000000', {
      'GET /certificates/verify/GCW-C-0000000000': refuse(404, 'Sertifikat tidak ditemukan.'),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(/^Sertifikat tidak ditemukan/);
  });

  it('offers to try again when the check itself failed', async () => {
    let calls = 0;
    const { user } = render(`/sertifikat/${CODE}`, {
      [VERIFY]: () => {
        calls += 1;
        return calls === 1 ? { error: { status: 'FETCH_ERROR', error: 'TypeError' } } : ok(VALID);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Sertifikat asli' })).toBeInTheDocument();
  });

  it('checks a typed code, forgiving spaces and lower case', async () => {
    const { user } = renderWithApp(<VerifyCertificatePage />, {
      route: '/sertifikat',
      path: '/sertifikat',
      user: null,
      routes: { [VERIFY]: ok(VALID) },
    });
    const form = screen.getByRole('search', { name: 'Periksa sertifikat' });
    await user.click(within(form).getByRole('button', { name: 'Periksa sertifikat' }));
    expect(within(form).getByText('Kode sertifikat wajib diisi')).toBeInTheDocument();
    await user.type(
      within(form).getByRole('textbox', { name: 'Kode sertifikat' }),
      ' gcw-c-7k3qh2xm9a ',
    );
    await user.click(within(form).getByRole('button', { name: 'Periksa sertifikat' }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent(`/sertifikat/${CODE}`);
  });
});
