import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { EmailVerificationBanner } from '../components/email-verification-banner';
import { SeminarPage } from '../features/seminar/components/seminar-page';
import { accountStatus, UNVERIFIED } from '../test-utils/account-fixture';
import { eventsData, USER } from '../test-utils/fixtures';
import { renderWithApp } from '../test-utils/render-with-app';

const NOT_VERIFIED_MESSAGE = 'Verifikasi email Anda terlebih dahulu sebelum mendaftar.';

describe('EmailVerificationBanner', () => {
  it('says what to do and resends the link', async () => {
    const { user, transport } = renderWithApp(<EmailVerificationBanner />, {
      routes: { 'GET /profile/account': ok(UNVERIFIED), 'POST /auth/email/resend': ok({}) },
    });
    const banner = await screen.findByRole('region', { name: 'Verifikasi email' });
    expect(banner).toHaveTextContent(`Kami telah mengirim tautan verifikasi ke ${USER.email}`);
    await user.click(within(banner).getByRole('button', { name: 'Kirim ulang' }));
    expect(await within(banner).findByRole('status')).toHaveTextContent(
      'Tautan verifikasi baru telah dikirim',
    );
    expect(transport.callsTo('POST /auth/email/resend')).toHaveLength(1);
  });

  it('shows the rate-limit message when resending too often', async () => {
    const { user } = renderWithApp(<EmailVerificationBanner />, {
      routes: {
        'GET /profile/account': ok(UNVERIFIED),
        'POST /auth/email/resend': refuse(429, 'Tunggu 5 menit sebelum meminta lagi.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Kirim ulang' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tunggu 5 menit sebelum meminta lagi.',
    );
  });

  it.each([
    ['verified', accountStatus()],
    [
      'not required by the deployment',
      accountStatus({ email_verified: false, verification_required: false }),
    ],
  ])('stays away when the address is %s', async (_label, account) => {
    const { transport } = renderWithApp(<EmailVerificationBanner />, {
      routes: { 'GET /profile/account': ok(account) },
    });
    await waitFor(() => expect(transport.callsTo('GET /profile/account')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Verifikasi email' })).not.toBeInTheDocument();
  });

  it("shows on the seminar page, with the API's refusal when registering anyway", async () => {
    const { user } = renderWithApp(<SeminarPage />, {
      routes: {
        'GET /profile/events': ok(eventsData()),
        'GET /profile/account': ok(UNVERIFIED),
        'POST /seminar/registration': refuse(403, NOT_VERIFIED_MESSAGE),
      },
    });
    expect(await screen.findByRole('region', { name: 'Verifikasi email' })).toHaveTextContent(
      'sebelum mendaftar seminar',
    );
    await user.click(await screen.findByRole('button', { name: 'Daftar seminar sekarang' }));
    const refusal = await screen.findByText(NOT_VERIFIED_MESSAGE, {
      selector: '.MuiAlert-message',
    });
    // A notice in place; the error toast is the one announcement (for screen readers).
    expect(refusal.closest('[role="note"]')).not.toBeNull();
  });
});
