import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

/** Radix toast defaults match the spec: 5000 ms, swipe right past 50 px, F8 hotkey, label 'Notification'. */
export const ToastProvider = ToastPrimitive.Provider;

/**
 * Where toasts never hide what the shopper just changed (issue 13): on a phone just below the header's top row
 * (the menu, search and basket stay uncovered), from sm up in the bottom-left corner (the basket drawer opens on
 * the right, with its total and Proceed to Checkout at the bottom).
 *
 * One rule for every dialog: while any dialog is open (`dialog-open`, styles.css: a `[role=dialog]` or
 * `[role=alertdialog]` in the page), a phone's toasts go to the bottom edge too. Every dialog keeps its heading and
 * close button at its top, and on a phone a tall dialog reaches up to the header, where the toast sat; the header is
 * behind the overlay then, so there is nothing there to keep clear. At the bottom a toast may lie over a dialog's
 * last row of buttons for its five seconds (it can be swiped or closed), never over what says which dialog this is
 * or how to leave it.
 */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        'fixed top-14 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:left-0 sm:top-auto sm:flex-col md:max-w-[420px]',
        'max-sm:dialog-open:bottom-0 max-sm:dialog-open:top-auto max-sm:dialog-open:flex-col',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
  {
    variants: {
      variant: {
        default: 'border-gray-200 bg-white text-gray-900',
        destructive: 'border-red-700 bg-red-700 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastVariant = VariantProps<typeof toastVariants>['variant'];

export function Toast({ className, variant, ...props }: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close className={cn('absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100', className)} aria-label="Close" {...props}>
      <X className="h-4 w-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}
