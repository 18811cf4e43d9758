import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/cn';

export interface FormFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
}

/**
 * A labelled input whose hint and error are tied to it with aria-describedby, so a screen reader reads the
 * problem when the field takes focus (react-hook-form focuses the first invalid one on submit).
 */
export function FormField({ id, label, error, hint, optional, className, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="ml-1 font-normal text-gray-600">(optional)</span>}
      </Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <div id={hintId} className="text-xs text-gray-600">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form-level error, announced as soon as it appears. */
export function FormError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}
