import { renderWithApp } from '@gcw/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';

import { LoginPage } from '../login-page';

describe('LoginPage loading toast', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("shows 'Signing you in...' for at most 10 s while the call hangs", async () => {
    jest.useFakeTimers();
    // The call never answers: only the toast's own 10 s limit can close it.
    const transport = jest.fn(() => new Promise(() => undefined));
    renderWithApp(<LoginPage />, { route: '/auth/login', path: '/auth/login', transport });
    fireEvent.change(screen.getByLabelText('Email'), {
      target: { name: 'email', value: 'sari@kampus.ac.id' },
    });
    fireEvent.change(screen.getByLabelText('Password'), {
      target: { name: 'password', value: 'rahasia123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // Let formik's asynchronous validation settle and the submission start.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByText('Signing you in...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(9_000);
    });
    expect(screen.getByText('Signing you in...')).toBeInTheDocument();
    // Past 10 s, plus notistack's exit transitions (timers that start one after another).
    for (let step = 0; step < 8; step += 1) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(250);
      });
    }
    expect(screen.queryByText('Signing you in...')).not.toBeInTheDocument();
    // The toast is gone but the sign-in is still running: the form stays locked.
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });
});
