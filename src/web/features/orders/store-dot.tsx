/** The store's brand colour as a small dot beside its name (decoration: the name carries the meaning). */
export function StoreDot({ color }: { color: string }) {
  return <span aria-hidden="true" className="inline-block h-2.5 w-2.5 shrink-0 rounded-full" style={{ backgroundColor: color }} />;
}
