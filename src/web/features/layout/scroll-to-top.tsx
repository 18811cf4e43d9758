import { ArrowUp } from 'lucide-react';
import { useScrollSelector } from './use-window-scroll';

/** Shopping.md section 9: the button appears after scrolling more than 400 px. */
export const SCROLL_TO_TOP_AFTER_PX = 400;

export function ScrollToTop() {
  const visible = useScrollSelector((y) => y > SCROLL_TO_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        // The sticky header grows back while the page glides up, and scroll anchoring can then
        // stop the glide a pixel or two short: finish the job once the scroll has ended.
        window.addEventListener('scrollend', () => window.scrollY !== 0 && window.scrollTo(0, 0), { once: true });
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
      className="fixed bottom-[calc(5rem+env(safe-area-inset-bottom))] right-4 z-30 flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 md:bottom-6 md:right-6"
    >
      <ArrowUp className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
