import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_INVALID_MESSAGE, PASSWORD_RESET_REQUESTED_MESSAGE } from '@/domain/password-reset';
import { AuthPage } from './auth-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ADA, renderApp, stubApi } from '@/web/testing';

afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('probe-path').textContent;
const renderForgot = (route = '/auth/forgot?redirect=%2Forders') => renderApp(<ForgotPasswordPage />, { route, path: '/auth/forgot' });

async function askForCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByRole('form', { name: 'Set a new password' });
}

describe('Forgot your password?', () => {
  it('is linked from the login form, keeping the redirect', () => {
    renderApp(<AuthPage />, { route: '/auth?redirect=/profile', path: '/auth' });
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', `/auth/forgot?redirect=${encodeURIComponent('/profile')}`);
  });

  it('checks the address before asking for a code', async () => {
    const user = userEvent.setup();
    const calls = stubApi({});
    renderForgot();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(calls).toHaveLength(0);
  });

  it('asks for a code, then resets with it and goes on signed in', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /api/password/forgot': () => ({ status: 202, json: { message: PASSWORD_RESET_REQUESTED_MESSAGE } }),
      'POST /api/password/reset': () => ({ json: { ...ADA, message: 'Your password has been reset.' } }),
      'GET /api/cart': () => ({ json: {} }),
    });
    renderForgot();
    await askForCode(user);
    expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_RESET_REQUESTED_MESSAGE);
    expect(calls.find((c) => c.path === '/api/password/forgot')?.body).toEqual({ email: 'ada@example.com' });

    await user.type(screen.getByLabelText('Reset code'), '12a3456');
    expect(screen.getByLabelText('Reset code')).toHaveValue('123456');
    await user.type(screen.getByLabelText('New password'), 'Fresh#Start2026');
    expect(screen.getByRole('list', { name: 'Password requirements' })).not.toHaveTextContent('(not met yet)');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh#Start2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(location()).toBe('/orders'));
    expect(calls.find((c) => c.path === '/api/password/reset')?.body).toEqual({
      email: 'ada@example.com',
      code: '123456',
      newPassword: 'Fresh#Start2026',
      newPasswordConfirm: 'Fresh#Start2026',
    });
    expect(await screen.findByText('Password reset')).toBeInTheDocument();
  });

  it('applies the registration rules to the new password before sending', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'POST /api/password/forgot': () => ({ status: 202, json: { message: PASSWORD_RESET_REQUESTED_MESSAGE } }) });
    renderForgot();
    await askForCode(user);
    await user.type(screen.getByLabelText('Reset code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'password1');
    await user.type(screen.getByLabelText('Confirm new password'), 'password2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('Password must contain at least one uppercase letter'));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription("Passwords don't match");
    expect(calls.filter((c) => c.path === '/api/password/reset')).toHaveLength(0);
  });

  it('shows the server’s answer to a wrong or expired code on the code field, and stays put', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/password/forgot': () => ({ status: 202, json: { message: PASSWORD_RESET_REQUESTED_MESSAGE } }),
      'POST /api/password/reset': () => ({ status: 400, json: { message: PASSWORD_RESET_INVALID_MESSAGE, fields: { code: PASSWORD_RESET_INVALID_MESSAGE } } }),
    });
    renderForgot();
    await askForCode(user);
    await user.type(screen.getByLabelText('Reset code'), '000000');
    await user.type(screen.getByLabelText('New password'), 'Fresh#Start2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh#Start2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByLabelText('Reset code')).toHaveAccessibleDescription(PASSWORD_RESET_INVALID_MESSAGE));
    expect(location()).toBe('/auth/forgot?redirect=%2Forders');
  });

  it('says when too many codes were asked for', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/password/forgot': () => ({ status: 429, json: { message: 'Too many password reset requests. Please wait a few minutes and try again.' } }) });
    renderForgot();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many password reset requests');
  });
});
