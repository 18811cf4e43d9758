import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthPage } from './auth-page';
import { ADA, renderApp, sent, stubApi } from '@/web/testing';

afterEach(() => vi.unstubAllGlobals());

const renderAuth = (route = '/auth?redirect=/profile', user: typeof ADA | null = null) => renderApp(<AuthPage />, { route, path: '/auth', user });
const location = () => screen.getByTestId('probe-path').textContent;

describe('/auth', () => {
  it('shows the Login and Register tabs and the marketing panel', () => {
    renderAuth();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why choose Everystore?' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor straight to the redirect target', () => {
    renderAuth('/auth?redirect=/orders', ADA);
    expect(location()).toBe('/orders');
  });

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example'])('ignores an off-site redirect %s', (target) => {
    renderAuth(`/auth?redirect=${encodeURIComponent(target)}`, ADA);
    expect(location()).toBe('/');
  });
});

describe('login', () => {
  it('shows the validation messages on the fields', async () => {
    const user = userEvent.setup();
    const calls = stubApi({});
    renderAuth();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(calls).toEqual([]);
  });

  it('signs in, welcomes the user and goes on to the redirect target', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'POST /api/login': () => ({ json: ADA }), 'GET /api/cart': () => ({ json: {} }) });
    renderAuth();
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.type(screen.getByLabelText('Password'), 'Groceries#2025');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(sent(calls[0]!)).toEqual({ method: 'POST', url: '/api/login', body: { email: 'ada@example.com', password: 'Groceries#2025' } });
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ada!')).toBeInTheDocument();
  });

  it('says "Login failed" with the server message', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/login': () => ({ status: 401, json: { message: 'Invalid email or password' } }) });
    renderAuth();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong#Pass1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(location()).toBe('/auth?redirect=/profile');
  });
});

describe('register', () => {
  async function fillRegistration(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
    const values: Record<string, string> = {
      Email: 'new@example.com',
      Password: 'Groceries#2025',
      'Confirm password': 'Groceries#2025',
      'First name': 'Ada',
      'Last name': 'Lovelace',
      'Phone number': '07700900123',
      'Address line 1': '12 Princes Street',
      'City/Town': 'Edinburgh',
      Postcode: 'eh1 3dx',
      ...overrides,
    };
    const form = screen.getByRole('form', { name: 'Register' });
    for (const [label, value] of Object.entries(values)) {
      if (value) await user.type(within(form).getByLabelText(label, { exact: true }), value);
    }
    return form;
  }

  it('upper-cases the postcode while typing and links the terms and privacy policy', async () => {
    const user = userEvent.setup();
    renderAuth();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    const postcode = screen.getByLabelText('Postcode');
    expect(postcode).toHaveAttribute('placeholder', 'EH1 3DX');
    await user.type(postcode, 'sw1a 1aa');
    expect(postcode).toHaveValue('SW1A 1AA');
    // Said at once, not at checkout; the account is still allowed.
    expect(postcode).toHaveAccessibleDescription("We don't deliver to SW1A 1AA yet: we deliver across Edinburgh, EH1 to EH17. You can still save this address.");
    await user.clear(postcode);
    await user.type(postcode, 'eh1 3dx');
    expect(postcode).not.toHaveAccessibleDescription(/deliver/);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/policies/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policies/privacy');
  });

  it('checks the password rules and the confirmation before sending', async () => {
    const user = userEvent.setup();
    const calls = stubApi({});
    renderAuth();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await fillRegistration(user, { Password: 'weakpass1', 'Confirm password': 'weakpass2' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('Password must contain at least one uppercase letter'));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription("Passwords don't match");
    expect(calls).toEqual([]);
  });

  it('registers, asks for the code, then goes on to the redirect target', async () => {
    const user = userEvent.setup();
    const created = { ...ADA, email: 'new@example.com', emailVerified: false };
    const calls = stubApi({
      'POST /api/register': () => ({ status: 201, json: { ...created, message: "We've sent a 6-digit verification code to new@example.com." } }),
      'POST /api/verify-email': ({ body }) =>
        (body as { code: string }).code === '123456' ? { json: { ...created, emailVerified: true } } : { status: 400, json: { message: 'That code is not correct.', fields: { code: 'That code is not correct.' } } },
      'GET /api/cart': () => ({ json: {} }),
    });
    renderAuth();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ email: 'new@example.com', postcode: 'EH1 3DX', addressLine2: null, county: null });
    const verify = screen.getByRole('button', { name: 'Verify Email' });
    const code = screen.getByLabelText('Verification code');
    await user.type(code, '12a34');
    expect(code).toHaveValue('1234');
    expect(verify).toBeDisabled();
    await user.type(code, '59');
    expect(verify).toBeEnabled();
    await user.click(verify);
    expect(await screen.findByText('That code is not correct.', { selector: 'p' })).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(location()).toBe('/profile'));
  });

  it('lists missing fields and flags the address (section 8)', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/register': () => ({
        status: 400,
        json: { message: 'Please complete all required fields', fields: { addressLine1: 'Address line 1 is required' }, missingFields: ['addressLine1', 'city'] },
      }),
    });
    renderAuth();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Please complete all required fields: Address Line 1, City')).toBeInTheDocument();
    expect(screen.getByLabelText('Address line 1')).toHaveAccessibleDescription('Please complete your address details');
    expect(screen.queryByText('Registration failed. Please check your information.')).not.toBeInTheDocument();
  });

  it('shows a form-level error and the server message otherwise', async () => {
    const user = userEvent.setup();
    const taken = 'An account with this email address already exists. Please sign in instead, or use a different email address.';
    stubApi({ 'POST /api/register': () => ({ status: 409, json: { message: taken } }) });
    renderAuth();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please check your information.');
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.getByLabelText('Address line 1')).not.toHaveAttribute('aria-invalid');
  });
});
