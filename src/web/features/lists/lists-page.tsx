import { ChevronRight, ListChecks, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIST_NAME_MAX_LENGTH } from '@/domain/shopping-lists';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { problemOf, useCreateList, useLists } from './api';
import { PasteList } from './paste-list';

function YourLists() {
  const lists = useLists();
  if (lists.isPending)
    return (
      <div role="status" aria-label="Loading your lists" className="mt-3">
        <Skeleton className="h-16 w-full rounded-xl" />
      </div>
    );
  if (lists.isError)
    return (
      <p role="alert" className="mt-3 text-sm text-red-700">
        We could not load your lists. {problemOf(lists.error)}
      </p>
    );
  if (lists.data.length === 0) return <p className="mt-2 text-sm text-gray-700">No lists yet: start one below, or paste the list you already have.</p>;
  return (
    <ul className="mt-3 divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white" aria-label="Your lists">
      {lists.data.map((list) => (
        <li key={list.id}>
          <Link to={`/lists/${list.id}`} className="flex items-center gap-3 px-4 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700">
            <ListChecks className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-gray-900">{list.name}</span>
              <span className="block text-xs text-gray-700">
                {list.itemCount} {list.itemCount === 1 ? 'item' : 'items'}
              </span>
            </span>
            {list.shared && (
              <span className="inline-flex items-center gap-1 text-xs text-gray-700">
                <Share2 className="h-3.5 w-3.5" aria-hidden="true" />
                Shared
              </span>
            )}
            <ChevronRight className="h-4 w-4 shrink-0 text-gray-500" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function NewList() {
  const [name, setName] = useState('');
  const create = useCreateList();
  const navigate = useNavigate();
  return (
    <form
      className="mt-3 flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) create.mutate({ name: name.trim() }, { onSuccess: (list) => void navigate(`/lists/${list.id}`) });
      }}
    >
      <div className="min-w-0 flex-1">
        <Label htmlFor="new-list-name">New list name</Label>
        <Input id="new-list-name" value={name} maxLength={LIST_NAME_MAX_LENGTH} placeholder="Weekly shop" onChange={(e) => setName(e.target.value)} />
      </div>
      <Button type="submit" disabled={create.isPending || !name.trim()}>
        New list
      </Button>
      {create.isError && (
        <p role="alert" className="text-sm text-red-700">
          {problemOf(create.error)}
        </p>
      )}
    </form>
  );
}

/** /lists: the shopper's lists, a new one, and "Paste a list". */
export function ListsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold">Your lists</h1>
      <p className="mt-1 text-sm text-gray-700">Keep your regular shop as a list, then fill your basket from whichever stores suit you.</p>
      <YourLists />
      <section aria-labelledby="new-list-heading" className="mt-8">
        <h2 id="new-list-heading" className="text-lg font-semibold">
          Start a new list
        </h2>
        <NewList />
      </section>
      <section aria-labelledby="paste-heading" className="mt-8">
        <h2 id="paste-heading" className="text-lg font-semibold">
          Paste a list
        </h2>
        <PasteList />
      </section>
    </div>
  );
}
