import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { appReadyHeld } from './app-ready';
import { deferredPart, loadDeferredParts } from './preloadable';

function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const Shelf = ({ label }: { label: string }) => <p>shelf {label}</p>;

describe('deferredPart', () => {
  it('shows its fallback until its code arrives, and holds the page back from being live until the part commits', async () => {
    const code = later<{ Shelf: typeof Shelf }>();
    const Part = deferredPart(() => code.promise, 'Shelf', <p>loading shelf</p>);
    render(<Part label="one" />);
    expect(screen.getByText('loading shelf')).toBeInTheDocument();
    expect(appReadyHeld()).toBe(true);
    await act(async () => code.resolve({ Shelf }));
    expect(await screen.findByText('shelf one')).toBeInTheDocument();
    expect(appReadyHeld()).toBe(false);
  });

  it('renders in one pass once loadDeferredParts has loaded it: the server renders its HTML, not the fallback', async () => {
    const Part = deferredPart(() => Promise.resolve({ Shelf }), 'Shelf', <p>loading shelf</p>);
    await loadDeferredParts();
    const html = renderToString(<Part label="two" />);
    expect(html).toContain('shelf <!-- -->two');
    expect(html).not.toContain('loading shelf');
  });

  it('is left out when its code cannot load, and then holds nothing back', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const Part = deferredPart(() => Promise.reject<{ Shelf: typeof Shelf }>(new Error('chunk gone')), 'Shelf', <p>loading shelf</p>);
      render(
        <>
          <p>the rest of the page</p>
          <Part label="four" />
        </>,
      );
      expect(appReadyHeld()).toBe(true);
      await vi.waitFor(() => expect(screen.queryByText('loading shelf')).not.toBeInTheDocument());
      expect(screen.queryByText(/shelf four/)).not.toBeInTheDocument();
      expect(screen.getByText('the rest of the page')).toBeInTheDocument();
      expect(appReadyHeld()).toBe(false);
    } finally {
      error.mockRestore();
    }
  });

  it('no longer holds the page back once it is gone, even if its code never came', () => {
    const Part = deferredPart(() => new Promise<{ Shelf: typeof Shelf }>(() => {}), 'Shelf', null);
    const { unmount } = render(<Part label="three" />);
    expect(appReadyHeld()).toBe(true);
    unmount();
    expect(appReadyHeld()).toBe(false);
  });
});
