import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * The server's `{ fields }` (a 400 naming each bad field) shown under the form's own inputs. Fields the form
 * does not have are left to the caller's toast or summary.
 */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Record<string, string> | undefined,
  formFields: object,
  options?: { shouldFocus: boolean },
): void {
  for (const [field, message] of Object.entries(fields ?? {})) {
    if (Object.hasOwn(formFields, field)) setError(field as Path<T>, { message }, options);
  }
}
