import { render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyBoundary } from './lazy-boundary';

describe('LazyBoundary', () => {
  it('leaves out a lazy part whose code cannot load, keeps its siblings and tells its owner', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    const Broken = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <>
        <p>page</p>
        <LazyBoundary onError={onError}>
          <Suspense fallback={<p>loading</p>}>
            <Broken />
          </Suspense>
        </LazyBoundary>
      </>,
    );
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('renders the part once it loads', async () => {
    const Part = lazy(() => Promise.resolve({ default: () => <p>footer</p> }));
    render(
      <LazyBoundary>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </LazyBoundary>,
    );
    expect(await screen.findByText('footer')).toBeInTheDocument();
  });
});
