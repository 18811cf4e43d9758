import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/web/components/ui/use-toast';
import { ApiRequestError } from '@/web/lib/api';
import { type ApiAnswer, type ApiCall, renderApp, stubApi } from '@/web/testing';
import { SearchOverlay } from './search-overlay';

function renderOverlay() {
  const onOpenChange = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <SearchOverlay
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    );
  }
  const { router } = renderApp(<Harness />);
  return { onOpenChange, router, input: screen.getByRole('combobox', { name: 'Search products across all stores' }) };
}

let suggestions: () => ApiAnswer;
let calls: ApiCall[];

beforeEach(() => {
  suggestions = () => ({ json: ['milk', 'milk chocolate', 'oat milk'] });
  calls = stubApi({ 'GET /api/products/suggestions': () => suggestions() });
});

afterEach(() => {
  // The toast store is module state: close what a test left open so it cannot take the next test's Escape.
  act(() => toast({}).dismiss());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lets the mocked fetch resolve and React Query publish its result under fake timers. */
async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(10);
  });
}

describe('SearchOverlay suggestions', () => {
  it('asks only for 2 or more characters, once, after a 200 ms pause', async () => {
    vi.useFakeTimers();
    const { input } = renderOverlay();

    fireEvent.change(input, { target: { value: 'm' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(calls).toEqual([]);

    fireEvent.change(input, { target: { value: 'mi' } });
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.change(input, { target: { value: 'mil' } });
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(calls).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/products/suggestions?q=mil');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['milk', 'milk chocolate', 'oat milk']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('clears and hides the list when the text drops below 2 characters', async () => {
    vi.useFakeTimers();
    const { input } = renderOverlay();
    fireEvent.change(input, { target: { value: 'mil' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    await flush();
    expect(screen.getAllByRole('option')).toHaveLength(3);

    fireEvent.change(input, { target: { value: 'm' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it("logs a failed request as the API client's error and shows no list", async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    suggestions = () => ({ status: 500, json: { message: 'boom' } });
    const { input } = renderOverlay();
    fireEvent.change(input, { target: { value: 'milk' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    await flush();
    expect(log).toHaveBeenCalledWith(expect.any(ApiRequestError));
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ status: 500, serverMessage: 'boom' }));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('moves through suggestions with the arrow keys and searches the chosen one with Enter', async () => {
    const user = userEvent.setup();
    const { input, onOpenChange } = renderOverlay();
    await user.type(input, 'mil');
    await screen.findAllByRole('option');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');

    expect(screen.getByTestId('probe-path')).toHaveTextContent('/search?q=milk%20chocolate');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('searches a suggestion that is clicked', async () => {
    const user = userEvent.setup();
    const { input } = renderOverlay();
    await user.type(input, 'oat');
    await user.click(await screen.findByRole('option', { name: 'oat milk' }));
    expect(screen.getByTestId('probe-path')).toHaveTextContent('/search?q=oat%20milk');
  });
});

describe('SearchOverlay submit and close', () => {
  it('submits the trimmed text to /search?q=... and closes', async () => {
    const user = userEvent.setup();
    const { input, onOpenChange, router } = renderOverlay();
    await user.type(input, '  chedar {Enter}');
    expect(screen.getByTestId('probe-path')).toHaveTextContent('/search?q=chedar');
    // The results page is told to take focus to its heading.
    expect(router.state.location.state).toEqual({ focusResults: true });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByTestId('search-overlay')).not.toBeInTheDocument();
  });

  it('refuses an empty or whitespace-only search with the destructive toast', async () => {
    const user = userEvent.setup();
    const { input, onOpenChange } = renderOverlay();
    await user.type(input, '   {Enter}');
    expect(await screen.findByText('Search query is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter something to search for')).toBeInTheDocument();
    expect(screen.getByTestId('probe-path')).toHaveTextContent(/^\/$/);
    expect(onOpenChange).not.toHaveBeenCalled();
    // A real search next takes the stale error away.
    await user.type(input, 'milk{Enter}');
    await waitFor(() => expect(screen.queryByText('Search query is required')).not.toBeInTheDocument());
  });

  it('Escape closes the open suggestions first, and the bar only on a second Escape', async () => {
    const user = userEvent.setup();
    const { input, onOpenChange } = renderOverlay();
    await user.type(input, 'mil');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByTestId('search-overlay')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderOverlay();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByTestId('search-overlay')).not.toBeInTheDocument();
  });
});

describe('SearchOverlay voice search', () => {
  it('tells the shopper when the browser has no speech recognition', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.click(screen.getByRole('button', { name: 'Search by voice' }));
    expect(await screen.findByText('Voice Search Unavailable')).toBeInTheDocument();
    expect(screen.getByText("Your browser doesn't support voice recognition.")).toBeInTheDocument();
  });

  it('says voice search failed when the recogniser cannot start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'SpeechRecognition',
      class {
        start() {
          throw new Error('not-allowed');
        }
        abort() {}
      },
    );
    renderOverlay();
    fireEvent.click(screen.getByRole('button', { name: 'Search by voice' }));
    expect(await screen.findByText('Voice Search Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
  });

  it('listens in en-GB for one final result, fills the input and searches it after 1 s', async () => {
    const instances: FakeRecognition[] = [];
    class FakeRecognition {
      lang = '';
      maxAlternatives = 0;
      interimResults = true;
      continuous = true;
      onresult: ((e: { results: { transcript: string }[][] }) => void) | null = null;
      onerror = null;
      onend: (() => void) | null = null;
      start = vi.fn();
      stop = vi.fn();
      abort = vi.fn();
      constructor() {
        instances.push(this);
      }
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    vi.useFakeTimers();
    const { input } = renderOverlay();

    fireEvent.click(screen.getByRole('button', { name: 'Search by voice' }));
    const recognition = instances[0]!;
    expect(recognition).toMatchObject({ lang: 'en-GB', maxAlternatives: 1, interimResults: false });
    expect(recognition.start).toHaveBeenCalled();
    expect(screen.getByTestId('voice-listening')).toBeInTheDocument();

    act(() => {
      recognition.onresult?.({ results: [[{ transcript: 'semi skimmed milk' }]] });
      recognition.onend?.();
    });
    expect(input).toHaveValue('semi skimmed milk');
    expect(screen.queryByTestId('voice-listening')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.getByTestId('probe-path')).toHaveTextContent(/^\/$/);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('probe-path')).toHaveTextContent('/search?q=semi%20skimmed%20milk');
  });
});
