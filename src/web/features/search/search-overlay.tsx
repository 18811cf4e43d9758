export interface SearchOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Placeholder; the full overlay (suggestions, voice, validation) replaces it. */
export function SearchOverlay({ open }: SearchOverlayProps) {
  if (!open) return null;
  return null;
}
