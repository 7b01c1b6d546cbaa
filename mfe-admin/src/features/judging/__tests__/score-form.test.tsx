import type { JudgeTeamDetail } from '@gcw/shared/contract';
import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { installDownloadFakes } from '../../../test-utils/download-fakes';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { JudgeTeamPage } from '../components/judge-team-page';
import { PROPOSAL_FILE, teamDetail } from './judging-fixtures';

const DETAIL = 'GET /judging/proposal/teams/5';
const SCORE = 'PUT /judging/proposal/teams/5/score';
const pdf = { data: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) };

function render(detail: JudgeTeamDetail | (() => JudgeTeamDetail), routes = {}) {
  return renderWithApp(<JudgeTeamPage />, {
    path: '/admin/juri/:stage/:teamId',
    route: '/admin/juri/proposal/5',
    routes: {
      [DETAIL]: () => ok(typeof detail === 'function' ? detail() : detail),
      [`GET ${PROPOSAL_FILE}`]: pdf,
      [SCORE]: ok({ scores: {}, comment: '', submitted_at: null, updated_at: 'x' }),
      ...routes,
    },
  });
}

const score = (name: RegExp) => screen.getByRole('spinbutton', { name });

describe("a judge's team page", () => {
  beforeEach(() => installDownloadFakes());
  afterEach(() => jest.restoreAllMocks());

  it('shows the team, its proposal inline with a link to open it, and its video', async () => {
    render(teamDetail());
    expect(
      await screen.findByRole('heading', { name: 'Tim Garuda', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Universitas Negeri Jakarta · Proposal (Tahap 1)')).toBeInTheDocument();
    expect(await screen.findByTitle('Proposal Tim Garuda')).toHaveAttribute(
      'src',
      'blob:fake-object-url',
    );
    expect(screen.getByRole('link', { name: /Buka proposal di tab baru/ })).toHaveAttribute(
      'href',
      'blob:fake-object-url',
    );
    expect(screen.getByRole('link', { name: 'Tonton video tim' })).toHaveAttribute(
      'href',
      'https://youtu.be/garuda',
    );
    expect(score(/^Ide \(0–100\)/)).toHaveAccessibleDescription('Kebaruan gagasan · Bobot 75%');
  });

  it('saves a draft with the criteria filled so far, without asking', async () => {
    const { user, transport } = render(teamDetail());
    await user.type(await screen.findByRole('spinbutton', { name: /^Ide/ }), '80');
    await user.type(screen.getByRole('textbox', { name: 'Komentar untuk tim' }), ' Bagus ');
    await user.click(screen.getByRole('button', { name: 'Simpan draf' }));

    expect(await screen.findByText('Draf disimpan.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(transport.callsTo(SCORE)[0]!.body).toEqual({
      scores: { ide: 80 },
      comment: 'Bagus',
      submit: false,
    });
  });

  it('submits only a complete, in-range score after a confirmation, then is read-only', async () => {
    let submitted = false;
    const { user, transport } = render(
      () =>
        teamDetail(
          submitted
            ? {
                my_score: {
                  scores: { ide: 80, teknis: 70 },
                  comment: '',
                  submitted_at: '2026-11-27T03:00:00.000Z',
                  updated_at: '2026-11-27T03:00:00.000Z',
                },
              }
            : {},
        ),
      {
        [SCORE]: () => {
          submitted = true;
          return ok({ scores: {}, comment: '', submitted_at: 'x', updated_at: 'x' });
        },
      },
    );
    await user.type(await screen.findByRole('spinbutton', { name: /^Ide/ }), '101');
    await user.click(screen.getByRole('button', { name: 'Kirim nilai' }));
    expect(await screen.findByText('Nilai harus antara 0 dan 100')).toBeInTheDocument();
    expect(screen.getByText('Isi nilai Teknis')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(score(/^Ide/));
    await user.type(score(/^Ide/), '80');
    await user.type(score(/^Teknis/), '70');
    await user.click(screen.getByRole('button', { name: 'Kirim nilai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kirim nilai untuk Tim Garuda?' });
    expect(dialog).toHaveTextContent('Setelah dikirim, nilai dan komentar tidak bisa diubah lagi.');
    expect(transport.callsTo(SCORE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, kirim' }));

    expect(
      await screen.findByText(/^Nilai Anda terkirim .* dan tidak bisa diubah lagi\.$/),
    ).toBeInTheDocument();
    expect(transport.callsTo(SCORE)[0]!.body).toEqual({
      scores: { ide: 80, teknis: 70 },
      comment: '',
      submit: true,
    });
    await waitFor(() => expect(score(/^Ide/)).toHaveAttribute('readonly'));
    expect(score(/^Ide/)).toHaveValue(80);
    expect(screen.queryByRole('button', { name: 'Simpan draf' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kirim nilai' })).toBeNull();
  });

  it('is read-only once the stage is closed, and shows what the API refuses', async () => {
    const { user, unmount } = render(teamDetail(), {
      [SCORE]: refuse(409, 'Penjurian tahap ini sudah ditutup.'),
    });
    await user.type(await screen.findByRole('spinbutton', { name: /^Ide/ }), '80');
    await user.click(screen.getByRole('button', { name: 'Simpan draf' }));
    expect(await screen.findByText('Penjurian tahap ini sudah ditutup.')).toBeInTheDocument();
    unmount();

    render(teamDetail({ closed: true }));
    expect(
      await screen.findByText('Penilaian tahap ini sudah ditutup. Nilai tidak bisa diubah.'),
    ).toBeInTheDocument();
    expect(score(/^Teknis/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Kirim nilai' })).toBeNull();
  });

  it('says so when the team is not one of the judge’s, or the address names no team', async () => {
    const { unmount } = render(teamDetail(), {
      [DETAIL]: refuse(403, 'Anda tidak ditugaskan menilai tim ini.'),
    });
    expect(await screen.findByText('Anda tidak ditugaskan menilai tim ini.')).toBeInTheDocument();
    unmount();

    renderWithApp(<JudgeTeamPage />, {
      path: '/admin/juri/:stage/:teamId',
      route: '/admin/juri/semifinal/5',
    });
    expect(screen.getByRole('heading', { name: 'Tim tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar tim' })).toHaveAttribute(
      'href',
      '/admin/juri',
    );
  });
});
