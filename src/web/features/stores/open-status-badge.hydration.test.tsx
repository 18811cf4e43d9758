import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHydrated } from '@/web/testing/hydration';
import { OpenStatusBadge } from './open-status-badge';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({ day, hours: '8:00 AM - 8:00 PM' }));

afterEach(() => vi.useRealTimers());

describe('OpenStatusBadge hydrating the server HTML', () => {
  it('the cached HTML says neither Open nor Closed; the shopper\'s own time decides once hydrated', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 2, 7, 59)); // Monday, a minute before opening, when the HTML was made
    const { html, errors } = await renderHydrated(<OpenStatusBadge openingHours={WEEK} />, {
      beforeHydrate: () => vi.setSystemTime(new Date(2025, 5, 2, 8, 1)), // and opened two minutes later
    });
    expect(html).not.toMatch(/Open|Closed/);
    expect(errors).toEqual([]);
    expect(screen.getByText('Open')).toBeInTheDocument();
  });
});
