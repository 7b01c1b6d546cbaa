import type { RouteAnswer } from '@gcw/shared/testing';
import { ok, refuse } from '@gcw/shared/testing';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { screen, waitFor, within } from '@testing-library/react';

import { page } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { SETTLE } from '../../../test-utils/settle';
import { CertificatesPage } from '../components/certificates-page';
import { candidate, issued, job, TEMPLATES } from './certificate-fixtures';

const CANDIDATES = 'GET /certificates/candidates';
const JOBS = 'GET /certificates/jobs';
const START = 'POST /certificates/jobs';
const LIST = 'GET /certificates';
const REVOKE = 'POST /certificates/GCW-C-7K3QH2XM9A/revoke';

const base = {
  'GET /certificates/templates': ok(TEMPLATES),
  [CANDIDATES]: ok({
    candidates: [
      candidate(),
      candidate({ user_id: 11, name: 'Sari Dewi' }),
      candidate({ user_id: 12, name: 'Rina Putri', already_issued: true }),
    ],
    teams: [],
  }),
  [JOBS]: ok([]),
  [LIST]: ok(page([])),
};

function render(routes: Record<string, RouteAnswer> = {}, route = '/admin/certificates') {
  return renderWithApp(<CertificatesPage />, { route, routes: { ...base, ...routes } });
}

describe('issuing certificates', () => {
  it('issues to the candidates without one after a confirmation naming the count, then follows the job until done', async () => {
    let polls = 0;
    const { transport, user } = render({
      [START]: ok(job()),
      // Running at first, then done: the page keeps asking until the job has finished.
      'GET /certificates/jobs/7': () => {
        polls += 1;
        return polls < 2
          ? ok(job({ status: 'running', done: 1 }))
          : ok(job({ status: 'done', done: 2, finished_at: '2026-11-27T03:01:00.000Z' }));
      },
    });
    const panel = await screen.findByRole('region', { name: 'Terbitkan Kehadiran Seminar' });
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      '2 akan menerima, 1 sudah menerima.',
    );
    const table = within(panel).getByRole('table', { name: 'Calon penerima' });
    expect(
      within(within(table).getByRole('row', { name: /Rina Putri/ })).getByText('Sudah menerima'),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Terbitkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terbitkan sertifikat?' });
    expect(dialog).toHaveTextContent('2 sertifikat Kehadiran Seminar akan diterbitkan');
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan 2 sertifikat' }));

    await waitFor(() => expect(transport.callsTo(START)).toHaveLength(1));
    expect(transport.callsTo(START)[0]?.body).toEqual({ template_key: 'seminar' });
    expect(
      await within(panel).findByRole('progressbar', {
        name: /Penerbitan berjalan: 1 dari 2 terbit/,
      }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Terbitkan' })).toBeDisabled();
    expect(
      // After one poll interval (1 s).
      await within(panel).findByRole('progressbar', {
        name: /Penerbitan selesai: 2 dari 2 terbit \(100%\)/,
      }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('alert')).toHaveTextContent('2 sertifikat terbit.');
    // Done: who still lacks one and the issued list are asked for again.
    await waitFor(() => expect(transport.callsTo(CANDIDATES).length).toBeGreaterThan(1));
    expect(transport.callsTo(LIST).length).toBeGreaterThan(1);
  });

  it('shows a job still running when the page is opened again, and waits for it', async () => {
    render({
      [JOBS]: ok([job({ status: 'running', total: 300, done: 120, failed: 3 })]),
      'GET /certificates/jobs/7': ok(job({ status: 'running', total: 300, done: 150, failed: 3 })),
    });
    const panel = await screen.findByRole('region', { name: 'Terbitkan Kehadiran Seminar' });
    expect(
      await within(panel).findByRole('progressbar', {
        name: /150 dari 300 terbit, 3 gagal \(51%\)/,
      }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Terbitkan' })).toBeDisabled();
  });

  it('issues finalist certificates to the teams the admin picks', async () => {
    const teams = [
      { team_id: 5, team_name: 'Tim Garuda', status: 'Final', members: 2 },
      { team_id: 6, team_name: 'Tim Elang', status: 'Stage-2', members: 3 },
    ];
    const { transport, user } = render(
      {
        [CANDIDATES]: (args: FetchArgs) =>
          ok({
            teams,
            candidates:
              (args.params as { team_ids?: string }).team_ids === '5'
                ? [
                    candidate({ team_id: 5, team_name: 'Tim Garuda' }),
                    candidate({
                      user_id: 11,
                      name: 'Sari Dewi',
                      team_id: 5,
                      team_name: 'Tim Garuda',
                    }),
                  ]
                : [],
          }),
        [START]: ok(job({ template_key: 'finalist-hackathon', status: 'done', done: 2 })),
      },
      '/admin/certificates?template_key=finalist-hackathon',
    );
    const panel = await screen.findByRole('region', { name: 'Terbitkan Finalis Hackathon' });
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Pilih tim yang menerima sertifikat ini.',
    );
    expect(within(panel).getByRole('button', { name: 'Terbitkan' })).toBeDisabled();
    await user.click(
      within(panel).getByRole('checkbox', { name: /Tim Garuda \(Final, 2 anggota\)/ }),
    );
    await waitFor(() =>
      expect(transport.lastParams(CANDIDATES)).toEqual({
        key: 'finalist-hackathon',
        team_ids: '5',
      }),
    );
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      '2 akan menerima, 0 sudah menerima.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Terbitkan' }));
    await user.click(await screen.findByRole('button', { name: 'Terbitkan 2 sertifikat' }));
    await waitFor(() =>
      expect(transport.callsTo(START)[0]?.body).toEqual({
        template_key: 'finalist-hackathon',
        team_ids: [5],
      }),
    );
  });

  it("says the API's refusal when a job cannot start", async () => {
    const { user } = render({ [START]: refuse(409, 'Penerbitan lain masih berjalan.') });
    const panel = await screen.findByRole('region', { name: 'Terbitkan Kehadiran Seminar' });
    await within(panel).findByRole('table', { name: 'Calon penerima' });
    await user.click(within(panel).getByRole('button', { name: 'Terbitkan' }));
    await user.click(await screen.findByRole('button', { name: 'Terbitkan 2 sertifikat' }));
    expect(await screen.findByText('Penerbitan lain masih berjalan.')).toBeInTheDocument();
    // None issued yet: said in a sentence, no empty table.
    expect(screen.getByText('Belum ada sertifikat jenis ini yang terbit.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Sertifikat terbit' })).toBeNull();
  });
});

