import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getJson } from '@/web/lib/api';

/** Suggestions wait for a 200 ms pause in typing, and need 2 or more characters (shopping.md sections 4, 5, 9). */
export const SUGGESTION_DELAY_MS = 200;
export const SUGGESTION_MIN_LENGTH = 2;

/**
 * Suggestions for what the shopper is typing. Below the minimum the list is empty at once; otherwise the
 * request goes out once typing pauses. A failure is logged and leaves the list empty.
 */
export function useSuggestions(text: string): string[] {
  const q = text.trim();
  const long = q.length >= SUGGESTION_MIN_LENGTH;
  const [settled, setSettled] = useState('');

  useEffect(() => {
    if (!long) return;
    const timer = setTimeout(() => setSettled(q), SUGGESTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, long]);

  const enabled = long && settled.length >= SUGGESTION_MIN_LENGTH;
  const query = useQuery({
    queryKey: ['suggestions', settled],
    queryFn: ({ signal }) => getJson('suggestionListSchema', `/api/products/suggestions?q=${encodeURIComponent(settled)}`, signal),
    enabled,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (query.error) console.error(query.error);
  }, [query.error]);

  if (!enabled || query.isError) return [];
  return query.data ?? [];
}
