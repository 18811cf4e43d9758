import { registerErrorSchema } from '@/contracts/auth';
import { missingFieldsMessage } from '@/domain/field-label';
import { ApiRequestError } from '@/web/lib/api';

export interface RegistrationFailure {
  /** The toast text under 'Registration failed'. */
  message: string;
  /** Section 8: a message about the address flags address line 1 instead of the form-level error. */
  flagAddress: boolean;
  /** Per-field messages from the server, to show on the inputs. */
  fields: Record<string, string>;
}

/** "email address" is about the e-mail, not the postal address the spec's rule is looking for. */
function mentionsPostalAddress(message: string): boolean {
  return /address/i.test(message.replace(/e-?mail address(es)?/gi, ''));
}

/** Section 8's reading of a failed registration. */
export function describeRegistrationFailure(error: Error): RegistrationFailure {
  const parsed = error instanceof ApiRequestError ? registerErrorSchema.safeParse(error.json) : undefined;
  const body = parsed?.success ? parsed.data : undefined;
  const message = body?.missingFields?.length ? missingFieldsMessage(body.missingFields) : body?.message || 'Registration failed';
  return { message, flagAddress: mentionsPostalAddress(message), fields: body?.fields ?? {} };
}
