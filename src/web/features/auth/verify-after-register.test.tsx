import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/web/testing';
import { VerifyAfterRegister } from './verify-after-register';

afterEach(() => vi.restoreAllMocks());

describe('VerifyAfterRegister', () => {
  it('opens at the top of the page with its heading focused, so the heading is never out of view', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderApp(<VerifyAfterRegister email="new@example.com" onSkip={() => {}} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Verify Your Email' });
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(heading).toHaveFocus();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
  });

  it('hands control back on Skip for now', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const onSkip = vi.fn();
    renderApp(<VerifyAfterRegister email="new@example.com" onSkip={onSkip} />);
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
  });
});
