import type { MailPreferences } from '@gcw/shared';
import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { MailPreferencesSection } from '../components/mail-preferences-section';

const ALL_ON: MailPreferences = {
  payment_verified: true,
  payment_rejected: true,
  stage_advanced: true,
  member_joined: true,
  member_left: true,
  team_deleted: true,
  seminar_confirmed: true,
};

describe('MailPreferencesSection', () => {
  it('has a switch per optional mail and says account mails are always sent', async () => {
    renderWithApp(<MailPreferencesSection />, {
      routes: { 'GET /profile/notification-preferences': ok({ ...ALL_ON, member_left: false }) },
    });
    expect(await screen.findAllByRole('switch')).toHaveLength(10);
    expect(screen.getByRole('switch', { name: 'Pengumuman panitia' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Anggota keluar dari tim' })).not.toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Kursi seminar dikonfirmasi atau dibatalkan' }),
    ).toBeChecked();
    expect(screen.getByText(/memverifikasi alamat email selalu dikirim/)).toBeInTheDocument();
  });

  it('saves a change with PUT of every preference', async () => {
    const { user, transport } = renderWithApp(<MailPreferencesSection />, {
      routes: {
        'GET /profile/notification-preferences': ok(ALL_ON),
        'PUT /profile/notification-preferences': (args) => ok(args.body),
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Tim lolos ke tahap berikutnya' }));
    await waitFor(() =>
      expect(transport.callsTo('PUT /profile/notification-preferences')).toHaveLength(1),
    );
    expect(transport.callsTo('PUT /profile/notification-preferences')[0]?.body).toEqual({
      ...ALL_ON,
      stage_advanced: false,
    });
    expect(await screen.findByText('Pengaturan email disimpan')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Tim lolos ke tahap berikutnya' })).not.toBeChecked();
  });

  it('puts the switch back when the API refuses', async () => {
    const { user } = renderWithApp(<MailPreferencesSection />, {
      routes: {
        'GET /profile/notification-preferences': ok(ALL_ON),
        'PUT /profile/notification-preferences': refuse(500, 'Server sibuk'),
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Tim dihapus' });
    await user.click(toggle);
    expect(await screen.findByText('Server sibuk')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Tim dihapus' })).toBeChecked();
  });
});
