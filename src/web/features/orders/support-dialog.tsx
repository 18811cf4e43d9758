import { Check, Copy, Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { telHref } from '@/domain/phone';
import { toast } from '@/web/components/ui/use-toast';
import { useOperatorContact } from '@/web/features/legal';
import type { OrderDialogProps } from './order-dialogs';

type CopyState = 'idle' | 'copied' | 'failed';

/** 'Contact Support': how to reach us, with the order number ready to quote. */
export function SupportDialog({ order, onOpenChange, onCloseAutoFocus }: OrderDialogProps) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const operator = useOperatorContact();
  const n = order.orderNumber;

  // Said when the shopper reaches for a way to contact us (their mail app or phone opens), not when the dialog opens.
  const contacted = () => toast({ title: 'Support contact initiated' });

  const copyNumber = async () => {
    try {
      await navigator.clipboard.writeText(n);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Contact Support</DialogTitle>
          <DialogDescription>Quote your order number so we can find your order straight away.</DialogDescription>
        </DialogHeader>
        <div className="flex items-center justify-between gap-3 rounded-xl bg-gray-50 p-3">
          <div>
            <p className="text-xs text-gray-700">Order number</p>
            <p className="font-mono text-lg font-semibold text-gray-900" data-testid="support-order-number">
              {n}
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={copyNumber} aria-label={copy === 'copied' ? 'Copied order number' : 'Copy order number'}>
            {copy === 'copied' ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
            {copy === 'copied' ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <p role="status" className="min-h-5 text-sm text-gray-700">
          {copy === 'copied' && 'Order number copied.'}
          {copy === 'failed' && 'Could not copy: please select the number and copy it.'}
        </p>
        {operator ? (
          <ul className="space-y-2 text-sm">
            <li>
              <a className="flex items-center gap-2 font-medium text-brand-700 underline-offset-4 hover:underline" href={`mailto:${operator.email}?subject=${encodeURIComponent(`Order ${n}`)}`} onClick={contacted}>
                <Mail className="h-4 w-4" aria-hidden="true" />
                {operator.email}
              </a>
            </li>
            <li>
              <a className="flex items-center gap-2 font-medium text-brand-700 underline-offset-4 hover:underline" href={telHref(operator.phone)} onClick={contacted}>
                <Phone className="h-4 w-4" aria-hidden="true" />
                {operator.phone}
              </a>
            </li>
          </ul>
        ) : (
          <div className="space-y-2" aria-hidden="true" data-testid="support-contact-loading">
            <div className="h-5 w-48 animate-pulse rounded bg-gray-100" />
            <div className="h-5 w-32 animate-pulse rounded bg-gray-100" />
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
