import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { Product } from '@/contracts/product';
import { RECENTLY_VIEWED_KEY } from '@/web/lib/storage-keys';
import { addToRecentlyViewed, clearRecentlyViewed, getRecentlyViewed } from './recently-viewed-store';
import { useRecentlyViewed } from './use-recently-viewed';
import { makeProduct } from '@/web/testing';

const product = (id: number): Product => makeProduct({ id, brand: null, unit: null });

afterEach(() => vi.restoreAllMocks());

describe('recently viewed storage', () => {
  it('stores the newest two, most recent first, moving a repeat to the front', () => {
    addToRecentlyViewed(product(1));
    addToRecentlyViewed(product(2));
    addToRecentlyViewed(product(3));
    expect(getRecentlyViewed().map((p) => p.id)).toEqual([3, 2]);
    addToRecentlyViewed(product(2));
    expect(getRecentlyViewed().map((p) => p.id)).toEqual([2, 3]);
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!).map((p: Product) => p.id)).toEqual([2, 3]);
  });

  it('clearing removes the stored copy', () => {
    addToRecentlyViewed(product(1));
    clearRecentlyViewed();
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    expect(getRecentlyViewed()).toEqual([]);
  });

  it('logs and ignores an unreadable stored copy', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(getRecentlyViewed()).toEqual([]);
    expect(log).toHaveBeenCalled();
  });

  it('only logs when writing fails', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(() => addToRecentlyViewed(product(1))).not.toThrow();
    expect(log).toHaveBeenCalledWith('Could not save recently viewed products', expect.any(Error));
  });

  it('re-renders subscribers when a product is added', () => {
    const { result } = renderHook(() => useRecentlyViewed());
    expect(result.current.items).toEqual([]);
    act(() => result.current.add(product(5)));
    expect(result.current.items.map((p) => p.id)).toEqual([5]);
  });
});
