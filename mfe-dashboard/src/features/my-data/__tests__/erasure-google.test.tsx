import { PATHS, PRIVACY_MESSAGES } from '@gcw/shared';
import type { RenderOptions } from '@gcw/shared/testing';
import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { ErasureSection } from '../components/erasure-section';
import { ERASE, PREVIEW, preview } from './privacy-fixtures';

interface MockGoogleState {
  credential: string | undefined;
  clientId: string | null;
}

// Google's script never loads in tests: the button is a stand-in driven by the test.
const mockGoogle: MockGoogleState = { credential: 'fresh-google-id-token', clientId: null };

jest.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ clientId, children }: { clientId: string; children: unknown }) => {
    mockGoogle.clientId = clientId;
    return children;
  },
  GoogleLogin: ({
    onSuccess,
    onError,
  }: {
    onSuccess: (response: { credential?: string }) => void;
    onError: () => void;
  }) => (
    <>
      <button type="button" onClick={() => onSuccess({ credential: mockGoogle.credential })}>
        Lanjutkan dengan Google
      </button>
      <button type="button" onClick={() => onError()}>
        Rusak tombol Google
      </button>
    </>
  ),
}));

const CLIENT_ID = 'client-123.apps.googleusercontent.com';
const RESULT = {
  pseudonym: 'Peserta #7f3a',
  files_removed: 4,
  teams_dissolved: 1,
  teams_handed_over: 1,
  certificates_kept: 1,
};

function renderSection(routes: RenderOptions['routes'], googleClientId = CLIENT_ID) {
  return renderWithApp(<ErasureSection />, {
    path: PATHS['my-data'],
    config: { googleClientId },
    routes: { [PREVIEW]: ok(preview({ has_password: false })), ...routes },
  });
}

async function openDialog(user: ReturnType<typeof renderSection>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Hapus akun saya…' }));
  return screen.findByRole('dialog', { name: 'Hapus akun secara permanen?' });
}

beforeEach(() => {
  mockGoogle.credential = 'fresh-google-id-token';
  mockGoogle.clientId = null;
});

describe('"Hapus akun" for an account that signs in with Google', () => {
  it('asks Google again and sends the fresh ID token instead of a password', async () => {
    const { transport, user } = renderSection({ [ERASE]: ok(RESULT) });
    const dialog = await openDialog(user);
    expect(within(dialog).queryByLabelText('Kata sandi')).toBeNull();
    expect(within(dialog).getByText(/Konfirmasi ulang dengan Google/)).toBeInTheDocument();
    expect(mockGoogle.clientId).toBe(CLIENT_ID);
    const erase = within(dialog).getByRole('button', { name: 'Hapus akun secara permanen' });

    await user.type(within(dialog).getByLabelText('Ketik HAPUS'), 'HAPUS');
    // The word alone is not enough: Google has not confirmed yet.
    expect(erase).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Lanjutkan dengan Google' }));
    expect(await within(dialog).findByText('Dikonfirmasi dengan Google.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Lanjutkan dengan Google' })).toBeNull();
    await waitFor(() => expect(erase).toBeEnabled());

    await user.click(erase);
    await waitFor(() => expect(transport.callsTo(ERASE)).toHaveLength(1));
    expect(transport.callsTo(ERASE)[0]?.body).toEqual({
      confirm: 'HAPUS',
      google_id_token: 'fresh-google-id-token',
    });
    expect(await screen.findByRole('status', { name: 'current location' })).toHaveTextContent(
      /^\/$/,
    );
  });

  it('says in Indonesian that Google failed and keeps the delete button disabled', async () => {
    const { transport, user } = renderSection({ [ERASE]: ok(RESULT) });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Ketik HAPUS'), 'HAPUS');
    await user.click(within(dialog).getByRole('button', { name: 'Rusak tombol Google' }));
    expect(await within(dialog).findByText(/Konfirmasi dengan Google gagal/)).toBeInTheDocument();
    expect(within(dialog).queryByText('Dikonfirmasi dengan Google.')).toBeNull();
    expect(
      within(dialog).getByRole('button', { name: 'Hapus akun secara permanen' }),
    ).toBeDisabled();
    expect(transport.callsTo(ERASE)).toHaveLength(0);
  });

  it('asks Google again when the erasure refuses the token', async () => {
    const { transport, user } = renderSection({
      [ERASE]: refuse(400, PRIVACY_MESSAGES.erasureReauth),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Ketik HAPUS'), 'HAPUS');
    await user.click(within(dialog).getByRole('button', { name: 'Lanjutkan dengan Google' }));
    const erase = within(dialog).getByRole('button', { name: 'Hapus akun secara permanen' });
    await waitFor(() => expect(erase).toBeEnabled());
    await user.click(erase);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PRIVACY_MESSAGES.erasureReauth,
    );
    expect(transport.callsTo(ERASE)).toHaveLength(1);
    expect(
      await within(dialog).findByRole('button', { name: 'Lanjutkan dengan Google' }),
    ).toBeInTheDocument();
    expect(erase).toBeDisabled();
  });

  it('tells the student to contact the committee when no Google client id is configured', async () => {
    const { user } = renderSection({}, '');
    const dialog = await openDialog(user);
    expect(
      within(dialog).getByText(/Hubungi panitia untuk menghapus akun Anda/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Lanjutkan dengan Google' })).toBeNull();
    expect(mockGoogle.clientId).toBeNull();
    await user.type(within(dialog).getByLabelText('Ketik HAPUS'), 'HAPUS');
    expect(
      within(dialog).getByRole('button', { name: 'Hapus akun secara permanen' }),
    ).toBeDisabled();
  });
});
