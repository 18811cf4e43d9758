import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SPLASH_SEEN_KEY } from '@/web/lib/storage-keys';
import { renderHydrated } from '@/web/testing/hydration';
import SplashScreen from './splash-screen';
import { useSplashSeen } from './use-splash';

/** The root layout's choice (app/root-layout.tsx): the splash in place of the page until it has been seen. */
function Shell() {
  const { seen, dismiss } = useSplashSeen();
  return seen ? <p>The page</p> : <SplashScreen onDismiss={dismiss} />;
}

describe('useSplashSeen hydrating the server HTML', () => {
  it('the server never renders the splash; a first visit gets it right after hydration', async () => {
    const { html, errors } = await renderHydrated(<Shell />);
    expect(html).toContain('The page');
    expect(html).not.toContain('splash-screen');
    expect(errors).toEqual([]);
    expect(screen.getByTestId('splash-screen')).toBeInTheDocument();
    expect(screen.queryByText('The page')).not.toBeInTheDocument();
  });

  it('a returning visitor keeps the page', async () => {
    const { errors } = await renderHydrated(<Shell />, { localStorage: { [SPLASH_SEEN_KEY]: 'true' } });
    expect(errors).toEqual([]);
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByTestId('splash-screen')).not.toBeInTheDocument();
  });
});
