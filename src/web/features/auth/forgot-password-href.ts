/** Where 'Forgot your password?' leads, carrying the page to return to once the new password is set. */
export function forgotPasswordHref(redirect: string | null): string {
  return redirect ? `/auth/forgot?redirect=${encodeURIComponent(redirect)}` : '/auth/forgot';
}
