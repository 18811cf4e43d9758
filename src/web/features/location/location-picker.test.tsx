import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCATION_KEY } from '@/web/lib/storage-keys';
import { LocationPicker } from './location-picker';
import { renderApp } from '@/web/testing';

function setup() {
  const user = userEvent.setup();
  renderApp(
    <>
      <LocationPicker />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { user, trigger: screen.getByRole('button', { name: /Delivering to:/ }) };
}

describe('LocationPicker', () => {
  it('drops a saved location outside the delivery area instead of showing it as a New Location', () => {
    localStorage.setItem(LOCATION_KEY, JSON.stringify({ streetName: 'New Location', city: 'Edinburgh', postcode: 'SW1A 1AA', coords: { lat: 55.9533, lng: -3.1883 } }));
    const { trigger } = setup();
    expect(trigger).toHaveTextContent('Delivering to:Princes Street, EH1 3DX');
  });

  it("re-places a saved 'New Location' at its district centre", () => {
    localStorage.setItem(LOCATION_KEY, JSON.stringify({ streetName: 'New Location', city: 'Edinburgh', postcode: 'EH15 2AA', coords: { lat: 55.9533, lng: -3.1883 } }));
    setup();
    expect(screen.getByTestId('probe-location')).toHaveTextContent('New Location|Edinburgh|EH15 2AA|55.948,-3.109');
  });

  it("shows the current street and postcode under 'Delivering to:'", () => {
    const { trigger } = setup();
    expect(trigger).toHaveTextContent('Delivering to:Princes Street, EH1 3DX');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the Change Location panel with the four recent locations', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Change Location' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByPlaceholderText('Enter postcode')).toBeInTheDocument();
    expect(screen.getByText('Recent Locations')).toBeInTheDocument();
    const streets = ['Princes Street', 'Canongate', 'Grassmarket', 'George Street'];
    for (const street of streets) expect(panel).toHaveTextContent(street);
  });

  it('choosing a recent location sets it, saves it and closes the panel', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: /Grassmarket/ }));
    expect(screen.queryByRole('dialog', { name: 'Change Location' })).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Grassmarket, EH1 2JU');
    expect(JSON.parse(localStorage.getItem(LOCATION_KEY)!)).toMatchObject({ streetName: 'Grassmarket', postcode: 'EH1 2JU' });
  });

  it('closes when clicking outside, and on Escape with focus back on the button', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Change Location' });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog', { name: 'Change Location' })).not.toBeInTheDocument();

    await user.click(trigger);
    const input = await screen.findByPlaceholderText('Enter postcode');
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Change Location' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
