import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCATION_KEY } from '@/web/lib/storage-keys';
import { renderHydrated } from '@/web/testing/hydration';
import { LocationPicker } from './location-picker';

const GRASSMARKET = { streetName: 'Grassmarket', city: 'Edinburgh', postcode: 'EH1 2JU', coords: { lat: 55.9474, lng: -3.1955 } };

describe('LocationProvider hydrating the server HTML', () => {
  it('starts from the default location the server showed, then shows the saved one', async () => {
    const { html, errors } = await renderHydrated(<LocationPicker />, { localStorage: { [LOCATION_KEY]: JSON.stringify(GRASSMARKET) } });
    expect(html).toMatch(/Princes Street.*EH1 3DX/);
    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: /Delivering to:/ })).toHaveTextContent('Delivering to:Grassmarket, EH1 2JU');
  });
});
