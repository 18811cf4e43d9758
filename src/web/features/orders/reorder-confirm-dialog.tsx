import type { AlreadyInBasketError } from '@/contracts/orders';
import { ADD_AGAIN_TITLE, ALREADY_IN_BASKET_TEXT } from '@/domain/reorder';
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '@/web/components/ui/alert-dialog';

/** "Add again?": the basket already has some of the order's lines; confirm adds them again, cancel does nothing. */
export function ReorderConfirmDialog({ lines, onConfirm, onCancel }: { lines: AlreadyInBasketError['lines'] | null; onConfirm: () => void; onCancel: () => void }) {
  return (
    <AlertDialog open={lines !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogTitle>{ADD_AGAIN_TITLE}</AlertDialogTitle>
        <AlertDialogDescription>{ALREADY_IN_BASKET_TEXT}:</AlertDialogDescription>
        <ul className="list-disc space-y-0.5 pl-5 text-sm text-gray-900" aria-label="Already in your basket">
          {lines?.map((l) => (
            <li key={l.productId}>
              {l.name} <span className="text-gray-700">({l.inBasket} in your basket)</span>
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Add again</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
