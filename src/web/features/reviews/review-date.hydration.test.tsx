import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHydrated } from '@/web/testing/hydration';
import { ReviewDate } from './review-date';

afterEach(() => vi.useRealTimers());

describe('ReviewDate hydrating the server HTML', () => {
  it("the cached HTML carries no age; the shopper's own time gives it once hydrated", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-03T12:00:00Z')); // a day after the review, when the HTML was made
    const { html, errors } = await renderHydrated(<ReviewDate iso="2025-06-02T12:00:00Z" />, {
      beforeHydrate: () => vi.setSystemTime(new Date('2025-06-05T12:00:00Z')), // read two days later
    });
    expect(html).not.toMatch(/ago|2025/);
    expect(errors).toEqual([]);
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
  });
});
