import { useEffect, type RefObject } from 'react';
import { AutoScroller } from './auto-scroller';

/** Runs an AutoScroller on the element while `enabled`; never for people who prefer reduced motion. */
export function useAutoScroll(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof requestAnimationFrame === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;

    const scroller = new AutoScroller(el);
    let last: number | null = null;
    let frame = requestAnimationFrame(function loop(now) {
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
