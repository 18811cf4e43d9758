import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostcodeForm } from './postcode-form';
import { renderApp } from '@/web/testing';

function setup() {
  const onDone = vi.fn();
  renderApp(<PostcodeForm onDone={onDone} />);
  const input = screen.getByPlaceholderText('Enter postcode');
  return { input, onDone };
}

/**
 * One change event per keystroke, as typing produces. (fireEvent rather than user-event: Testing
 * Library's async wrapper waits on a real setTimeout, which never fires under Vitest's fake timers.)
 */
function type(input: HTMLElement, text: string) {
  for (let i = 1; i <= text.length; i++) fireEvent.change(input, { target: { value: text.slice(0, i) } });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('PostcodeForm', () => {
  it('focuses the input 50 ms after opening', () => {
    const { input } = setup();
    expect(input).not.toHaveFocus();
    advance(50);
    expect(input).toHaveFocus();
  });

  it('stays idle for 2 characters or fewer', () => {
    const { input } = setup();
    type(input, 'EH');
    advance(1000);
    expect(screen.getByRole('button', { name: 'Update Location' })).toBeDisabled();
    expect(screen.queryByText('Checking...')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid UK postcode')).not.toBeInTheDocument();
  });

  it("shows 'Checking...' while validating, then the invalid message 500 ms later", () => {
    const { input } = setup();
    type(input, 'EH1 XYZ');
    expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled();
    advance(499);
    expect(screen.queryByText('Please enter a valid UK postcode')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid UK postcode');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Update Location' })).toBeDisabled();
  });

  it('enables submit for a valid postcode, saves it upper-cased and closes after 800 ms', () => {
    const { input, onDone } = setup();
    type(input, 'eh2 2er');
    advance(500);
    const submit = screen.getByRole('button', { name: 'Update Location' });
    expect(submit).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.click(submit);
    // A postcode we know a street for is saved under that street's name, at its fixed point.
    expect(screen.getByTestId('probe-location')).toHaveTextContent('George Street|Edinburgh|EH2 2ER|55.9537,-3.199');
    advance(799);
    expect(onDone).not.toHaveBeenCalled();
    expect(input).toHaveValue('eh2 2er');
    advance(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('');
  });

  it('places another covered postcode at its district centre', () => {
    const { input } = setup();
    type(input, 'eh15 2aa');
    advance(500);
    fireEvent.click(screen.getByRole('button', { name: 'Update Location' }));
    expect(screen.getByTestId('probe-location')).toHaveTextContent('New Location|Edinburgh|EH15 2AA|55.948,-3.109');
  });

  it("answers a valid postcode outside the delivery area at once, never saving it, and lets the shopper keep browsing", () => {
    const { input, onDone } = setup();
    const before = screen.getByTestId('probe-location').textContent;
    type(input, 'sw1a1aa');
    advance(500);
    expect(screen.getByRole('alert')).toHaveTextContent("We don't deliver to SW1A 1AA yet");
    expect(screen.queryByText('Please enter a valid UK postcode')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription("We don't deliver to SW1A 1AA yet");
    const update = screen.getByRole('button', { name: 'Update Location' });
    expect(update).toBeDisabled();
    fireEvent.submit(update.closest('form')!);
    advance(1000);
    expect(screen.getByTestId('probe-location').textContent).toBe(before);
    expect(screen.getByTestId('probe-location')).not.toHaveTextContent('New Location');
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Keep browsing with the current location' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('probe-location').textContent).toBe(before);
  });

  it('clears the answer once the shopper types a covered postcode instead', () => {
    const { input } = setup();
    type(input, 'G1 1AA');
    advance(500);
    expect(screen.getByRole('alert')).toHaveTextContent("We don't deliver to G1 1AA yet");
    fireEvent.change(input, { target: { value: 'EH1 1AA' } });
    advance(500);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Location' })).toBeEnabled();
  });
});
