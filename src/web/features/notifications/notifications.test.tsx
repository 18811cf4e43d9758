import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADA, renderApp, stubApi } from '@/web/testing';
import { NotificationsDialog } from './notifications-dialog';
import { UnsubscribePage } from './unsubscribe-page';

const PREFS = { deliveryUpdates: true, offers: false, priceDrops: false, offersConsent: { at: null, source: null } };

describe('Notifications settings', () => {
  it('shows each kind’s switch, says service messages always go, and saves a switch at once', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/notification-preferences': () => ({ json: PREFS }),
      'PUT /api/notification-preferences': ({ body }) => ({ json: { ...PREFS, ...(body as object), offersConsent: { at: '2026-11-29T18:00:00.000Z', source: 'settings' } } }),
    });
    renderApp(<NotificationsDialog open onOpenChange={() => {}} />, { route: '/profile', path: '/profile', user: ADA });
    const delivery = await screen.findByRole('switch', { name: 'Delivery updates' });
    expect(delivery).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Offers and news' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Price drops on favourites' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText(/Order confirmations, changes, cancellations, refunds and payment problems are always sent/)).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Offers and news' }));
    expect(screen.getByRole('switch', { name: 'Offers and news' })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ deliveryUpdates: true, offers: true, priceDrops: false }]));
  });

  it('puts a switch back when the server refuses to save it', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/notification-preferences': () => ({ json: PREFS }), 'PUT /api/notification-preferences': () => ({ status: 500, json: { message: 'Internal error' } }) });
    renderApp(<NotificationsDialog open onOpenChange={() => {}} />, { route: '/profile', path: '/profile', user: ADA });
    await user.click(await screen.findByRole('switch', { name: 'Delivery updates' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Delivery updates' })).toHaveAttribute('aria-checked', 'true'));
    expect(await screen.findByText('Your e-mail choices could not be saved. Please try again.')).toBeInTheDocument();
  });
});

describe('/unsubscribe', () => {
  it('turns the link’s kind off without signing in, says so, and Undo turns it on again', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /api/unsubscribe': () => ({ json: { kind: 'delivery_updates', title: 'Delivery updates', subscribed: false } }),
      'POST /api/unsubscribe/undo': () => ({ json: { kind: 'delivery_updates', title: 'Delivery updates', subscribed: true } }),
    });
    renderApp(<UnsubscribePage />, { route: '/unsubscribe?token=7.delivery_updates.abc', path: '/unsubscribe', user: null });
    expect(await screen.findByText('You are unsubscribed from “Delivery updates” e-mails.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/unsubscribe?token=7.delivery_updates.abc']);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('You will get “Delivery updates” e-mails again.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/unsubscribe/undo', body: { token: '7.delivery_updates.abc' } });
  });

  it('says plainly when a link is not valid', async () => {
    stubApi({ 'POST /api/unsubscribe': () => ({ status: 400, json: { message: 'token: This unsubscribe link is not valid' } }) });
    renderApp(<UnsubscribePage />, { route: '/unsubscribe?token=forged', path: '/unsubscribe', user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });
});
