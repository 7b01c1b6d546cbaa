import type { TeamDetail } from '@gcw/shared';
import type { RouteAnswer, TransportAnswer } from '@gcw/shared/testing';
import { ok } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { accountStatus, UNVERIFIED } from '../../../test-utils/account-fixture';
import { eventsData, INCOMPLETE_USER, TICKET } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { TEAM } from '../../../test-utils/team-fixture';
import { StatusHome } from '../components/status-home';

const VERIFIED = { 'GET /profile/account': ok(accountStatus()) };

function renderHome(
  routes: Record<string, RouteAnswer>,
  user = undefined as typeof INCOMPLETE_USER | undefined,
) {
  return renderWithApp(<StatusHome justCompleted={false} />, {
    routes: { ...VERIFIED, ...routes },
    user,
  });
}

/** The card of one event, found by its heading. */
async function card(event: string) {
  return screen.findByRole('region', { name: new RegExp(`^${event}`) });
}

async function expectStep(event: string, step: string, button?: { name: string; href: string }) {
  const region = await card(event);
  expect(await within(region).findByText(`Langkah berikutnya: ${step}`)).toBeInTheDocument();
  const links = within(region).queryAllByRole('link');
  if (!button) {
    expect(links).toHaveLength(0);
    return;
  }
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAccessibleName(button.name);
  expect(links[0]).toHaveAttribute('href', button.href);
}

const withTeam = (team: Partial<TeamDetail>) => ({
  'GET /profile/events': ok(eventsData({ hackathon: team.status ?? 'Registered', teamId: 4 })),
  'GET /team/4': ok({ ...TEAM, ...team }),
});

describe('StatusHome', () => {
  it('sends a student with an incomplete profile to the form, for every event', async () => {
    renderHome({ 'GET /profile/events': ok(eventsData()) }, INCOMPLETE_USER);
    for (const event of ['Hackathon', 'Competitive Programming', 'Seminar']) {
      await expectStep(event, 'Lengkapi profil', { name: 'Lengkapi profil', href: '#data-diri' });
    }
  });

  it('asks an unverified student to verify the e-mail before registering', async () => {
    renderHome({ 'GET /profile/events': ok(eventsData()), 'GET /profile/account': ok(UNVERIFIED) });
    await expectStep('Seminar', 'Verifikasi email');
  });

  it('offers registration to a ready student', async () => {
    renderHome({ 'GET /profile/events': ok(eventsData()) });
    await expectStep('Hackathon', 'Daftarkan tim', {
      name: 'Daftar Hackathon',
      href: '/dashboard/hackathon',
    });
    await expectStep('Seminar', 'Daftar seminar', {
      name: 'Daftar seminar',
      href: '/dashboard/seminar',
    });
    expect(within(await card('Hackathon')).getByText('Belum terdaftar')).toBeInTheDocument();
  });

  it("shows a member's step only once the team has answered, never a guess", async () => {
    let answer: (value: TransportAnswer) => void = () => undefined;
    const team = new Promise<TransportAnswer>((resolve) => {
      answer = resolve;
    });
    const { transport } = renderHome({
      'GET /profile/events': ok(eventsData({ hackathon: 'Registered', teamId: 4 })),
      'GET /team/4': () => team,
    });
    expect(
      await screen.findByRole('status', { name: 'Memuat status pendaftaran' }),
    ).toBeInTheDocument();
    // The events have answered (they name the team): only the team is outstanding now.
    await waitFor(() => expect(transport.callsTo('GET /team/4')).toHaveLength(1));
    expect(screen.queryByText(/Tunggu verifikasi pembayaran/)).not.toBeInTheDocument();
    answer(ok({ ...TEAM, payment_status: 'rejected', payment_note: 'Nominal kurang' }));
    await expectStep('Hackathon', 'Unggah ulang bukti pembayaran', {
      name: 'Unggah ulang bukti',
      href: '/dashboard/hackathon/team',
    });
  });

  it.each([
    ['pending', 'Tunggu verifikasi pembayaran', 'Lihat tim'],
    ['rejected', 'Unggah ulang bukti pembayaran', 'Unggah ulang bukti'],
    ['verified', 'Tunggu Tahap 1 dibuka', 'Lihat tim'],
  ] as const)('follows a registered team whose payment is %s', async (payment, step, name) => {
    renderHome(withTeam({ payment_status: payment, payment_note: 'Nominal kurang' }));
    await expectStep('Hackathon', step, { name, href: '/dashboard/hackathon/team' });
    // One competition per student: the other one is closed to them.
    await expectStep('Competitive Programming', 'Tidak tersedia untuk Anda');
    expect(within(await card('Hackathon')).getByText('Terdaftar')).toBeInTheDocument();
  });

  it('says why a payment was rejected', async () => {
    renderHome(withTeam({ payment_status: 'rejected', payment_note: 'Nominal kurang' }));
    expect(
      await within(await card('Hackathon')).findByText('Bukti pembayaran ditolak: Nominal kurang'),
    ).toBeInTheDocument();
  });

  it('asks for the stage work, then for patience once it is in', async () => {
    renderHome(withTeam({ status: 'Stage-1', payment_status: 'verified' }));
    await expectStep('Hackathon', 'Kumpulkan proposal', {
      name: 'Kumpulkan proposal',
      href: '/dashboard/hackathon/tahap-1',
    });
  });

  it('waits for the result once the proposal is submitted', async () => {
    const submission = {
      stage: 1 as const,
      file_url: '/files/x',
      video_url: null,
      submitted_by: 7,
      submitted_at: '2025-06-10T03:00:00.000Z',
    };
    renderHome(withTeam({ status: 'Stage-1', submissions: [submission] }));
    await expectStep('Hackathon', 'Tunggu hasil penilaian', {
      name: 'Lihat proposal',
      href: '/dashboard/hackathon/tahap-1',
    });
  });

  it('reminds a seminar participant to bring the ticket', async () => {
    renderHome({
      'GET /profile/events': ok(eventsData({ seminar: 'Registered', ticket: TICKET })),
    });
    await expectStep('Seminar', 'Bawa tiket Anda', {
      name: 'Lihat tiket',
      href: '/dashboard/seminar',
    });
    expect(within(await card('Seminar')).getByText(/SEM-2025-0001/)).toBeInTheDocument();
  });
});
