import { ok } from '@gcw/shared/testing';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { screen, waitFor, within } from '@testing-library/react';

import { page, team } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { HackathonTeamsPage } from '../components/hackathon-teams-page';

const EXTENSIONS = 'GET /teams/5/deadline-extensions';
const PUT = 'PUT /teams/5/deadline-extensions';
const GRANTED = [{ team_id: 5, window: 'stage_1', until: '2026-12-01T10:00:00.000Z' }];

async function openSection(user: ReturnType<typeof renderWithApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Tinjau Tim Garuda' }));
  const dialog = await screen.findByRole('dialog', { name: /Tinjau Tim Garuda/ });
  return within(dialog).getByRole('region', { name: 'Perpanjangan batas waktu' });
}

describe('Deadline extension for one team', () => {
  it('grants a stage more time in WIB, lists it, and takes it back', async () => {
    const { user, transport } = renderWithApp(<HackathonTeamsPage />, {
      routes: {
        'GET /teams/hackathon': ok(page([team()], 1)),
        [EXTENSIONS]: ok([]),
        [PUT]: (args: FetchArgs) => {
          const body = args.body as { until: string | null };
          const now = body.until ? GRANTED : [];
          transport.set(EXTENSIONS, ok(now));
          return ok(now);
        },
      },
    });
    const section = await openSection(user);
    expect(await within(section).findByText(/mengikuti batas waktu umum/)).toBeInTheDocument();
    await user.click(within(section).getByRole('combobox', { name: 'Batas yang diperpanjang' }));
    await user.click(await screen.findByRole('option', { name: 'Tahap 1 (proposal)' }));
    await user.type(
      within(section).getByLabelText('Diperpanjang sampai (WIB)'),
      '2026-12-01T17:00',
    );
    await user.click(within(section).getByRole('button', { name: 'Perpanjang' }));
    await waitFor(() => expect(transport.callsTo(PUT)).toHaveLength(1));
    expect(transport.callsTo(PUT)[0]!.body).toEqual({
      window: 'stage_1',
      until: '2026-12-01T17:00:00+07:00',
    });
    expect(await screen.findByText('Batas waktu Tim Garuda diperpanjang.')).toBeInTheDocument();
    const list = await within(section).findByRole('list', { name: 'Perpanjangan tim ini' });
    expect(within(list).getByText('Sampai 1 Desember 2026 pukul 17.00 WIB')).toBeInTheDocument();

    await user.click(
      within(list).getByRole('button', { name: 'Cabut perpanjangan Tahap 1 (proposal)' }),
    );
    await waitFor(() => expect(transport.callsTo(PUT)).toHaveLength(2));
    expect(transport.callsTo(PUT)[1]!.body).toEqual({ window: 'stage_1', until: null });
    expect(await within(section).findByText(/mengikuti batas waktu umum/)).toBeInTheDocument();
  });

  it("shows the server's refusal under the date", async () => {
    const { user } = renderWithApp(<HackathonTeamsPage />, {
      routes: {
        'GET /teams/hackathon': ok(page([team()], 1)),
        [EXTENSIONS]: ok([]),
        [PUT]: {
          error: {
            status: 400,
            data: {
              Message: 'Batas waktu baru tidak boleh di masa lalu',
              Errors: { until: 'Batas waktu baru tidak boleh di masa lalu' },
            },
          },
        },
      },
    });
    const section = await openSection(user);
    await user.type(
      within(section).getByLabelText('Diperpanjang sampai (WIB)'),
      '2020-01-01T10:00',
    );
    await user.click(within(section).getByRole('button', { name: 'Perpanjang' }));
    expect(
      await within(section).findByText('Batas waktu baru tidak boleh di masa lalu'),
    ).toBeInTheDocument();
    expect(within(section).getByLabelText('Diperpanjang sampai (WIB)')).toHaveAccessibleDescription(
      'Batas waktu baru tidak boleh di masa lalu',
    );
  });
});
