import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ShoppingList } from '@/contracts/lists';
import { LIST_NAME_MAX_LENGTH } from '@/domain/shopping-lists';
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '@/web/components/ui/alert-dialog';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ApiRequestError } from '@/web/lib/api';
import { problemOf, useDeleteList, useList, useRenameList } from './api';
import { FillPanel } from './fill-panel';
import { ListItems } from './list-items';
import { SharePanel } from './share-panel';

function ListName({ list }: { list: ShoppingList }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(list.name);
  const rename = useRenameList(list.id);
  if (!editing)
    return (
      <div className="flex items-start gap-2">
        <h1 className="min-w-0 flex-1 break-words text-2xl font-bold">{list.name}</h1>
        <Button type="button" variant="ghost" size="icon" aria-label="Rename list" onClick={() => [setName(list.name), setEditing(true)]}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    );
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) rename.mutate(name.trim(), { onSuccess: () => setEditing(false) });
      }}
    >
      <Input aria-label="List name" value={name} maxLength={LIST_NAME_MAX_LENGTH} autoFocus onChange={(e) => setName(e.target.value)} className="text-lg font-semibold" />
      <Button type="submit" disabled={rename.isPending || !name.trim()}>
        Save
      </Button>
      <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
        Cancel
      </Button>
    </form>
  );
}

function DeleteList({ list }: { list: ShoppingList }) {
  const remove = useDeleteList();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button type="button" variant="ghost" className="mt-8 text-red-700 hover:bg-red-50" onClick={() => setAsking(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Delete this list
      </Button>
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <AlertDialogContent>
          <AlertDialogTitle>Delete “{list.name}”?</AlertDialogTitle>
          <AlertDialogDescription>The list and its share link go for good. Your basket is not changed.</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep it</AlertDialogCancel>
            <AlertDialogAction onClick={() => remove.mutate(list.id, { onSuccess: () => void navigate('/lists') })}>Delete</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

/** /lists/:id: one list: its items, its share link, and filling the basket from it. */
export function ListPage() {
  const id = Number(useParams().id);
  const list = useList(id);
  let content;
  if (!Number.isInteger(id) || id <= 0 || (list.error instanceof ApiRequestError && list.error.status === 404))
    content = (
      <div className="rounded-xl border border-gray-200 bg-white p-6 text-center">
        <h1 className="text-xl font-bold">List not found</h1>
        <p className="mt-1 text-sm text-gray-700">It may have been deleted. Your other lists are on the lists page.</p>
      </div>
    );
  else if (list.isPending)
    content = (
      <div role="status" aria-label="Loading the list">
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  else if (list.isError)
    content = (
      <p role="alert" className="text-sm text-red-700">
        We could not load this list. {problemOf(list.error)}
      </p>
    );
  else
    content = (
      <>
        <ListName key={list.data.name} list={list.data} />
        <ListItems list={list.data} />
        <FillPanel listId={list.data.id} hasProducts={list.data.items.some((i) => i.product !== null)} />
        <SharePanel list={list.data} />
        <DeleteList list={list.data} />
      </>
    );
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Link to="/lists" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Your lists
      </Link>
      {content}
    </div>
  );
}
