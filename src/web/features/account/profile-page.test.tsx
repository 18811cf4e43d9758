import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_QUERY_KEY } from '@/web/features/auth';
import { ProfilePage } from './profile-page';
import { ADA, renderApp, sent, stubApi } from '@/web/testing';

afterEach(() => vi.unstubAllGlobals());

const renderProfile = (user: typeof ADA | null = ADA) => renderApp(<ProfilePage />, { route: '/profile', path: '/profile', user });

describe('/profile', () => {
  it('says "Loading your profile..." until the user is there', () => {
    renderProfile(null);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile...');
  });

  it('shows initials, the details and a read-only email that cannot be changed', () => {
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Email cannot be changed');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText(/County/)).toHaveValue('');
  });

  it('saves the changes without the email and replaces the cached user', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'PUT /api/profile': ({ body }) => ({ json: { ...ADA, ...(body as object) } }) });
    const { client } = renderProfile();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Augusta');
    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), 'eh12ng');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(sent(calls[0]!)).toEqual({
      method: 'PUT',
      url: '/api/profile',
      body: { firstName: 'Augusta', lastName: 'Lovelace', phoneNumber: '07700900123', addressLine1: '12 Princes Street', addressLine2: null, city: 'Edinburgh', county: null, postcode: 'EH1 2NG' },
    });
    expect(client.getQueryData(USER_QUERY_KEY)).toMatchObject({ firstName: 'Augusta' });
  });

  it('says at once when a postcode is outside the delivery area, and still saves it', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'PUT /api/profile': ({ body }) => ({ json: { ...ADA, ...(body as object) } }) });
    renderProfile();
    const postcode = screen.getByLabelText('Postcode');
    expect(postcode).not.toHaveAccessibleDescription(/deliver/);
    await user.clear(postcode);
    await user.type(postcode, 'm1 1ae');
    expect(postcode).toHaveAccessibleDescription("We don't deliver to M1 1AE yet: we deliver across Edinburgh, EH1 to EH17. You can still save this address.");
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(sent(calls[0]!).body).toMatchObject({ postcode: 'M1 1AE' });
  });

  it('says "Missing information" when a required field is empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = stubApi({});
    renderProfile();
    await user.clear(screen.getByLabelText('City'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required');
    expect(calls).toEqual([]);
  });

  it('says "Profile update failed" when the server refuses', async () => {
    const user = userEvent.setup();
    stubApi({ 'PUT /api/profile': () => ({ status: 400, json: { message: 'Please enter a valid UK phone number', fields: { phoneNumber: 'Please enter a valid UK phone number' } } }) });
    renderProfile();
    await user.type(screen.getByLabelText('Last name'), '-King');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile update failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Please enter a valid UK phone number');
  });

  it('logs out: the user is cleared (the route guard then asks for sign-in)', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'POST /api/logout': () => ({ json: { message: 'Logged out' } }), 'GET /api/cart': () => ({ json: {} }) });
    const { client } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(client.getQueryData(USER_QUERY_KEY)).toBeNull());
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/logout' });
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
  });

  it('changes the password from Account Settings', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /api/password': ({ body }) =>
        (body as { currentPassword: string }).currentPassword === 'Groceries#2025'
          ? { json: { message: 'Password changed. You have been signed out on your other devices.' } }
          : { status: 400, json: { message: 'Current password is incorrect', fields: { currentPassword: 'Current password is incorrect' } } },
    });
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'Wrong#Pass1');
    await user.type(within(dialog).getByLabelText('New password'), 'Brand#New2025');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Brand#New2025');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Current password is incorrect', { selector: 'p' })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), 'Groceries#2025');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.at(-1)!.body).toEqual({ currentPassword: 'Groceries#2025', newPassword: 'Brand#New2025', newPasswordConfirm: 'Brand#New2025' });
  });

  it('applies the registration rules to the new password', async () => {
    const user = userEvent.setup();
    const calls = stubApi({});
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Current password'), 'Groceries#2025');
    await user.type(within(dialog).getByLabelText('New password'), 'nouppercase1!');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('Password must contain at least one uppercase letter'));
    expect(calls).toEqual([]);
  });

  it('opens the notification settings from Account Settings', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/notification-preferences': () => ({ json: { deliveryUpdates: false, offers: true, priceDrops: false, offersConsent: { at: null, source: null } } }) });
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Settings notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByRole('switch', { name: 'Delivery updates' })).toHaveAttribute('aria-checked', 'false');
  });

  it('opens the saved cards from Payment Methods, Manage', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/payment-methods': () => ({ json: [{ id: 'pm_test_1', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true, expired: false }] }) });
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Manage payment methods' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Methods' });
    expect(await within(dialog).findByText('Visa ending 4242')).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('offers verification to an unverified user', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/verify-email': () => ({ json: ADA }) });
    renderProfile({ ...ADA, emailVerified: false });
    await user.click(screen.getByRole('button', { name: 'Verify now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    await user.type(within(dialog).getByLabelText('Verification code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Email verified', { selector: 'p' })).toBeInTheDocument();
  });
});
