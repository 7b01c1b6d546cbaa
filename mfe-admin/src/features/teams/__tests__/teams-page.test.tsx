import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { installDownloadFakes } from '../../../test-utils/download-fakes';
import { adminUser, page, team, userDetail } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { SETTLE } from '../../../test-utils/settle';
import { CpTeamsPage } from '../components/cp-teams-page';
import { HackathonTeamsPage } from '../components/hackathon-teams-page';

const LIST = 'GET /teams/hackathon';
const PROOF_CHANGED =
  'Bukti pembayaran sudah diganti oleh tim sejak Anda membukanya. Periksa bukti yang baru, lalu putuskan lagi.';
const members = {
  'GET /users/10': ok(userDetail()),
  'GET /users/11': ok(userDetail({ id: 11, name: 'Sari Dewi', socmed_document: null })),
};
const routes = { [LIST]: ok(page([team()], 1)), ...members };

async function openReview(user: ReturnType<typeof renderWithApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Tinjau Tim Garuda' }));
  return screen.findByRole('dialog', { name: /Tinjau Tim Garuda/ });
}

describe('TeamsPage list', () => {
  it('renders the teams with leader, members against the cap, supervisor, payment and stage', async () => {
    renderWithApp(<HackathonTeamsPage />, { routes });
    const table = await screen.findByRole('table', { name: 'Daftar tim' });
    const row = (await within(table).findByText('Tim Garuda')).closest('tr')!;
    expect(within(row).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(row).getByText('2/5')).toBeInTheDocument();
    expect(within(row).getByText('Dr. Rina (0011223344)')).toBeInTheDocument();
    expect(within(row).getByText('Menunggu')).toBeInTheDocument();
    expect(within(row).getByText('Terdaftar')).toBeInTheDocument();
  });

  it('asks for the CP teams on the CP page', async () => {
    const { transport } = renderWithApp(<CpTeamsPage />, {
      routes: {
        'GET /teams/competitive-programming': ok(
          page([team({ event_type: 'competitive-programming', max_members: 3 })]),
        ),
      },
    });
    expect(await screen.findByText('2/3')).toBeInTheDocument();
    expect(transport.callsTo('GET /teams/competitive-programming')).toHaveLength(1);
  });

  it('sends payment and stage filters and the search', async () => {
    const { transport, user } = renderWithApp(<HackathonTeamsPage />, { routes });
    await screen.findByText('Tim Garuda');
    await user.click(screen.getByRole('combobox', { name: 'Pembayaran' }));
    await user.click(await screen.findByRole('option', { name: 'Ditolak' }));
    await user.click(screen.getByRole('combobox', { name: 'Tahap' }));
    await user.click(await screen.findByRole('option', { name: 'Tahap 1' }));
    await user.type(screen.getByRole('searchbox', { name: /Cari tim/ }), 'garuda');
    await waitFor(
      () =>
        expect(transport.lastParams(LIST)).toEqual({
          payment_status: 'rejected',
          status: 'Stage-1',
          search: 'garuda',
        }),
      SETTLE,
    );
    await user.click(screen.getByRole('button', { name: 'Anggota' }));
    await waitFor(() => expect(transport.lastParams(LIST)?.sort).toBe('member_count'));
  });

  it('shows the API message when the list fails', async () => {
    renderWithApp(<HackathonTeamsPage />, {
      routes: { [LIST]: refuse(400, 'status must be one of …') },
    });
    expect(await screen.findByText('status must be one of …')).toBeInTheDocument();
  });
});

