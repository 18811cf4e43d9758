import { Copy } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useRequireSignIn } from '@/web/features/auth';
import { ApiRequestError } from '@/web/lib/api';
import { problemOf, useCopySharedList, useSharedList } from './api';
import { ProductLine } from './product-line';

/** /shared/:token: a list someone shared, read-only, with "Copy to my lists" (signing in first if need be). */
export function SharedListPage() {
  const token = useParams().token ?? '';
  const shared = useSharedList(token);
  const copy = useCopySharedList();
  const requireSignIn = useRequireSignIn();
  const navigate = useNavigate();

  let content;
  if (shared.isPending)
    content = (
      <div role="status" aria-label="Loading the shared list">
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  else if (shared.error instanceof ApiRequestError && shared.error.status === 404)
    content = (
      <div className="rounded-xl border border-gray-200 bg-white p-6 text-center">
        <h1 className="text-xl font-bold">This shared list is not available</h1>
        <p className="mt-1 text-sm text-gray-700">Its owner may have turned the link off. Ask them for a new one.</p>
      </div>
    );
  else if (shared.isError)
    content = (
      <p role="alert" className="text-sm text-red-700">
        We could not load this list. {problemOf(shared.error)}
      </p>
    );
  else
    content = (
      <>
        <p className="text-sm text-gray-700">A shared shopping list</p>
        <h1 className="mt-1 break-words text-2xl font-bold">{shared.data.name}</h1>
        <ul className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white px-4" aria-label="List items">
          {shared.data.items.map((item, i) => (
            <li key={i} className="flex items-start gap-3 py-3">
              <div className="min-w-0 flex-1">{item.product ? <ProductLine product={item.product} /> : <p className="text-sm font-medium text-gray-900">{item.text}</p>}</div>
              <span className="shrink-0 text-sm tabular-nums text-gray-900">× {item.quantity}</span>
            </li>
          ))}
        </ul>
        <Button
          type="button"
          className="mt-4"
          disabled={copy.isPending}
          onClick={() => requireSignIn(() => copy.mutate(token, { onSuccess: (list) => void navigate(`/lists/${list.id}`) }))}
        >
          <Copy className="h-4 w-4" aria-hidden="true" />
          Copy to my lists
        </Button>
      </>
    );
  return <div className="mx-auto max-w-3xl px-4 py-6">{content}</div>;
}
