import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferencesInput } from '@/contracts/notifications';
import { useUser } from '@/web/features/auth';
import { apiJson, schemaQueryFn } from '@/web/lib/api';

const URL = '/api/notification-preferences';
/** Keyed by the shopper: another shopper signing in on this tab never sees the last one's choices. */
const key = (userId: number) => [URL, { userId }] as const;

export function useNotificationPreferences(enabled = true) {
  const { user } = useUser();
  return useQuery({ queryKey: key(user?.id ?? 0), queryFn: schemaQueryFn('notificationPreferencesSchema'), enabled: enabled && user !== null });
}

/** Saves every switch (PUT), shown at once and put back if the server refuses. */
export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  const { user } = useUser();
  const queryKey = key(user?.id ?? 0);
  return useMutation<NotificationPreferences, Error, NotificationPreferencesInput, { previous: NotificationPreferences | undefined }>({
    mutationFn: (input) => apiJson('notificationPreferencesSchema', 'PUT', URL, input),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<NotificationPreferences>(queryKey);
      if (previous) client.setQueryData(queryKey, { ...previous, ...input });
      return { previous };
    },
    onError: (_error, _input, context) => client.setQueryData(queryKey, context?.previous),
    onSuccess: (saved) => client.setQueryData(queryKey, saved),
  });
}

/** What an unsubscribe link is for; the page turns it off once, and Undo turns it on again. */
export const unsubscribeStateOf = (token: string) => apiJson('unsubscribeStateSchema', 'GET', `/api/unsubscribe?token=${encodeURIComponent(token)}`);
export const unsubscribeWith = (token: string) => apiJson('unsubscribeStateSchema', 'POST', `/api/unsubscribe?token=${encodeURIComponent(token)}`);
export const undoUnsubscribe = (token: string) => apiJson('unsubscribeStateSchema', 'POST', '/api/unsubscribe/undo', { token });
