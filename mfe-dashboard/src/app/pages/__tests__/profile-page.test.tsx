import { selectUser } from '@gcw/shared/store';
import type { TransportAnswer } from '@gcw/shared/testing';
import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor } from '@testing-library/react';

import { accountStatus, UNVERIFIED } from '../../../test-utils/account-fixture';
import { fill } from '../../../test-utils/fill';
import { eventsData, INCOMPLETE_USER, USER } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { ScriptedUploads } from '../../../test-utils/scripted-uploads';
import { ProfilePage } from '../profile-page';

ScriptedUploads.install();
// Drafts live in this browser's storage, per account: each test starts without one.
beforeEach(() => localStorage.clear());
const UPLOADED = '/api/v1/gcw/resources/files/0b9e4a1c-2f0d-4c4e-9a55-3f1f6d1e2a10';
const EVENTS = { 'GET /profile/events': ok(eventsData()) };
/**
 * The page shows its content once the account status and the events have answered. Waited for
 * by the button's text, then found by role: a role query over this MUI page, made on every DOM
 * change of its first render, took most of the CPU that render needed (under load the button
 * came after the finder's bound; by text the first test's wait went from 2.8 s to 0.7 s).
 */
const loaded = async () => {
  await screen.findByText('Simpan profil', { selector: 'button' });
  return screen.getByRole('button', { name: 'Simpan profil' });
};
/** The queries still waiting for an answer, by endpoint. */
const pendingQueries = (store: { getState: () => unknown }) =>
  Object.values((store.getState() as { api: { queries: Record<string, QueryEntry> } }).api.queries)
    .filter((query) => query?.status === 'pending')
    .map((query) => query?.endpointName);
type QueryEntry = { status?: string; endpointName?: string } | undefined;

