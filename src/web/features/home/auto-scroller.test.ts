import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutoScroller } from './auto-scroller';

// One copy of the list is 300 px wide; three copies make 900.
const target = () => ({ scrollLeft: 0, scrollWidth: 900 });
const options = { speed: 100, resumeDelay: 300, copies: 3 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AutoScroller', () => {
  it('creeps right at its speed', () => {
    const el = target();
    const s = new AutoScroller(el, options);
    s.tick(1000);
    expect(el.scrollLeft).toBe(100);
    s.tick(500);
    expect(el.scrollLeft).toBe(150);
  });

  it('jumps back one copy once a whole copy has scrolled past, so the loop is seamless', () => {
    const el = target();
    const s = new AutoScroller(el, options);
    s.tick(2900);
    expect(el.scrollLeft).toBe(290);
    s.tick(200);
    expect(el.scrollLeft).toBeCloseTo(10);
  });

  it('pauses while pressed and resumes 300 ms after release', () => {
    const el = target();
    const s = new AutoScroller(el, options);
    s.press();
    s.tick(1000);
    expect(el.scrollLeft).toBe(0);
    s.release();
    vi.advanceTimersByTime(299);
    s.tick(1000);
    expect(el.scrollLeft).toBe(0);
    vi.advanceTimersByTime(1);
    s.tick(1000);
    expect(el.scrollLeft).toBe(100);
  });

  it('a new press during the resume delay keeps it paused', () => {
    const el = target();
    const s = new AutoScroller(el, options);
    s.press();
    s.release();
    vi.advanceTimersByTime(200);
    s.press();
    vi.advanceTimersByTime(500);
    expect(s.paused).toBe(true);
  });

  it('pauses while a tile has keyboard focus', () => {
    const s = new AutoScroller(target(), options);
    s.focus();
    expect(s.paused).toBe(true);
    s.blur();
    vi.advanceTimersByTime(300);
    expect(s.paused).toBe(false);
  });

  it('carries on from where the shopper scrolled it by hand', () => {
    const el = target();
    const s = new AutoScroller(el, options);
    s.tick(1000);
    el.scrollLeft = 250;
    s.tick(100);
    expect(el.scrollLeft).toBe(260);
  });
});

describe('AutoScroller start and loop', () => {
  it('rests on the first whole tile for the start delay before it creeps', () => {
    const el = target();
    const s = new AutoScroller(el, { ...options, startDelay: 2000 });
    expect(s.paused).toBe(true);
    vi.advanceTimersByTime(1999);
    s.tick(1000);
    expect(el.scrollLeft).toBe(0);
    vi.advanceTimersByTime(1);
    s.tick(1000);
    expect(el.scrollLeft).toBe(100);
  });

  it('loops by the measured width of one copy, not by a third of the padded scroll width', () => {
    // 3 copies of 296 px plus 12 px of padding: a third of scrollWidth would be 300.
    const el = { scrollLeft: 0, scrollWidth: 900, loopWidth: 296 };
    const s = new AutoScroller(el, options);
    s.tick(2900);
    expect(el.scrollLeft).toBe(290);
    s.tick(100);
    expect(el.scrollLeft).toBe(4);
  });
});
