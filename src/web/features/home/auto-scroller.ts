/** Carousel constants (shopping.md sections 4 and 9). */
export const CAROUSEL_REPEAT = 3;
export const CAROUSEL_RESUME_DELAY_MS = 300;
export const CAROUSEL_SPEED_PX_PER_S = 30;

export interface ScrollTarget {
  scrollLeft: number;
  scrollWidth: number;
}

/**
 * Drives a carousel whose content is the same list repeated: it creeps right and jumps back one copy
 * when a copy has scrolled past, which looks seamless. Pressing or touching pauses it; it resumes 300 ms
 * after release. Keyboard focus inside also pauses it, so a focused tile does not slide away.
 */
export class AutoScroller {
  private held = false;
  private focused = false;
  private waiting = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private position: number | null = null;
  private lastSet = 0;

  constructor(
    private readonly target: ScrollTarget,
    private readonly options = { speed: CAROUSEL_SPEED_PX_PER_S, resumeDelay: CAROUSEL_RESUME_DELAY_MS, copies: CAROUSEL_REPEAT },
  ) {}

  get paused(): boolean {
    return this.held || this.focused || this.waiting;
  }

  press(): void {
    this.held = true;
    this.cancelResume();
  }

  release(): void {
    if (!this.held) return;
    this.held = false;
    this.resumeLater();
  }

  focus(): void {
    this.focused = true;
    this.cancelResume();
  }

  blur(): void {
    if (!this.focused) return;
    this.focused = false;
    this.resumeLater();
  }

  /** Advances by the elapsed time; picks up wherever the shopper left it after a manual scroll. */
  tick(elapsedMs: number): void {
    if (this.paused) return;
    const el = this.target;
    if (this.position === null || Math.abs(el.scrollLeft - this.lastSet) > 1) this.position = el.scrollLeft;
    this.position += (this.options.speed * elapsedMs) / 1000;
    const copyWidth = el.scrollWidth / this.options.copies;
    if (copyWidth > 0 && this.position >= copyWidth) this.position -= copyWidth;
    el.scrollLeft = this.position;
    this.lastSet = el.scrollLeft;
  }

  dispose(): void {
    this.cancelResume();
  }

  private resumeLater(): void {
    this.cancelResume();
    this.waiting = true;
    this.timer = setTimeout(() => {
      this.waiting = false;
      this.timer = undefined;
    }, this.options.resumeDelay);
  }

  private cancelResume(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting = false;
  }
}
