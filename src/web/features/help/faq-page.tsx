/** Work in progress: replaced by the screen's real implementation. */
export function FaqPage() {
  return <div className="mx-auto max-w-3xl px-4 py-8" />;
}
