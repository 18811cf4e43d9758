import { useEffect, type RefObject } from 'react';
import { AutoScroller, CAROUSEL_REPEAT } from './auto-scroller';

/** The width of one copy of the repeated list: where copy 2's first tile starts, relative to copy 1's. */
function loopWidthOf(el: HTMLElement): number {
  const tiles = el.children;
  const perCopy = tiles.length / CAROUSEL_REPEAT;
  if (!Number.isInteger(perCopy) || perCopy < 1) return 0;
  return (tiles[perCopy] as HTMLElement).offsetLeft - (tiles[0] as HTMLElement).offsetLeft;
}

/**
 * Runs an AutoScroller on the element while `enabled`; never for people who prefer reduced motion. It starts
 * at the first tile; the list's CSS scroll snapping (whole tiles) is switched off only while the scroller is
 * moving it, so a press, a focus or a manual scroll settles on a whole tile.
 */
export function useAutoScroll(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof requestAnimationFrame === 'undefined') return;
    el.scrollLeft = 0;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;

    const target = {
      get scrollLeft() {
        return el.scrollLeft;
      },
      set scrollLeft(value: number) {
        el.scrollLeft = value;
      },
      get scrollWidth() {
        return el.scrollWidth;
      },
      get loopWidth() {
        return loopWidthOf(el);
      },
    };
    const scroller = new AutoScroller(target);
    let last: number | null = null;
    let snapping: boolean | null = null;
    let frame = requestAnimationFrame(function loop(now) {
      // Snapping would pull every sub-pixel step back to the tile, so it is off only while moving.
      if (snapping !== scroller.paused) {
        snapping = scroller.paused;
        el.style.scrollSnapType = snapping ? '' : 'none';
      }
      // Cap the step so a tab returning from the background does not leap.
      if (last !== null) scroller.tick(Math.min(now - last, 100));
      last = now;
      frame = requestAnimationFrame(loop);
    });
    // Touch goes through touch events: a touch pan cancels its pointer stream long before the finger lifts.
    const onPointerDown = (e: PointerEvent) => e.pointerType !== 'touch' && scroller.press();
    const onPointerUp = (e: PointerEvent) => e.pointerType !== 'touch' && scroller.release();
    const press = () => scroller.press();
    const release = () => scroller.release();
    const focus = () => scroller.focus();
    const blur = (e: FocusEvent) => !el.contains(e.relatedTarget as Node | null) && scroller.blur();

    el.addEventListener('pointerdown', onPointerDown);
    el.addEventListener('touchstart', press, { passive: true });
    el.addEventListener('focusin', focus);
    el.addEventListener('focusout', blur);
    // Released anywhere: the press may end outside the carousel.
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('touchend', release);
    window.addEventListener('touchcancel', release);
    return () => {
      cancelAnimationFrame(frame);
      scroller.dispose();
      el.style.scrollSnapType = '';
      el.removeEventListener('pointerdown', onPointerDown);
      el.removeEventListener('touchstart', press);
      el.removeEventListener('focusin', focus);
      el.removeEventListener('focusout', blur);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('touchend', release);
      window.removeEventListener('touchcancel', release);
    };
  }, [ref, enabled]);
}
