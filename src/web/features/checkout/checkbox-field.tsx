import type { ReactNode, Ref } from 'react';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Label } from '@/web/components/ui/label';

interface CheckboxFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLButtonElement>;
  error?: string;
  /** Shown after the label, outside it (a link inside a label would also toggle the box). */
  extra?: ReactNode;
}

/** A labelled checkbox whose error is tied to it, as FormField does for inputs. */
export function CheckboxField({ id, label, checked, onCheckedChange, onBlur, inputRef, error, extra }: CheckboxFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          ref={inputRef}
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5"
        />
        <div className="text-sm text-gray-800">
          <Label htmlFor={id} className="font-normal text-gray-800">
            {label}
          </Label>
          {extra}
        </div>
      </div>
      {error && (
        <p id={errorId} className="pl-8 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