describe('the issued certificates', () => {
  it('searches them and revokes one with a required reason', async () => {
    let revoked = false;
    const { transport, user } = render({
      [LIST]: () =>
        ok(
          page([
            revoked
              ? issued({ revoked_at: '2026-11-28T03:00:00.000Z', revoke_reason: 'Data palsu' })
              : issued(),
          ]),
        ),
      [REVOKE]: () => {
        revoked = true;
        return ok(issued({ revoked_at: '2026-11-28T03:00:00.000Z' }));
      },
    });
    const table = await screen.findByRole('table', { name: 'Sertifikat terbit' });
    expect(await within(table).findByText('GCW-C-7K3QH2XM9A')).toBeInTheDocument();
    expect(transport.lastParams(LIST)).toEqual({ template_key: 'seminar' });
    await user.type(screen.getByRole('searchbox', { name: 'Cari nama, kode, institusi' }), 'Budi');
    await waitFor(
      () => expect(transport.lastParams(LIST)).toEqual({ template_key: 'seminar', search: 'Budi' }),
      SETTLE,
    );

    await user.click(within(table).getByRole('button', { name: 'Cabut sertifikat Budi Santoso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cabut sertifikat?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cabut sertifikat' });
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Alasan pencabutan' }),
      'Data palsu',
    );
    await user.click(confirm);
    await waitFor(() =>
      expect(transport.callsTo(REVOKE)[0]?.body).toEqual({ reason: 'Data palsu' }),
    );
    expect(await within(table).findByText(/^Dicabut /)).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Cabut sertifikat/ })).toBeNull();
  });
});
