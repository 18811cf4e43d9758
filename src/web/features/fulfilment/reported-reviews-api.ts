import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationResult, ReportedReview } from '@/contracts/reviews';
import { toast } from '@/web/components/ui/use-toast';
import { ApiRequestError, apiJson, schemaQueryFn } from '@/web/lib/api';

export const REPORTED_REVIEWS_QUERY_KEY = ['/api/staff/reviews/reported'] as const;

/** The reviews shoppers have reported that staff have not settled. Fresh each time: reports keep coming. */
export function useReportedReviews() {
  return useQuery({ queryKey: REPORTED_REVIEWS_QUERY_KEY, queryFn: schemaQueryFn('reportedReviewListSchema'), refetchOnMount: 'always' });
}

export type Decision = 'restore' | 'remove';

const DONE: Record<Decision, string> = { restore: 'Review restored', remove: 'Review removed' };

/**
 * Restore (back in the lists, reports cleared) or remove (hidden for good): either way the review leaves the
 * queue at once, and the queue is read again. A refusal is said in a toast.
 */
export function useModerateReview() {
  const client = useQueryClient();
  return useMutation<ModerationResult, Error, { review: Pick<ReportedReview, 'kind' | 'id'>; decision: Decision }>({
    mutationFn: ({ review, decision }) => apiJson('moderationResultSchema', 'POST', `/api/staff/reviews/${review.kind}/${review.id}/${decision}`),
    onSuccess: (result, { decision }) => {
      client.setQueryData<ReportedReview[]>(REPORTED_REVIEWS_QUERY_KEY, (queue) => queue?.filter((r) => !(r.kind === result.kind && r.id === result.id)));
      toast({ title: DONE[decision] });
    },
    onError: (error) => {
      const message = error instanceof ApiRequestError ? error.serverMessage : undefined;
      toast({ title: 'That could not be done', description: message ?? 'Please try again.', variant: 'destructive' });
    },
    onSettled: () => client.invalidateQueries({ queryKey: REPORTED_REVIEWS_QUERY_KEY }),
  });
}
