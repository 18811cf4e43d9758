import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarRating } from './star-rating';

const filled = (container: HTMLElement) => {
  const stars = [...container.querySelectorAll('[role="img"] > span')];
  return stars.map((s) => {
    const fill = s.querySelector('span');
    if (!fill) return 'empty';
    return fill.className.includes('w-1/2') ? 'half' : 'full';
  });
};

describe('StarRating', () => {
  it('shows whole stars plus a half from .5, out of 5, with the count in brackets', () => {
    const { container } = render(<StarRating rating={3.6} count={12} />);
    expect(screen.getByRole('img', { name: '3.6 out of 5 stars' })).toBeInTheDocument();
    expect(filled(container)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(screen.getByText('(12)')).toBeInTheDocument();
    expect(screen.getByText('12 reviews')).toHaveClass('sr-only');
  });

  it('has no half star below .5 and no count unless given', () => {
    const { container } = render(<StarRating rating={2.4} />);
    expect(filled(container)).toEqual(['full', 'full', 'empty', 'empty', 'empty']);
    expect(screen.queryByText(/\(\d+\)/)).toBeNull();
  });

  it('makes the count a button when it can open something', async () => {
    const onCountClick = vi.fn();
    render(<StarRating rating={4} count={1} onCountClick={onCountClick} />);
    await userEvent.click(screen.getByRole('button', { name: '1 review' }));
    expect(onCountClick).toHaveBeenCalledOnce();
  });

  it('interactive mode is a radio group chosen by click or arrow keys', async () => {
    const user = userEvent.setup();
    function Picker() {
      const [rating, setRating] = useState(0);
      return <StarRating rating={rating} onRatingChange={setRating} label="Your rating" />;
    }
    render(<Picker />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
    // Only the chosen star is in the tab order.
    expect(screen.getAllByRole('radio').filter((r) => r.tabIndex === 0)).toHaveLength(1);
  });
});