describe('ProfilePage', () => {
  it('shows the user, the role and the completeness of the profile', async () => {
    renderWithApp(<ProfilePage />, { user: INCOMPLETE_USER, routes: EVENTS });
    await loaded();
    expect(screen.getByRole('heading', { name: USER.name })).toBeInTheDocument();
    expect(screen.getByText(USER.email)).toBeInTheDocument();
    expect(screen.getByText('Peserta')).toBeInTheDocument();
    expect(screen.getByText('Profil belum lengkap')).toBeInTheDocument();
    expect(screen.getByText('Data belum diverifikasi')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Foto ${USER.name}` })).toBeInTheDocument();
  });

  it('opens with the status home, keeps the profile form below, then e-mail and mail settings', async () => {
    renderWithApp(<ProfilePage />, {
      routes: {
        ...EVENTS,
        'GET /profile/account': ok(accountStatus()),
        'GET /profile/notification-preferences': ok({}),
      },
    });
    await screen.findByRole('heading', { name: 'Email pemberitahuan' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Status pendaftaran',
      USER.name,
      'Data diri',
      'Alamat e-mail',
      'Email pemberitahuan',
    ]);
  });

  it('keeps one skeleton until the verification banner and the status home can appear together', async () => {
    renderWithApp(<ProfilePage />, {
      routes: {
        ...EVENTS,
        'GET /profile/account': ok(UNVERIFIED),
        'GET /profile/notification-preferences': ok({}),
      },
    });
    // Nothing that the banner could push down is painted before it.
    expect(screen.getByRole('status', { name: 'Memuat profil' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Status pendaftaran' })).not.toBeInTheDocument();
    const banner = await screen.findByRole('region', { name: 'Verifikasi email' });
    const status = screen.getByRole('heading', { name: 'Status pendaftaran' });
    expect(banner.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Memuat profil' })).not.toBeInTheDocument();
  });

  it('keeps the skeleton until the announcements have answered: they never push the steps down', async () => {
    let answer: (value: TransportAnswer) => void = () => undefined;
    const pending = new Promise<TransportAnswer>((resolve) => {
      answer = resolve;
    });
    const { store } = renderWithApp(<ProfilePage />, {
      routes: {
        ...EVENTS,
        'GET /profile/account': ok(accountStatus()),
        'GET /announcements': () => pending,
      },
    });
    // Everything else has answered: only the announcements hold the page back.
    await waitFor(() => expect(pendingQueries(store)).toEqual(['getMyAnnouncements']));
    expect(screen.getByRole('status', { name: 'Memuat profil' })).toBeInTheDocument();
    answer(
      ok([
        {
          id: 1,
          title: 'Batas unggah diperpanjang',
          body: 'Sampai Jumat.',
          event: null,
          created_at: '2026-11-20T03:00:00Z',
        },
      ]),
    );
    const status = await screen.findByRole('heading', { name: 'Status pendaftaran' });
    const notice = screen.getByText('Batas unggah diperpanjang');
    expect(status.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows validation errors under the fields and sends nothing', async () => {
    const { user, transport } = renderWithApp(<ProfilePage />, {
      user: INCOMPLETE_USER,
      routes: EVENTS,
    });
    await loaded();
    await fill(screen.getByLabelText(/Nomor HP/), '12345');
    await fill(screen.getByLabelText(/^NIM/), '21 123');
    await user.click(screen.getByRole('button', { name: 'Simpan profil' }));
    expect(await screen.findByText(/Masukkan nomor HP Indonesia/)).toBeInTheDocument();
    expect(screen.getByText(/NIM hanya boleh berisi huruf, angka/)).toBeInTheDocument();
    expect(screen.getByText('Jurusan / program studi wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Institusi wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Bukti media sosial wajib diunggah')).toBeInTheDocument();
    expect(transport.callsTo('POST /profile/my')).toHaveLength(0);
  });

  it('sends the update with the fixed placeholders and updates the session', async () => {
    const saved = { ...USER, name: 'Budi Santoso', profile_has_updated: true };
    const { user, transport, store } = renderWithApp(<ProfilePage />, {
      user: INCOMPLETE_USER,
      routes: { ...EVENTS, 'POST /profile/my': ok(saved) },
    });
    await loaded();
    await fill(screen.getByLabelText(/Nama lengkap/), 'Budi Santoso');
    await fill(screen.getByLabelText(/Nomor HP/), '+62 812 3456 7890');
    await fill(screen.getByLabelText(/^NIM/), '21/123456/PA/12345');
    await fill(screen.getByLabelText(/Jurusan/), 'S1 Informatika');
    await fill(screen.getByRole('combobox', { name: /Institusi/ }), 'Universitas Indonesia');
    ScriptedUploads.answer(200, { Data: { ...INCOMPLETE_USER, socmed_document: UPLOADED } });
    await user.upload(
      screen.getByLabelText(/Bukti media sosial/),
      new File(['png'], 'bukti.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Bukti media sosial tersimpan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan profil' }));

    await waitFor(() => expect(transport.callsTo('POST /profile/my')).toHaveLength(1));
    expect(transport.callsTo('POST /profile/my')[0]?.body).toEqual({
      name: 'Budi Santoso',
      phone: '081234567890',
      major: 'S1 Informatika',
      institusi: 'Universitas Indonesia',
      nim: '21/123456/PA/12345',
      socmed_document: UPLOADED,
      birth_date: '2025-04-27',
      birth_place: 'Jakarta',
      gender: 'Both',
    });
    expect(await screen.findByText('Profil berhasil disimpan')).toBeInTheDocument();
    expect(screen.getByText(/Profil lengkap! Sekarang Anda bisa mendaftar/)).toBeInTheDocument();
    expect(selectUser(store.getState())?.name).toBe('Budi Santoso');
  });

  it('holds "Simpan profil" while the screenshot uploads, with its progress, and saves it after', async () => {
    const saved = { ...USER, nim: '21/123456/PA/12345' };
    const { user, transport } = renderWithApp(<ProfilePage />, {
      routes: { ...EVENTS, 'POST /profile/my': ok(saved) },
    });
    await loaded();
    await fill(screen.getByLabelText(/^NIM/), '21/123456/PA/12345');
    const answer = ScriptedUploads.answerLater();
    await user.upload(
      screen.getByLabelText(/Bukti media sosial/),
      new File(['png'], 'bukti.png', { type: 'image/png' }),
    );
    const save = screen.getByRole('button', { name: 'Simpan profil' });
    await waitFor(() =>
      expect(save).toHaveAccessibleDescription(
        'Tunggu sebentar, bukti media sosial sedang diunggah (50%).',
      ),
    );
    expect(save).toBeDisabled();
    // Enter in a field does not send the form either.
    await user.type(screen.getByLabelText(/^NIM/), '{Enter}');
    expect(transport.callsTo('POST /profile/my')).toHaveLength(0);

    answer(200, { Data: { ...USER, socmed_document: UPLOADED } });
    expect(await screen.findByText('Bukti media sosial tersimpan')).toBeInTheDocument();
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(transport.callsTo('POST /profile/my')).toHaveLength(1));
    expect(transport.callsTo('POST /profile/my')[0]?.body).toMatchObject({
      socmed_document: UPLOADED,
    });
  });

  it('keeps what was typed across leaving the page (Back or a reload) until it is saved', async () => {
    const first = renderWithApp(<ProfilePage />, { user: INCOMPLETE_USER, routes: EVENTS });
    await loaded();
    await fill(screen.getByLabelText(/^NIM/), '21/123456/PA/12345');
    await fill(screen.getByLabelText(/Jurusan/), 'S1 Informatika');
    first.unmount();

    const saved = { ...USER, nim: '21/123456/PA/12345', major: 'S1 Informatika' };
    const { user } = renderWithApp(<ProfilePage />, {
      user: INCOMPLETE_USER,
      routes: { ...EVENTS, 'POST /profile/my': ok(saved) },
    });
    await loaded();
    expect(screen.getByLabelText(/^NIM/)).toHaveValue('21/123456/PA/12345');
    expect(screen.getByLabelText(/Jurusan/)).toHaveValue('S1 Informatika');
    expect(screen.getByText(/Isian yang belum Anda simpan kami pulihkan/)).toBeInTheDocument();
    // Another account on this browser does not see it.
    expect(localStorage.getItem(`gcw:profile-draft:${USER.id + 1}`)).toBeNull();

    await fill(screen.getByLabelText(/Nama lengkap/), USER.name);
    await fill(screen.getByLabelText(/Nomor HP/), USER.phone ?? '');
    await fill(screen.getByRole('combobox', { name: /Institusi/ }), 'Universitas Indonesia');
    ScriptedUploads.answer(200, { Data: { ...INCOMPLETE_USER, socmed_document: UPLOADED } });
    await user.upload(
      screen.getByLabelText(/Bukti media sosial/),
      new File(['png'], 'bukti.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Bukti media sosial tersimpan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan profil' }));
    expect(await screen.findByText('Profil berhasil disimpan')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(`gcw:profile-draft:${USER.id}`)).toBeNull());
    expect(screen.queryByText(/Isian yang belum Anda simpan/)).not.toBeInTheDocument();
  });

  it('names a screenshot whose upload was cut off by leaving, and asks for it again', async () => {
    const first = renderWithApp(<ProfilePage />, { user: INCOMPLETE_USER, routes: EVENTS });
    await loaded();
    ScriptedUploads.answerLater();
    await first.user.upload(
      screen.getByLabelText(/Bukti media sosial/),
      new File(['png'], 'tangkapan-ig.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Simpan profil' })).toBeDisabled(),
    );
    first.unmount();

    renderWithApp(<ProfilePage />, { user: INCOMPLETE_USER, routes: EVENTS });
    await loaded();
    expect(
      screen.getByText(
        'Tangkapan layar "tangkapan-ig.png" yang Anda pilih sebelumnya belum tersimpan. Pilih berkas itu lagi.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Belum ada berkas dipilih')).toBeInTheDocument();
  });

  it('gives the saved profile back when the student throws the draft away', async () => {
    const first = renderWithApp(<ProfilePage />, { routes: EVENTS });
    await loaded();
    await fill(screen.getByLabelText(/Jurusan/), 'D3 Teknik Komputer');
    first.unmount();

    const { user } = renderWithApp(<ProfilePage />, { routes: EVENTS });
    await loaded();
    expect(screen.getByLabelText(/Jurusan/)).toHaveValue('D3 Teknik Komputer');
    await user.click(screen.getByRole('button', { name: 'Buang isian' }));
    expect(screen.getByLabelText(/Jurusan/)).toHaveValue(USER.major);
    await waitFor(() => expect(localStorage.getItem(`gcw:profile-draft:${USER.id}`)).toBeNull());
  });

  it('keeps what was typed and explains a refusal of the server', async () => {
    const { user } = renderWithApp(<ProfilePage />, {
      routes: {
        ...EVENTS,
        'POST /profile/my': refuse(
          409,
          'Institusi tidak dapat diubah selama Anda tergabung dalam tim.',
          {
            institusi: 'Institusi tidak dapat diubah selama Anda tergabung dalam tim.',
          },
        ),
      },
    });
    await loaded();
    await fill(screen.getByLabelText(/Jurusan/), 'D3 Teknik Komputer');
    await user.click(screen.getByRole('button', { name: 'Simpan profil' }));
    expect(
      await screen.findAllByText('Institusi tidak dapat diubah selama Anda tergabung dalam tim.'),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText(/Jurusan/)).toHaveValue('D3 Teknik Komputer');
  });
});
