import { DEFAULT_EVENT_SETTINGS } from '@gcw/shared';
import type { CompetitionSettingsWithTexts } from '@gcw/shared';
import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor } from '@testing-library/react';

import { fill } from '../../../test-utils/fill';
import { eventsData, USER } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { ScriptedUploads } from '../../../test-utils/scripted-uploads';
import { TEAM } from '../../../test-utils/team-fixture';
import { StagePage } from '../components/stage-page';

ScriptedUploads.install();

const at = (status: 'Registered' | 'Stage-1' | 'Stage-2' | 'Final') => ({
  'GET /profile/events': ok(eventsData({ hackathon: status, cp: status, teamId: 4 })),
  'GET /team/4': ok({ ...TEAM, status }),
});

const HOUR = 3600_000;
const HOUR_AGO = new Date(Date.now() - HOUR).toISOString();
const settingsWith = (hackathon: Partial<CompetitionSettingsWithTexts>) => ({
  ...DEFAULT_EVENT_SETTINGS,
  hackathon: { ...DEFAULT_EVENT_SETTINGS.hackathon, ...hackathon },
});

function StagePageCp() {
  return (
    <StagePage
      competition="competitive-programming"
      section="stage-2"
      title="CP Tahap 2: Qualifying"
    />
  );
}

const proposal = (
  <StagePage competition="hackathon" section="stage-1" title="Hackathon Tahap 1: Proposal" />
);
const video = (
  <StagePage competition="hackathon" section="stage-2" title="Hackathon Tahap 2: Video" />
);

