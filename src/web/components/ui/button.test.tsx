import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a button with the variant classes, a caller class replacing a default of the same family', () => {
    render(
      <Button size="sm" className="px-5" type="submit">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('h-9', 'px-5', 'bg-brand-700');
    expect(button).not.toHaveClass('px-3');
  });

  it('asChild styles its single child instead of adding a button, keeping the child’s own props and handlers', async () => {
    const onClick = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <Button asChild variant="outline" className="mt-4">
        <a href="/stores" className="w-full" onClick={onClick} aria-label="Browse stores">
          Continue Shopping
        </a>
      </Button>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Browse stores' });
    expect(link).toHaveAttribute('href', '/stores');
    expect(link).toHaveTextContent('Continue Shopping');
    expect(link).toHaveClass('border-gray-300', 'bg-white', 'h-10', 'mt-4', 'w-full');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
