import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { JudgingPage } from '../components/judging-page';
import { STAGES, assignmentRow, judge, resultRow, stageInfo } from './judging-fixtures';

const AUTO = 'POST /judging/proposal/assignments/auto';
const ASSIGN = 'POST /judging/proposal/assignments';
const UNASSIGN = 'DELETE /judging/proposal/assignments';
const CONFLICT = 'POST /judging/conflicts';

const routes = {
  'GET /judging': ok(STAGES),
  'GET /judging/judges': ok([
    judge(),
    judge({ user_id: 22, name: 'Pak Budi', institution_name: null }),
  ]),
  'GET /judging/proposal/assignments': ok([assignmentRow()]),
  'GET /judging/proposal/results': ok([resultRow()]),
  'GET /judging/video/assignments': ok([]),
  'GET /judging/video/results': ok([]),
  [AUTO]: ok({
    created: 3,
    removed: 0,
    short_teams: [{ team_id: 5, team_name: 'Tim Garuda', missing: 1 }],
  }),
  [ASSIGN]: ok(assignmentRow()),
  [UNASSIGN]: ok(assignmentRow({ judges: [] })),
  [CONFLICT]: ok({ judge_id: 22, team_id: 5, reason: 'Pembimbing', removed_assignments: 0 }),
  'POST /judging/proposal/close': ok(stageInfo({ closed_at: '2026-11-27T03:00:00.000Z' })),
};

function render(extra = {}) {
  return renderWithApp(<JudgingPage />, {
    route: '/admin/penjurian',
    routes: { ...routes, ...extra },
  });
}

describe('the judging page', () => {
  it("shows a stage's state, judges and assignments; a tab per stage, kept in the URL", async () => {
    const { user } = render();
    expect(
      await screen.findByText('3 tim · 6 penugasan juri · 0 nilai terkirim'),
    ).toBeInTheDocument();
    const judges = await screen.findByRole('list', { name: 'Daftar juri' });
    expect(
      within(judges).getByText('Institut Teknologi Bandung · 1/2 tim dinilai di tahap ini'),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Penugasan juri' });
    expect(within(table).getByText('Tim Garuda')).toBeInTheDocument();
    expect(within(table).getByText('Draf')).toBeInTheDocument();
    expect(within(table).getByText('Kurang 1 juri')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Video (Tahap 2)' }));
    expect(screen.getByTestId('url-search')).toHaveTextContent('?tahap=video');
    await waitFor(() => expect(screen.getAllByText('Belum ada tim di tahap ini')).toHaveLength(2));
  });

  it('assigns automatically and names the teams still short of judges', async () => {
    const { user, transport } = render();
    await user.click(
      await screen.findByRole('button', { name: /^Tugaskan otomatis \(2 juri per tim\)/ }),
    );
    const status = await screen.findByText(/^3 penugasan baru dibuat\./);
    expect(status).toHaveTextContent('1 tim masih kekurangan juri: Tim Garuda (kurang 1).');
    expect(transport.callsTo(AUTO)[0]!.body).toEqual({ replace: false });
  });

  it('assigns a judge by hand and records a conflict', async () => {
    const { user, transport } = render();
    await user.click(await screen.findByRole('button', { name: 'Tambah juri untuk Tim Garuda' }));
    let dialog = await screen.findByRole('dialog', { name: 'Tambah juri: Tim Garuda' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Juri' }));
    // Dr. Ani already judges the team: only Pak Budi is offered.
    expect(screen.queryByRole('option', { name: /Dr\. Ani/ })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Pak Budi (tanpa institusi)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tugaskan' }));
    expect(await screen.findByText('Juri ditugaskan.')).toBeInTheDocument();
    expect(transport.callsTo(ASSIGN)[0]!.body).toEqual({ team_id: 5, judge_id: 22 });

    await user.click(screen.getByRole('button', { name: 'Nyatakan konflik untuk Tim Garuda' }));
    dialog = await screen.findByRole('dialog', {
      name: 'Nyatakan konflik kepentingan: Tim Garuda',
    });
    await user.click(within(dialog).getByRole('combobox', { name: 'Juri' }));
    await user.click(screen.getByRole('option', { name: 'Pak Budi (tanpa institusi)' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Alasan (opsional)' }),
      'Pembimbing',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Simpan konflik' }));
    expect(await screen.findByText('Konflik kepentingan dicatat.')).toBeInTheDocument();
    expect(transport.callsTo(CONFLICT)[0]!.body).toEqual({
      team_id: 5,
      judge_id: 22,
      reason: 'Pembimbing',
    });
  });

  it('takes a judge off a team after asking, saying their draft goes too', async () => {
    const { user, transport } = render();
    await user.click(await screen.findByRole('button', { name: 'Lepas Dr. Ani dari Tim Garuda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lepas Dr. Ani?' });
    expect(dialog).toHaveTextContent('Draf nilainya untuk tim ini ikut terhapus.');
    await user.click(within(dialog).getByRole('button', { name: 'Ya, lepas' }));
    expect(await screen.findByText('Penugasan dilepas.')).toBeInTheDocument();
    expect(transport.callsTo(UNASSIGN)[0]!.body).toEqual({ team_id: 5, judge_id: 21 });
  });

  it("shows the API's message when a hand assignment is refused", async () => {
    const { user } = render({
      [ASSIGN]: refuse(409, 'Juri ini berasal dari institusi yang sama dengan tim.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah juri untuk Tim Garuda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah juri: Tim Garuda' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Juri' }));
    await user.click(screen.getByRole('option', { name: 'Pak Budi (tanpa institusi)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tugaskan' }));
    expect(
      await within(dialog).findByText('Juri ini berasal dari institusi yang sama dengan tim.'),
    ).toBeInTheDocument();
  });

  it('closes the judging after a confirmation', async () => {
    const { user, transport } = render();
    await user.click(await screen.findByRole('button', { name: 'Tutup penilaian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tutup penilaian?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, tutup' }));
    expect(await screen.findByText('Penilaian ditutup.')).toBeInTheDocument();
    expect(transport.callsTo('POST /judging/proposal/close')).toHaveLength(1);
  });

  it('shows why the stages could not load', async () => {
    render({ 'GET /judging': refuse(403, 'Anda tidak punya izin "mengelola penjurian".') });
    expect(
      await screen.findByText('Anda tidak punya izin "mengelola penjurian".'),
    ).toBeInTheDocument();
  });
});