describe('StagePage', () => {
  it('explains why a locked stage visited by URL is locked', async () => {
    renderWithApp(proposal, { routes: at('Registered') });
    expect(await screen.findByText('Halaman ini masih terkunci')).toBeInTheDocument();
    expect(
      screen.getByText(/minimal Tahap 1\. Status Anda sekarang: Terdaftar\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat tim saya' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Proposal \(PDF\)/)).not.toBeInTheDocument();
  });

  it('sends an unregistered visitor to registration', async () => {
    renderWithApp(
      <StagePage competition="competitive-programming" section="final" title="CP Final" />,
      {
        routes: { 'GET /profile/events': ok(eventsData()) },
      },
    );
    expect(await screen.findByRole('link', { name: 'Daftar sekarang' })).toHaveAttribute(
      'href',
      '/dashboard/competitive-programming',
    );
  });

  it('uploads the proposal PDF through the shell transport', async () => {
    ScriptedUploads.answer(200, { Data: TEAM });
    const { user } = renderWithApp(proposal, { routes: at('Stage-1') });
    expect(await screen.findByText(/belum mengumpulkan apa pun/)).toBeInTheDocument();
    const doc = new File(['%PDF'], 'proposal.docx', { type: 'application/msword' });
    await user.upload(screen.getByLabelText('Proposal (PDF)'), doc);
    expect(await screen.findByText('Berkas harus berformat PDF')).toBeInTheDocument();
    const pdf = new File(['%PDF-1.7'], 'proposal.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Proposal (PDF)'), pdf);
    await user.click(screen.getByRole('button', { name: 'Kumpulkan proposal' }));
    await waitFor(() => expect(ScriptedUploads.sent).toHaveLength(1));
    expect(ScriptedUploads.last().url).toBe('/api/v1/gcw/resources/team/submission/stage-1');
    expect((ScriptedUploads.last().body?.get('proposal') as File).name).toBe('proposal.pdf');
    expect(await screen.findByText('Proposal terkumpul')).toBeInTheDocument();
  });

  it('shows what was submitted and when, and closes replacement after the deadline', async () => {
    const submitted = {
      ...TEAM,
      status: 'Stage-1',
      submissions: [
        {
          stage: 1,
          file_url: '/api/v1/gcw/resources/files/0f8fad5b-d9cb-469f-a165-70867728950e',
          video_url: null,
          submitted_by: USER.id,
          submitted_at: '2025-06-10T05:00:00.000Z',
        },
      ],
    };
    renderWithApp(proposal, {
      routes: {
        ...at('Stage-1'),
        'GET /team/4': ok(submitted),
        'GET /settings': ok(settingsWith({ stage_1: { opens_at: null, closes_at: HOUR_AGO } })),
        'GET /settings/my-extensions': ok([]),
      },
    });
    expect(
      await screen.findByText(/Terkumpul 10 Juni 2025.*oleh Sari Wulandari/),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Batas waktu sudah lewat/)).toBeInTheDocument();
    expect(
      screen.getByText(/^Pengumpulan proposal sudah ditutup pada .+ WIB\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Ganti proposal (PDF)')).not.toBeInTheDocument();
  });

  it("keeps the upload open for a team an admin gave more time, counting down to the team's deadline", async () => {
    renderWithApp(proposal, {
      routes: {
        ...at('Stage-1'),
        'GET /settings': ok(settingsWith({ stage_1: { opens_at: null, closes_at: HOUR_AGO } })),
        'GET /settings/my-extensions': ok([
          {
            team_id: 4,
            window: 'stage_1',
            until: new Date(Date.now() + 26 * HOUR + 30_000).toISOString(),
          },
        ]),
      },
    });
    expect(await screen.findByLabelText(/proposal \(PDF\)/i)).toBeInTheDocument();
    expect(
      await screen.findByText(/^Pengumpulan proposal ditutup dalam 1 hari 2 jam/),
    ).toBeInTheDocument();
  });

  it('validates the video link and sends it', async () => {
    const { user, transport } = renderWithApp(video, {
      routes: { ...at('Stage-2'), 'POST /team/submission/stage-2': ok(TEAM) },
    });
    const field = await screen.findByLabelText(/Tautan video demo/);
    await fill(field, 'http://youtu.be/abc');
    await user.click(screen.getByRole('button', { name: 'Kirim tautan video' }));
    expect(await screen.findByText('Tautan harus diawali https://')).toBeInTheDocument();
    await fill(field, 'https://example.com/video.mp4');
    expect(
      await screen.findByText('Gunakan tautan YouTube, Google Drive atau Vimeo'),
    ).toBeInTheDocument();
    await fill(field, 'https://youtu.be/abc123');
    await user.click(screen.getByRole('button', { name: 'Kirim tautan video' }));
    await waitFor(() => expect(transport.callsTo('POST /team/submission/stage-2')).toHaveLength(1));
    expect(transport.callsTo('POST /team/submission/stage-2')[0]?.body).toEqual({
      video_url: 'https://youtu.be/abc123',
    });
    expect(await screen.findByText('Tautan video terkumpul')).toBeInTheDocument();
  });

  it('shows a refusal of the video and keeps the link', async () => {
    const { user } = renderWithApp(video, {
      routes: {
        ...at('Stage-2'),
        'POST /team/submission/stage-2': refuse(
          409,
          'Pengumpulan Tahap 2 hanya dibuka saat tim Anda berada di Tahap 2.',
        ),
      },
    });
    const field = await screen.findByLabelText(/Tautan video demo/);
    await fill(field, 'https://youtu.be/abc123');
    await user.click(screen.getByRole('button', { name: 'Kirim tautan video' }));
    expect(
      await screen.findAllByText(/hanya dibuka saat tim Anda berada di Tahap 2/),
    ).not.toHaveLength(0);
    expect(field).toHaveValue('https://youtu.be/abc123');
  });

  it('shows the CP schedule, and the contest link once the admins set it in the settings', async () => {
    const cp = StagePageCp();
    const first = renderWithApp(cp, { routes: at('Stage-2') });
    expect(await screen.findByText(/Babak penyisihan/)).toBeInTheDocument();
    expect(screen.getByText(/Tautan platform kontes akan muncul/)).toBeInTheDocument();
    first.unmount();
    renderWithApp(cp, {
      routes: {
        ...at('Stage-2'),
        'GET /settings': ok({
          ...DEFAULT_EVENT_SETTINGS,
          'competitive-programming': {
            ...DEFAULT_EVENT_SETTINGS['competitive-programming'],
            stage_2_url: 'https://contest.gcw.id/q',
          },
        }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Buka platform kontes' })).toHaveAttribute(
      'href',
      'https://contest.gcw.id/q',
    );
  });

  it('shows the Hackathon final: what, where and when, the place from the settings', async () => {
    renderWithApp(<StagePage competition="hackathon" section="final" title="Hackathon Final" />, {
      routes: {
        ...at('Final'),
        'GET /settings': ok(settingsWith({ final_place: 'Aula Barat ITB' })),
      },
    });
    expect(await screen.findByText(/tim Anda lolos ke final/)).toBeInTheDocument();
    expect(screen.getByText(/19 Juli 2025/)).toBeInTheDocument();
    expect(await screen.findByText('Aula Barat ITB')).toBeInTheDocument();
  });
});
