import type { TeamSummary } from '@gcw/shared';
import { normalizeJoinCode } from '@gcw/shared';
import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor } from '@testing-library/react';

import { fill } from '../../../test-utils/fill';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { JoinTeamForm } from '../components/join-team-form';

const SUMMARY: TeamSummary = {
  id: 4,
  team_name: 'Tim Garuda',
  event_type: 'hackathon',
  event_name: 'Hackathon',
  institusi: 'Universitas Indonesia',
  leader_name: 'Rani',
  member_count: 2,
  max_members: 5,
  is_full: false,
};
const CODE = 'K7QP2MZX4N';
const FIND = `GET /team/registration/find/${CODE}`;
const TEAM_FULL = 'Tim ini sudah penuh: jumlah anggota sudah mencapai batas maksimal.';
const JOIN = `POST /team/registration/join/${CODE}`;

describe('JoinTeamForm', () => {
  it('normalises pasted codes', () => {
    expect(normalizeJoinCode(' k7qp-2mzx 4n ')).toBe(CODE);
  });

  it('refuses codes of the wrong shape without calling the API', async () => {
    const { user, transport } = renderWithApp(<JoinTeamForm competition="hackathon" />);
    await fill(screen.getByLabelText(/Kode gabung/), 'ABC10');
    await user.click(screen.getByRole('button', { name: 'Cari tim' }));
    expect(
      await screen.findByText(/10 huruf\/angka \(tanpa 0, O, 1, I dan L\)/),
    ).toBeInTheDocument();
    expect(transport.fn).not.toHaveBeenCalled();
  });

  it('finds the team, shows it, then joins and opens My Team', async () => {
    const { user, transport } = renderWithApp(<JoinTeamForm competition="hackathon" />, {
      routes: { [FIND]: ok(SUMMARY), [JOIN]: ok({ ...SUMMARY, join_code: CODE }) },
    });
    await fill(screen.getByLabelText(/Kode gabung/), 'k7qp2mzx4n');
    await user.click(screen.getByRole('button', { name: 'Cari tim' }));
    expect(await screen.findByRole('heading', { name: 'Tim Garuda' })).toBeInTheDocument();
    // A team named "Tim …" is not called "Tim Tim …".
    expect(screen.getByRole('region', { name: 'Tim Garuda' })).toBeInTheDocument();
    expect(screen.getByText('Anggota: 2 dari 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gabung ke Tim Garuda' }));
    await waitFor(() => expect(transport.callsTo(JOIN)).toHaveLength(1));
    expect(await screen.findByText('Anda bergabung dengan Tim Garuda')).toBeInTheDocument();
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent(
      '/dashboard/hackathon/team',
    );
  });

  it('warns about another institution and a full team before joining', async () => {
    const { user } = renderWithApp(<JoinTeamForm competition="hackathon" />, {
      routes: {
        [FIND]: ok({
          ...SUMMARY,
          institusi: 'Institut Teknologi Bandung',
          is_full: true,
          member_count: 5,
        }),
      },
    });
    await fill(screen.getByLabelText(/Kode gabung/), CODE);
    await user.click(screen.getByRole('button', { name: 'Cari tim' }));
    expect(await screen.findByText(/Tim ini sudah penuh \(5\/5 anggota\)/)).toBeInTheDocument();
    expect(screen.getByText(/Tim ini milik Institut Teknologi Bandung/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gabung ke Tim Garuda' })).toBeDisabled();
  });

  it('disables Join for a team of another institution and names that institution', async () => {
    const { user, transport } = renderWithApp(<JoinTeamForm competition="hackathon" />, {
      routes: { [FIND]: ok({ ...SUMMARY, institusi: 'Institut Teknologi Bandung' }) },
    });
    await fill(screen.getByLabelText(/Kode gabung/), CODE);
    await user.click(screen.getByRole('button', { name: 'Cari tim' }));
    expect(
      await screen.findByText(
        /Tim ini milik Institut Teknologi Bandung, sedangkan institusi di profil Anda Universitas Indonesia/,
      ),
    ).toBeInTheDocument();
    const join = screen.getByRole('button', { name: 'Gabung ke Tim Garuda' });
    expect(join).toBeDisabled();
    await user.click(join).catch(() => undefined);
    expect(transport.callsTo(JOIN)).toHaveLength(0);
  });

  it('keeps Join enabled when only case, accents or punctuation differ', async () => {
    renderWithApp(<JoinTeamForm competition="hackathon" />, {
      routes: { [FIND]: ok({ ...SUMMARY, institusi: 'universitas  indonésia.' }) },
    });
    await fill(screen.getByLabelText(/Kode gabung/), CODE);
    await screen.getByRole('button', { name: 'Cari tim' }).click();
    expect(await screen.findByRole('button', { name: 'Gabung ke Tim Garuda' })).toBeEnabled();
    expect(screen.queryByText(/Tim ini milik/)).not.toBeInTheDocument();
  });

  it.each([
    [TEAM_FULL, /Tim ini sudah penuh: jumlah anggota/],
    [
      'Semua anggota tim harus berasal dari institusi yang sama, dan institusi di profil Anda berbeda dengan institusi tim ini.',
      /institusi di profil Anda berbeda/,
    ],
    [
      'Anda sudah terdaftar di sebuah kompetisi. Satu peserta hanya boleh mengikuti satu kompetisi (Hackathon atau Competitive Programming).',
      /Satu peserta hanya boleh mengikuti satu kompetisi/,
    ],
  ])('shows the server refusal "%s" clearly', async (message, shown) => {
    const { user } = renderWithApp(<JoinTeamForm competition="hackathon" />, {
      routes: { [FIND]: ok(SUMMARY), [JOIN]: refuse(409, message) },
    });
    await fill(screen.getByLabelText(/Kode gabung/), CODE);
    await user.click(screen.getByRole('button', { name: 'Cari tim' }));
    await user.click(await screen.findByRole('button', { name: 'Gabung ke Tim Garuda' }));
    expect(await screen.findAllByText(shown)).not.toHaveLength(0);
    expect(screen.getByLabelText(/Kode gabung/)).toHaveValue(CODE);
  });

  it('shows the team as it is now after a refusal (it filled up meanwhile)', async () => {
    const { user, transport } = renderWithApp(<JoinTeamForm competition="hackathon" />, {
      routes: { [FIND]: ok(SUMMARY), [JOIN]: refuse(409, TEAM_FULL) },
    });
    await fill(screen.getByLabelText(/Kode gabung/), CODE);
    await user.click(screen.getByRole('button', { name: 'Cari tim' }));
    const joinButton = await screen.findByRole('button', { name: 'Gabung ke Tim Garuda' });
    transport.set(FIND, ok({ ...SUMMARY, member_count: 5, is_full: true }));
    await user.click(joinButton);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Gabung ke Tim Garuda' })).toBeDisabled(),
    );
    expect(transport.callsTo(FIND)).toHaveLength(2);
  });

  it('says when no team has the code', async () => {
    const { user } = renderWithApp(<JoinTeamForm competition="hackathon" />, {
      routes: {
        [FIND]: refuse(
          404,
          'Tim tidak ditemukan. Periksa kembali kode atau tautan dari ketua tim Anda.',
        ),
      },
    });
    await fill(screen.getByLabelText(/Kode gabung/), CODE);
    await user.click(screen.getByRole('button', { name: 'Cari tim' }));
    expect(
      await screen.findByText(/Tim tidak ditemukan\. Periksa kembali kode/),
    ).toBeInTheDocument();
  });
});
