import { renderWithApp } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetDataLayer } from '../../../../test-utils/fixtures';
import { LoginPage } from '../login-page';

const WRONG = { error: { status: 401, data: { Message: 'Email atau kata sandi salah' } } };
const LOCKED = {
  error: {
    status: 429,
    data: { Message: 'Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.', RetryAfter: 900 },
  },
};

/** The API's answers in order: five wrong passwords, then the lockout (login-limiter.ts). */
function renderWithAnswers(answers: unknown[]) {
  const queue = [...answers];
  const transport = jest.fn(() => queue.shift() ?? LOCKED);
  return renderWithApp(<LoginPage />, { route: '/auth/login', path: '/auth/login', transport });
}

async function typeCredentials() {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Email'));
  await user.paste('sari@kampus.ac.id');
  await user.click(screen.getByLabelText('Password'));
  await user.paste('salah-terus');
  return user;
}

async function press(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('button', { name: 'Sign in' });
}

function toasts() {
  return document.querySelectorAll('.notistack-SnackbarContainer [role="alert"]');
}

beforeEach(() => resetDataLayer());

describe('LoginPage after too many wrong passwords', () => {
  it('keeps one error toast however often the password is wrong (R8.2 toast and inline)', async () => {
    renderWithAnswers([WRONG, WRONG, WRONG, WRONG, WRONG]);
    const user = await typeCredentials();
    for (let i = 0; i < 5; i += 1) await press(user);
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(2);
  });

  it('says the lockout once, inline, with the wait and the way to a new password', async () => {
    renderWithAnswers([WRONG, WRONG, WRONG, WRONG, WRONG, LOCKED]);
    const user = await typeCredentials();
    for (let i = 0; i < 6; i += 1) await press(user);
    const form = screen.getByRole('form', { name: 'Sign in' });
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit. Lupa kata sandi?',
      ),
    );
    // The earlier wrong-password toast leaves, and the lockout gets no toast of its own.
    await waitFor(() => expect(toasts()).toHaveLength(0));
    expect(screen.getAllByText(/Terlalu banyak percobaan masuk/)).toHaveLength(1);
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('link', { name: 'Atur ulang kata sandi' }));
    expect(await screen.findByLabelText('current location')).toHaveTextContent(
      /^\/auth\/forgot-password$/,
    );
  });
});
