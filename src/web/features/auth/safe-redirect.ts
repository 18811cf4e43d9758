/**
 * The ?redirect= target, only if it is a path on this site. '//evil.example' or 'https://...' would turn
 * the sign-in page into an open redirect, so anything else falls back to the default '/'.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters (a newline, a tab) can make browsers read the path as something else.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return '/';
  return value;
}