describe('team review', () => {
  it('shows every member with their documents and verifies the payment', async () => {
    const { transport, user } = renderWithApp(<HackathonTeamsPage />, {
      routes: { ...routes, 'POST /teams/5/payment': ok(team({ payment_status: 'verified' })) },
    });
    const dialog = await openReview(user);
    const budi = within(dialog).getByRole('group', { name: 'Anggota Budi Santoso' });
    expect(
      await within(budi).findByRole('link', { name: /Dokumen media sosial/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Anggota Sari Dewi' })).toBeInTheDocument();
    expect(within(dialog).getByText('Belum ada pengumpulan.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Naikkan ke Tahap 1' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Verifikasi pembayaran' }));
    expect(await screen.findByText('Pembayaran Tim Garuda terverifikasi.')).toBeInTheDocument();
    expect(transport.callsTo('POST /teams/5/payment')[0]?.body).toEqual({
      action: 'verify',
      bukti_pembayaran_url: null,
      expected_payment_status: 'pending',
    });
  });

  it('names the proof it verifies; when the leader replaced it, shows why and reloads the new one', async () => {
    installDownloadFakes();
    const OLD = '/api/v1/gcw/resources/files/old-proof';
    const NEW = '/api/v1/gcw/resources/files/new-proof';
    let listCalls = 0;
    const { transport, user } = renderWithApp(<HackathonTeamsPage />, {
      routes: {
        ...members,
        [LIST]: () => ok(page([team({ bukti_pembayaran_url: listCalls++ === 0 ? OLD : NEW })])),
        [`GET ${OLD}`]: { data: new Blob(['old'], { type: 'image/png' }) },
        [`GET ${NEW}`]: { data: new Blob(['new'], { type: 'image/png' }) },
        'POST /teams/5/payment': (args) =>
          (args.body as { bukti_pembayaran_url: string }).bukti_pembayaran_url === NEW
            ? ok(team({ payment_status: 'verified', bukti_pembayaran_url: NEW }))
            : refuse(409, PROOF_CHANGED),
      },
    });
    const dialog = await openReview(user);
    await user.click(within(dialog).getByRole('button', { name: 'Verifikasi pembayaran' }));
    expect(await screen.findByText(PROOF_CHANGED)).toBeInTheDocument();
    expect(transport.callsTo('POST /teams/5/payment')[0]?.body).toEqual({
      action: 'verify',
      bukti_pembayaran_url: OLD,
      expected_payment_status: 'pending',
    });
    // The new proof is fetched and shown in the open review.
    await waitFor(() => expect(transport.callsTo(`GET ${NEW}`)).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Verifikasi pembayaran' }));
    expect(await screen.findByText('Pembayaran Tim Garuda terverifikasi.')).toBeInTheDocument();
    expect(transport.callsTo('POST /teams/5/payment')[1]?.body).toMatchObject({
      bukti_pembayaran_url: NEW,
    });
  });

  it('requires a reason to reject and sends it', async () => {
    const { transport, user } = renderWithApp(<HackathonTeamsPage />, {
      routes: { ...routes, 'POST /teams/5/payment': ok(team({ payment_status: 'rejected' })) },
    });
    const dialog = await openReview(user);
    await user.click(within(dialog).getByRole('button', { name: 'Tolak pembayaran' }));
    const confirm = await screen.findByRole('dialog', { name: 'Tolak pembayaran' });
    const submit = within(confirm).getByRole('button', { name: 'Tolak pembayaran' });
    expect(submit).toBeDisabled();
    await user.type(within(confirm).getByRole('textbox', { name: /Alasan penolakan/ }), 'ok');
    expect(submit).toBeDisabled();
    await user.type(
      within(confirm).getByRole('textbox', { name: /Alasan penolakan/ }),
      ' bukti buram',
    );
    await user.click(submit);
    expect(await screen.findByText('Pembayaran Tim Garuda ditolak.')).toBeInTheDocument();
    expect(transport.callsTo('POST /teams/5/payment')[0]?.body).toEqual({
      action: 'reject',
      reason: 'ok bukti buram',
      bukti_pembayaran_url: null,
      expected_payment_status: 'pending',
    });
  });

  it('advances a paid team to the next stage after confirmation', async () => {
    const paid = team({ payment_status: 'verified' });
    const { transport, user } = renderWithApp(<HackathonTeamsPage />, {
      routes: { ...routes, [LIST]: ok(page([paid])), 'POST /teams/5/status': ok(paid) },
    });
    const dialog = await openReview(user);
    await user.click(within(dialog).getByRole('button', { name: 'Naikkan ke Tahap 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Naikkan tahap' });
    await user.click(within(confirm).getByRole('button', { name: 'Naikkan' }));
    expect(await screen.findByText('Tim Garuda naik ke Tahap 1.')).toBeInTheDocument();
    expect(transport.callsTo('POST /teams/5/status')[0]?.body).toEqual({
      status: 'Stage-1',
      expected_status: 'Registered',
    });
  });

  it('keeps reviewing a team that a decision took out of the filtered list', async () => {
    let listCalls = 0;
    const paid = team({ payment_status: 'verified' });
    const { transport, user } = renderWithApp(<HackathonTeamsPage />, {
      route: '/?payment_status=pending',
      routes: {
        ...members,
        // After the verification the "pending" filter no longer holds the team.
        [LIST]: () => ok(page(listCalls++ === 0 ? [team()] : [], listCalls === 1 ? 1 : 0)),
        'POST /teams/5/payment': ok(paid),
        'POST /teams/5/status': ok({ ...paid, status: 'Stage-1' }),
      },
    });
    const dialog = await openReview(user);
    await user.click(within(dialog).getByRole('button', { name: 'Verifikasi pembayaran' }));
    await screen.findByText('Pembayaran Tim Garuda terverifikasi.');
    await waitFor(() => expect(listCalls).toBeGreaterThan(1));
    const advance = within(dialog).getByRole('button', { name: 'Naikkan ke Tahap 1' });
    await waitFor(() => expect(advance).toBeEnabled());
    await user.click(advance);
    const confirm = await screen.findByRole('dialog', { name: 'Naikkan tahap' });
    await user.click(within(confirm).getByRole('button', { name: 'Naikkan' }));
    expect(await screen.findByText('Tim Garuda naik ke Tahap 1.')).toBeInTheDocument();
    expect(transport.callsTo('POST /teams/5/status')).toHaveLength(1);
    expect(
      await within(dialog).findByRole('button', { name: 'Naikkan ke Tahap 2' }),
    ).toBeInTheDocument();
  });

  it('keeps the reason when a rejection is refused', async () => {
    const { user } = renderWithApp(<HackathonTeamsPage />, {
      routes: { ...routes, 'POST /teams/5/payment': refuse(400, 'Alasan maksimal 500 karakter') },
    });
    const dialog = await openReview(user);
    await user.click(within(dialog).getByRole('button', { name: 'Tolak pembayaran' }));
    const confirm = await screen.findByRole('dialog', { name: 'Tolak pembayaran' });
    const reason = within(confirm).getByRole('textbox', { name: /Alasan penolakan/ });
    await user.type(reason, 'Nominal kurang');
    await user.click(within(confirm).getByRole('button', { name: 'Tolak pembayaran' }));
    expect(await screen.findByText('Alasan maksimal 500 karakter')).toBeInTheDocument();
    expect(reason).toHaveValue('Nominal kurang');
  });

  it('shows the refusal of a payment decision', async () => {
    const { user } = renderWithApp(<HackathonTeamsPage />, {
      routes: { ...routes, 'POST /teams/5/payment': refuse(404, 'Tim tidak ditemukan.') },
    });
    const dialog = await openReview(user);
    await user.click(within(dialog).getByRole('button', { name: 'Verifikasi pembayaran' }));
    expect(await screen.findByText('Tim tidak ditemukan.')).toBeInTheDocument();
  });

  it('shows the rejection reason, a video link and a member verify action', async () => {
    const { transport, user } = renderWithApp(<HackathonTeamsPage />, {
      routes: {
        ...routes,
        [LIST]: ok(
          page([
            team({
              payment_status: 'rejected',
              payment_note: 'Nominal kurang',
              submissions: [
                {
                  stage: 2,
                  file_url: null,
                  video_url: 'https://youtu.be/x',
                  submitted_by: 10,
                  submitted_at: '2025-06-01T00:00:00Z',
                },
              ],
            }),
          ]),
        ),
        'POST /users/11/verify': ok(adminUser({ id: 11, data_has_verified: true })),
      },
    });
    const dialog = await openReview(user);
    expect(within(dialog).getByText('Alasan penolakan: Nominal kurang')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Buka video tahap 2' })).toHaveAttribute(
      'href',
      'https://youtu.be/x',
    );
    const sari = within(dialog).getByRole('group', { name: 'Anggota Sari Dewi' });
    await user.click(await within(sari).findByRole('button', { name: 'Verifikasi data' }));
    await waitFor(() => expect(transport.callsTo('POST /users/11/verify')).toHaveLength(1));
  });
});
