import type { RetentionSettings } from '@gcw/shared';
import { PRIVACY_NOTICE_VERSION } from '@gcw/shared';
import { ok, refuse, renderWithApp } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { retentionApi } from '../api/retention-api';
import { PrivacyPage } from '../components/privacy-page';

const RETENTION = 'GET /privacy/retention';

const SETTINGS: RetentionSettings = {
  documents_days: 90,
  payment_proofs_days: 60,
  submissions_days: 120,
  logs_days: 180,
  unfinished_accounts_days: 30,
  event_end: '2026-07-19',
  event_end_set: true,
  scheduled: true,
};

function render(routes = {}) {
  // Signed out: the notice is public.
  return renderWithApp(<PrivacyPage />, {
    route: '/privasi',
    path: '/privasi',
    user: null,
    routes,
    config: { eventName: 'GCW 2026', organizerName: 'Panitia Uji' },
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the privacy notice', () => {
  it('names the controller, its version and the day it took effect', () => {
    render({ [RETENTION]: ok(SETTINGS) });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`Versi ${PRIVACY_NOTICE_VERSION}, berlaku sejak 2 Desember 2026.`),
    ).toBeInTheDocument();
    expect(section('Siapa yang mengelola data Anda')).toHaveTextContent(
      /Panitia Uji, panitia penyelenggara GCW 2026/,
    );
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
  });

  it('lists what is collected with a purpose, under a heading per kind', () => {
    render({ [RETENTION]: ok(SETTINGS) });
    const collected = section('Data yang kami kumpulkan dan untuk apa');
    for (const name of [
      'Akun',
      'Profil',
      'Tim (Hackathon dan Competitive Programming)',
      'Seminar',
    ]) {
      expect(within(collected).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(collected).toHaveTextContent(/Kata sandi, disimpan hanya sebagai hash/);
    expect(collected).toHaveTextContent(/NIM, jurusan, dan institusi/);
    expect(collected).toHaveTextContent(/Nama pembimbing dan NIDN-nya/);
    expect(within(collected).getAllByText(/^Tujuan: /).length).toBeGreaterThan(10);
  });

  it("names the committee's roles, the judge without contact data", () => {
    render({ [RETENTION]: ok(SETTINGS) });
    const access = section('Siapa yang dapat melihat data Anda');
    const roles = within(access)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(roles).toEqual([
      'Ketua panitia',
      'Sekretariat',
      'Keuangan',
      'Divisi Hackathon',
      'Divisi CP',
      'Divisi Seminar',
      'Juri',
      'Petugas pintu',
    ]);
    expect(access).toHaveTextContent(/juri tidak melihat data kontak anggota tim/);
  });

  it("shows the deployment's retention periods, counted from the final day", async () => {
    render({ [RETENTION]: ok(SETTINGS) });
    const retention = section('Berapa lama data disimpan');
    expect(
      await within(retention).findByText(/dihapus 60 hari setelah hari final/),
    ).toBeInTheDocument();
    expect(retention).toHaveTextContent(
      'Dokumen yang Anda unggah untuk profil (bukti unggahan media sosial): dihapus 90 hari setelah hari final (19 Juli 2026).',
    );
    expect(retention).toHaveTextContent(
      'Bukti pembayaran: dihapus 60 hari setelah hari final (19 Juli 2026).',
    );
    expect(retention).toHaveTextContent(
      'Proposal, berkas, dan tautan video tim: dihapus 120 hari setelah hari final (19 Juli 2026).',
    );
    expect(retention).toHaveTextContent(
      'Catatan audit, riwayat siapa membuka berkas Anda, dan surel yang terkirim: dihapus 180 hari setelah hari final (19 Juli 2026).',
    );
    expect(retention).toHaveTextContent(
      'Akun yang pendaftarannya tidak pernah diselesaikan: dihapus 30 hari setelah akun dibuat.',
    );
  });

  it('says the same without numbers when the periods cannot be read, never an error', async () => {
    const { store } = render({ [RETENTION]: refuse(500, 'Server error') });
    const answer = () => retentionApi.endpoints.getPrivacyRetention.select()(store.getState());
    await waitFor(() => expect(answer().isError).toBe(true));
    const retention = section('Berapa lama data disimpan');
    expect(retention).toHaveTextContent(/dihapus setelah masa simpannya berakhir/);
    expect(retention.textContent).not.toMatch(/\d/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what erasure keeps, and how to use each right', () => {
    render({ [RETENTION]: ok(SETTINGS) });
    expect(section('Yang tetap disimpan setelah akun dihapus')).toHaveTextContent(
      /Sertifikat yang telah terbit disimpan dengan pseudonim/,
    );
    const rights = section('Hak Anda dan cara menggunakannya');
    expect(within(rights).getByRole('link', { name: 'Data saya' })).toHaveAttribute(
      'href',
      '/dashboard/data-saya',
    );
    expect(within(rights).getByRole('link', { name: 'Profil' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    expect(rights).toHaveTextContent(/Data saya lalu pilih Hapus akun/);
    expect(within(rights).getByRole('link', { name: 'surel resmi acara' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });
});
