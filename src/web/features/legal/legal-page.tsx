import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '@/web/components/not-found-page';
import { Skeleton } from '@/web/components/ui/skeleton';
import { POLICY_LAST_UPDATED, POLICY_LAST_UPDATED_ISO, findPolicy } from './policies';
import { PolicyBody } from './policy-body';

/** /policies/:policy. The title, date and links render at once; only the body waits for its chunk and the operator's details. */
export function LegalPage() {
  const { policy } = useParams();
  const entry = findPolicy(policy);
  if (!entry) return <NotFoundPage />;

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <title>{`${entry.title} | Everystore`}</title>
      <Link to="/" className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{entry.title}</h1>
      <p className="mt-2 text-sm text-gray-600">
        last updated <time dateTime={POLICY_LAST_UPDATED_ISO}>{POLICY_LAST_UPDATED}</time>
      </p>
      <Suspense key={entry.slug} fallback={<PolicySkeleton />}>
        <PolicyBody entry={entry} />
      </Suspense>
    </article>
  );
}

function PolicySkeleton() {
  return (
    <div className="mt-6 space-y-3" role="status" aria-label="Loading policy">
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-11/12" />
      <Skeleton className="h-5 w-4/5" />
      <Skeleton className="mt-8 h-7 w-1/3" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-5/6" />
    </div>
  );
}
