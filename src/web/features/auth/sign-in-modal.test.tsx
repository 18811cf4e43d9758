import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/web/components/ui/button';
import { SignInModalHost } from './sign-in-modal-host';
import { useRequireSignIn } from './use-require-sign-in';
import { ADA, renderApp, stubApi } from '@/web/testing';

afterEach(() => vi.unstubAllGlobals());

function MarkHelpful({ onRun }: { onRun: () => void }) {
  const requireSignIn = useRequireSignIn();
  return <Button onClick={() => requireSignIn(onRun)}>Mark as helpful</Button>;
}

function renderWith(user: typeof ADA | null, withHost = true) {
  const onRun = vi.fn();
  const screenTree = (
    <>
      <MarkHelpful onRun={onRun} />
      {withHost && <SignInModalHost />}
    </>
  );
  renderApp(screenTree, { route: '/products/3?tab=reviews', path: '/products/:id', user });
  return onRun;
}

describe('useRequireSignIn and the sign-in modal', () => {
  it('runs the action at once when signed in', async () => {
    const onRun = renderWith(ADA);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as helpful' }));
    expect(onRun).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for sign-in, then runs the pending action', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'POST /api/login': () => ({ json: ADA }), 'GET /api/cart': () => ({ json: {} }) });
    const onRun = renderWith(null);
    await user.click(screen.getByRole('button', { name: 'Mark as helpful' }));
    const dialog = await screen.findByRole('dialog');
    expect(onRun).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Groceries#2025');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onRun).toHaveBeenCalledTimes(1));
    expect(dialog).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/login')).toBe(true);
  });

  it('uses the modal wording: full stops, and "Error / Invalid email or password."', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/login': () => ({ status: 401, json: { message: 'Invalid email or password' } }) });
    const onRun = renderWith(null);
    await user.click(screen.getByRole('button', { name: 'Mark as helpful' }));
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters.');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong#Pass1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(onRun).not.toHaveBeenCalled();
  });

  it('drops the action when the modal is closed, and links Register Now to /auth', async () => {
    const user = userEvent.setup();
    const onRun = renderWith(null);
    await user.click(screen.getByRole('button', { name: 'Mark as helpful' }));
    expect(await screen.findByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      `/auth?tab=register&redirect=${encodeURIComponent('/products/3?tab=reviews')}`,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onRun).not.toHaveBeenCalled();
  });

  it('offers "Forgot your password?", which closes the modal and leads to /auth/forgot with the way back', async () => {
    const user = userEvent.setup();
    const onRun = renderWith(null);
    await user.click(screen.getByRole('button', { name: 'Mark as helpful' }));
    const link = await screen.findByRole('link', { name: 'Forgot your password?' });
    expect(link).toHaveAttribute('href', `/auth/forgot?redirect=${encodeURIComponent('/products/3?tab=reviews')}`);
    await user.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('probe-path')).toHaveTextContent('/auth/forgot?redirect=');
    expect(onRun).not.toHaveBeenCalled();
  });

  it('falls back to /auth?redirect= when no modal host is mounted', async () => {
    const onRun = renderWith(null, false);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as helpful' }));
    expect(screen.getByTestId('probe-path')).toHaveTextContent(`/auth?redirect=${encodeURIComponent('/products/3?tab=reviews')}`);
    expect(onRun).not.toHaveBeenCalled();
  });
});
