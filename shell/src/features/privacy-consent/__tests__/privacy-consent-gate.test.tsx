import type { ConsentStatus } from '@gcw/shared';
import { PATHS, PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '@gcw/shared';
import type { RenderOptions } from '@gcw/shared/testing';
import { makeUser, ok, refuse, renderWithApp } from '@gcw/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';

import { consentApi } from '../consent-api';
import { PrivacyConsentGate } from '../privacy-consent-gate';

const CONSENT = '/privacy/consent';
const GET = `GET ${CONSENT}`;
const POST = `POST ${CONSENT}`;
const AGREE = 'Saya telah membaca dan menyetujui Kebijakan Privasi';
const ACCEPT = 'Setuju dan lanjutkan';

const status = (accepted: string | null): ConsentStatus => ({
  version: PRIVACY_NOTICE_VERSION,
  accepted_version: accepted,
  accepted_at: accepted ? '2026-07-01T03:00:00.000Z' : null,
  current: accepted === PRIVACY_NOTICE_VERSION,
});

function render(routes: RenderOptions['routes'], user = makeUser(), path: string = PATHS.profile) {
  const onLogout = jest.fn();
  const view = renderWithApp(<PrivacyConsentGate onLogout={onLogout} />, {
    route: path,
    path,
    user,
    routes,
  });
  return { ...view, onLogout };
}

/** Waits until the consent question was answered (or failed), inside act. */
async function settled(store: ReturnType<typeof render>['store']) {
  const answer = () => consentApi.endpoints.getPrivacyConsent.select()(store.getState());
  await waitFor(() => expect(answer().isSuccess || answer().isError).toBe(true));
}

const gate = () => screen.findByRole('dialog', { name: 'Persetujuan Kebijakan Privasi' });

describe('the privacy consent gate', () => {
  it('asks a participant who never agreed, and agreeing sends the current version and closes it', async () => {
    const { user, transport } = render({
      [GET]: ok(status(null)),
      [POST]: ok(status(PRIVACY_NOTICE_VERSION)),
    });
    const dialog = await gate();
    expect(dialog).toHaveTextContent(/memerlukan persetujuan Anda untuk memproses data pribadi/);
    expect(dialog).not.toHaveTextContent(/diperbarui/);
    const link = within(dialog).getByRole('link', { name: /Kebijakan Privasi/ });
    expect(link).toHaveAttribute('href', '/privasi');
    expect(link).toHaveAttribute('target', '_blank');
    const checkbox = within(dialog).getByRole('checkbox', { name: AGREE });
    expect(checkbox).not.toBeChecked();
    const accept = within(dialog).getByRole('button', { name: ACCEPT });
    expect(accept).toBeDisabled();

    await user.click(checkbox);
    expect(accept).toBeEnabled();
    await user.click(accept);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(transport.callsTo(POST).map((call) => call.body)).toEqual([
      { version: PRIVACY_NOTICE_VERSION },
    ]);
    // The answer closes it: no second question to the API.
    expect(transport.callsTo(GET)).toHaveLength(1);
  });

  it('offers "Data saya" to someone who does not agree, and does not show there', async () => {
    render({ [GET]: ok(status(null)) });
    const dialog = await gate();
    expect(dialog).toHaveTextContent(
      'Jika tidak setuju, Anda dapat menghapus akun di halaman Data saya.',
    );
    expect(within(dialog).getByRole('link', { name: 'Data saya' })).toHaveAttribute(
      'href',
      PATHS['my-data'],
    );
  });

  it('does not block "Data saya", where the account can be erased', async () => {
    const { store } = render({ [GET]: ok(status(null)) }, makeUser(), PATHS['my-data']);
    await settled(store);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the notice was updated to someone who agreed to an older version', async () => {
    render({ [GET]: ok(status('2025-01-01')) });
    expect(await gate()).toHaveTextContent(/Kebijakan Privasi telah diperbarui/);
  });

  it('cannot be dismissed by Escape or a click outside', async () => {
    const { user } = render({ [GET]: ok(status(null)) });
    const dialog = await gate();
    await user.keyboard('{Escape}');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (backdrop) await user.click(backdrop);
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Persetujuan Kebijakan Privasi' })).toBeVisible();
  });

  it('signs out with "Keluar"', async () => {
    const { user, onLogout } = render({ [GET]: ok(status(null)) });
    await user.click(within(await gate()).getByRole('button', { name: 'Keluar' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("stays open with the API's reason when agreeing is refused", async () => {
    const { user } = render({
      [GET]: ok(status(null)),
      [POST]: refuse(400, PRIVACY_MESSAGES.consentOutdated),
    });
    const dialog = await gate();
    await user.click(within(dialog).getByRole('checkbox', { name: AGREE }));
    await user.click(within(dialog).getByRole('button', { name: ACCEPT }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PRIVACY_MESSAGES.consentOutdated,
    );
    expect(dialog).toBeInTheDocument();
  });

  it('lets through someone who already agreed to this version', async () => {
    const { store } = render({ [GET]: ok(status(PRIVACY_NOTICE_VERSION)) });
    await settled(store);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not block the student when the question cannot be asked (network)', async () => {
    const { store, transport } = render({
      [GET]: () => ({ error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } }),
    });
    await settled(store);
    expect(transport.callsTo(GET)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never asks a committee account', async () => {
    const { transport } = render(
      { [GET]: ok(status(null)) },
      makeUser({ id: 1, name: 'Ketua', role: 'admin' }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(transport.callsTo(GET)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
