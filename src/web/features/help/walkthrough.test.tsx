import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCENE_MS } from './timings';
import { Walkthrough } from './walkthrough';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Walkthrough', () => {
  it('shows its poster and never plays by itself', () => {
    render(<Walkthrough />);
    act(() => vi.advanceTimersByTime(SCENE_MS * 5));
    expect(screen.getByRole('button', { name: 'Play walkthrough' })).toBeInTheDocument();
    expect(screen.queryByText(/Step 1 of 3/)).not.toBeInTheDocument();
  });

  it('plays through the three steps and stops on the last, offering a replay', () => {
    render(<Walkthrough />);
    fireEvent.click(screen.getByRole('button', { name: 'Play walkthrough' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SCENE_MS));
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SCENE_MS));
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SCENE_MS * 2));
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Replay walkthrough' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('pauses, and stepping by hand stops the autoplay', () => {
    render(<Walkthrough />);
    fireEvent.click(screen.getByRole('button', { name: 'Play walkthrough' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause walkthrough' }));
    act(() => vi.advanceTimersByTime(SCENE_MS * 2));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Play walkthrough' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SCENE_MS * 2));
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeEnabled();
  });
});
