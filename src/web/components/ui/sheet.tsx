import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sheetVariants = cva('fixed z-50 flex flex-col gap-4 bg-white shadow-xl transition ease-in-out', {
  variants: {
    side: {
      left: 'inset-y-0 left-0 h-full w-[85%] max-w-sm border-r border-gray-200',
      right: 'inset-y-0 right-0 h-full w-full max-w-md border-l border-gray-200',
      bottom: 'inset-x-0 bottom-0 max-h-[90vh] rounded-t-2xl border-t border-gray-200',
      top: 'inset-x-0 top-0 border-b border-gray-200',
    },
  },
  defaultVariants: { side: 'right' },
});

/** A drawer (Radix dialog): traps and returns focus, Escape and outside click close it. */
export function SheetContent({
  side,
  className,
  children,
  hideClose,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & VariantProps<typeof sheetVariants> & { hideClose?: boolean }) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <SheetPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        {!hideClose && (
          <SheetPrimitive.Close className="absolute right-3 top-3 rounded-md p-1 text-gray-600 hover:bg-gray-100 hover:text-gray-900">
            <X className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 border-b border-gray-200 p-4 pr-12', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn('text-sm text-gray-600', className)} {...props} />;
}
