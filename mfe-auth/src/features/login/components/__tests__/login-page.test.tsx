import { renderWithApp } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LoginPage } from '../login-page';

function renderLogin(route = '/auth/login') {
  return renderWithApp(<LoginPage />, {
    route,
    path: '/auth/login',
    config: {
      eventName: 'GCW 2025',
      googleClientId: '',
      copyrightYear: 2025,
      social: {
        tiktok: 'https://www.tiktok.com/@gcw.test',
        instagram: 'https://www.instagram.com/gcw.test',
        email: 'mailto:panitia@gcw.test',
      },
    },
  });
}

describe('LoginPage texts', () => {
  it('shows the logo linking home, the heading and the subtitle', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'GCW 2025' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to continue to our platform')).toBeInTheDocument();
  });

  it('has Email and Password fields with their placeholders and a Sign in button', () => {
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('placeholder', 'Enter your email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', 'Enter your password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("links 'Don't have an account? Register now' to register, keeping the redirect", () => {
    renderLogin('/auth/login?redirect=%2Fdashboard%2Fseminar');
    expect(
      screen.getByRole('link', { name: "Don't have an account? Register now" }),
    ).toHaveAttribute('href', '/auth/register?redirect=%2Fdashboard%2Fseminar');
  });

  it('has a footer with the 2025 copyright and three social links', () => {
    renderLogin();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('© 2025 GCW 2025. All rights reserved.')).toBeInTheDocument();
    expect(within(footer).getAllByRole('link')).toHaveLength(3);
    expect(within(footer).getByRole('link', { name: 'TikTok' })).toHaveAttribute(
      'href',
      'https://www.tiktok.com/@gcw.test',
    );
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/gcw.test',
    );
    expect(within(footer).getByRole('link', { name: 'Mail' })).toHaveAttribute(
      'href',
      'mailto:panitia@gcw.test',
    );
  });

  it('hides every Google part, the Secure Sign-On divider included, without a client id', () => {
    renderLogin();
    expect(screen.queryByText('Secure Sign-On')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /google/i })).not.toBeInTheDocument();
  });
});

describe('LoginPage validation', () => {
  it('shows the R5.1, R5.2 messages under the fields and sends nothing', async () => {
    const user = userEvent.setup();
    const { transport } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(transport.fn).not.toHaveBeenCalled();
  });

  it('asks for the fields when the form is sent empty', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('accepts a password of exactly 8 characters', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Password'), '1234567');
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '8');
    await waitFor(() => expect(screen.queryByText('Password is required')).not.toBeInTheDocument());
  });
});

describe('LoginPage password toggle', () => {
  it('shows and hides the password with an accessible label', async () => {
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
