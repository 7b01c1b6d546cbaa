import type { JudgingResultRow } from '@gcw/shared/contract';
import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { ResultsPanel } from '../components/results-panel';
import { resultRow, stageInfo } from './judging-fixtures';

const RESULTS = 'GET /judging/proposal/results';
const SHORTLIST = 'POST /judging/proposal/shortlist';
const CLOSED = stageInfo({ closed_at: '2026-11-27T03:00:00.000Z', submitted: 5 });

const ROWS: JudgingResultRow[] = [
  resultRow(),
  resultRow({
    rank: 2,
    team_id: 6,
    team_name: 'Tim Elang',
    mean: 62.5,
    disagreement: true,
    judges: [
      { judge_id: 21, judge_name: 'Dr. Ani', weighted: 90, scores: {}, comment: '' },
      { judge_id: 22, judge_name: 'Pak Budi', weighted: 35, scores: {}, comment: '' },
    ],
  }),
  resultRow({
    rank: 3,
    team_id: 7,
    team_name: 'Tim Rajawali',
    mean: null,
    judges_submitted: 0,
    judges: [],
  }),
];

function render(info = CLOSED, routes = {}) {
  return renderWithApp(<ResultsPanel stage="proposal" info={info} />, {
    routes: { [RESULTS]: ok(ROWS), [SHORTLIST]: ok({ moved: 2, not_selected: 1 }), ...routes },
  });
}

const rowOf = (team: string) => screen.getByRole('row', { name: new RegExp(team) });

describe('judging results and shortlist', () => {
  it("ranks the teams with each judge's weighted score and flags wide disagreement", async () => {
    render(stageInfo());
    const table = await screen.findByRole('table', { name: 'Hasil penilaian' });
    const garuda = rowOf('Tim Garuda');
    expect(within(garuda).getByText('80')).toBeInTheDocument();
    expect(within(garuda).getByText('Dr. Ani: 82,5')).toBeInTheDocument();
    expect(within(garuda).getByText('2/2')).toBeInTheDocument();
    expect(within(garuda).queryByText('Penilaian juri berbeda jauh')).toBeNull();
    const elang = rowOf('Tim Elang');
    expect(within(elang).getByText('62,5')).toBeInTheDocument();
    expect(within(elang).getByText('Penilaian juri berbeda jauh')).toBeInTheDocument();
    expect(within(rowOf('Tim Rajawali')).getByText('0/2')).toBeInTheDocument();
    // Still open: the ranking shows, the shortlist waits for the closing.
    expect(
      screen.getByText('Tutup penilaian dulu untuk menetapkan tim yang lolos.'),
    ).toBeInTheDocument();
    expect(within(table).queryByRole('checkbox')).toBeNull();
  });

  it('preselects the top N, lets the checkboxes adjust it, and confirms before it moves anyone', async () => {
    const { user, transport } = render();
    await screen.findByRole('table', { name: 'Hasil penilaian' });
    await user.type(screen.getByRole('spinbutton', { name: 'Jumlah tim teratas' }), '3');
    await user.click(screen.getByRole('button', { name: 'Pilih 3 teratas' }));
    // A team nobody scored is never among the top.
    expect(screen.getByRole('checkbox', { name: 'Loloskan Tim Garuda' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Loloskan Tim Elang' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Loloskan Tim Rajawali' })).not.toBeChecked();
    expect(screen.getByText('2 dari 3 tim dipilih lolos.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Loloskan Tim Elang' }));
    await user.click(screen.getByRole('button', { name: 'Tetapkan tim lolos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tetapkan tim yang lolos?' });
    expect(dialog).toHaveTextContent('1 tim lolos ke Tahap 2 dan 2 tim tidak lolos.');
    expect(transport.callsTo(SHORTLIST)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, tetapkan' }));

    expect(await screen.findByText(/^2 tim lolos, 1 tim tidak lolos\./)).toBeInTheDocument();
    expect(transport.callsTo(SHORTLIST)[0]!.body).toEqual({ team_ids: [5] });
  });

  it("keeps the dialog open with the API's message when the shortlist is refused", async () => {
    const { user } = render(CLOSED, {
      [SHORTLIST]: refuse(409, 'Shortlist tahap ini sudah ditetapkan.'),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Loloskan Tim Elang' }));
    await user.click(screen.getByRole('button', { name: 'Tetapkan tim lolos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tetapkan tim yang lolos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, tetapkan' }));
    expect(
      await within(dialog).findByText('Shortlist tahap ini sudah ditetapkan.'),
    ).toBeInTheDocument();
  });

  it('offers no shortlist once it went out, nor after the final', async () => {
    const { unmount } = render({ ...CLOSED, shortlisted_at: '2026-11-27T04:00:00.000Z' });
    expect(
      await screen.findByText('Tim yang lolos dari tahap ini sudah ditetapkan.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tetapkan tim lolos' })).toBeNull();
    unmount();

    renderWithApp(<ResultsPanel stage="final" info={{ ...CLOSED, stage: 'final' }} />, {
      routes: { 'GET /judging/final/results': ok(ROWS) },
    });
    expect(
      await screen.findByText('Tahap terakhir: peringkat ini menjadi hasil akhir.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('checkbox')).toHaveLength(0));
  });

  it('says when the stage has no team, and shows why results could not load', async () => {
    const { unmount } = render(CLOSED, { [RESULTS]: ok([]) });
    expect(await screen.findByText('Belum ada tim di tahap ini')).toBeInTheDocument();
    unmount();
    render(CLOSED, { [RESULTS]: refuse(403, 'Anda tidak punya izin "mengelola penjurian".') });
    expect(
      await screen.findByText('Anda tidak punya izin "mengelola penjurian".'),
    ).toBeInTheDocument();
  });
});
