import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RECENT_LOCATIONS } from '@/domain/postcode';
import { useDeliveryLocation } from './location-context';
import { storesByDistance, useStoresByDistance } from './use-stores-by-distance';
import { makeStore, renderApp } from '@/web/testing';

// Real seed positions: Tesco Nicolson Street (south), a store at the west end, one out at Leith (north).
const stores = [
  makeStore({ id: 1, name: 'Tesco', lat: 55.9437, lng: -3.1839, distance: 99 }),
  makeStore({ id: 2, name: 'West End', lat: 55.9495, lng: -3.2101, distance: 99 }),
  makeStore({ id: 3, name: 'Leith', lat: 55.9755, lng: -3.1722, distance: 99 }),
];

describe('storesByDistance', () => {
  it('recomputes miles and km from the given point (haversine, 1 decimal) and sorts nearest first', () => {
    const sorted = storesByDistance(stores, { lat: 55.9533, lng: -3.1883 });
    expect(sorted.map((s) => s.name)).toEqual(['Tesco', 'West End', 'Leith']);
    expect(sorted.map((s) => s.distance)).toEqual([0.7, 0.9, 1.7]);
    expect(sorted.map((s) => s.distanceKm)).toEqual([1.1, 1.4, 2.7]);
  });

  it('re-sorts when the point moves, and keeps id order for equal distances', () => {
    expect(storesByDistance(stores, { lat: 55.9755, lng: -3.1722 }).map((s) => s.name)).toEqual(['Leith', 'Tesco', 'West End']);
    const twins = [makeStore({ id: 9, name: 'B', lat: 55.95, lng: -3.19 }), makeStore({ id: 4, name: 'A', lat: 55.95, lng: -3.19 })];
    expect(storesByDistance(twins, { lat: 55.95, lng: -3.19 }).map((s) => [s.id, s.distance])).toEqual([
      [4, 0],
      [9, 0],
    ]);
  });

  it('does not change the stores it was given', () => {
    const before = structuredClone(stores);
    storesByDistance(stores, { lat: 55.9755, lng: -3.1722 });
    expect(stores).toEqual(before);
  });
});

function StoreOrder() {
  const { data } = useStoresByDistance();
  const { setLocation } = useDeliveryLocation();
  return (
    <>
      <ol>
        {data?.map((s) => (
          <li key={s.id}>{`${s.name} ${s.distance}`}</li>
        ))}
      </ol>
      <button type="button" onClick={() => setLocation({ ...RECENT_LOCATIONS[0]!, streetName: 'Leith', coords: { lat: 55.9755, lng: -3.1722 } })}>
        Move to Leith
      </button>
    </>
  );
}

describe('useStoresByDistance', () => {
  it('sorts the loaded stores from the delivery location and re-sorts when it changes', async () => {
    const user = userEvent.setup();
    renderApp(<StoreOrder />, { stores });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Tesco 0.7', 'West End 0.9', 'Leith 1.7']);
    await user.click(screen.getByRole('button', { name: 'Move to Leith' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Leith 0', 'Tesco 2.2', 'West End 2.3']);
  });
});
