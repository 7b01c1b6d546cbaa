import { DEFAULT_EVENT_SETTINGS } from '@gcw/shared';
import { ok } from '@gcw/shared/testing';
import { screen } from '@testing-library/react';

import { eventsData } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { ScriptedUploads } from '../../../test-utils/scripted-uploads';
import { TEAM } from '../../../test-utils/team-fixture';
import { MyTeamPage } from '../components/my-team-page';

ScriptedUploads.install();

const SETTINGS = {
  ...DEFAULT_EVENT_SETTINGS,
  hackathon: {
    ...DEFAULT_EVENT_SETTINGS.hackathon,
    fee: 95_000,
    early_bird_fee: null,
    bank_account: { bank: 'BRI', number: '998877665544', holder: 'Panitia GCW' },
  },
};

describe('paying again from My Team', () => {
  it('shows the leader the amount, account and reference beside a required proof field', async () => {
    renderWithApp(<MyTeamPage competition="hackathon" />, {
      routes: {
        'GET /profile/events': ok(eventsData({ hackathon: 'Registered', teamId: 4 })),
        'GET /team/4': ok({
          ...TEAM,
          payment_status: 'rejected',
          payment_note: 'Nominal kurang',
          payment_reference: 'HCK-0007',
        }),
        'GET /settings': ok(SETTINGS),
      },
    });
    expect(await screen.findByText(/Berita transfer bukti ini:/)).toHaveTextContent(
      'Berita transfer bukti ini: HCK-0007',
    );
    const payment = await screen.findByRole('region', { name: 'Rincian pembayaran' });
    expect(payment).toHaveTextContent('Jumlah transferRp95.000');
    expect(payment).toHaveTextContent('Nomor rekening998877665544');
    expect(payment).toHaveTextContent('Berita transferHCK-0007');
    expect(screen.getByLabelText(/Unggah ulang bukti pembayaran/)).toBeRequired();
  });
});
