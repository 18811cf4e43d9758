/** Carousel constants (shopping.md sections 4 and 9). */
export const CAROUSEL_REPEAT = 3;
export const CAROUSEL_RESUME_DELAY_MS = 300;
export const CAROUSEL_SPEED_PX_PER_S = 30;
/**
 * How long the carousel rests on its first whole tile before it starts to creep (not in the spec, issue
 * 13: it used to be moving from the first frame, so the first tile a shopper saw was usually cut in half).
 */
export const CAROUSEL_START_DELAY_MS = 2000;

export interface ScrollTarget {
  scrollLeft: number;
  scrollWidth: number;
  /**
   * The exact width of one copy (first tile of copy 2 minus first tile of copy 1). Without it a copy is
   * taken as scrollWidth / copies, which counts the list's padding too, so each loop would shift the
   * tiles by a few pixels against the edge.
   */
  loopWidth?: number;
}

export interface AutoScrollOptions {
  speed: number;
  resumeDelay: number;
  copies: number;
  startDelay?: number;
}

/**
 * Drives a carousel whose content is the same list repeated: it creeps right and jumps back one copy
 * when a copy has scrolled past, which looks seamless. Pressing or touching pauses it; it resumes 300 ms
 * after release. Keyboard focus inside also pauses it, so a focused tile does not slide away. It starts
 * still, on a whole tile, for `startDelay`.
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
    private readonly options: AutoScrollOptions = {
      speed: CAROUSEL_SPEED_PX_PER_S,
      resumeDelay: CAROUSEL_RESUME_DELAY_MS,
      copies: CAROUSEL_REPEAT,
      startDelay: CAROUSEL_START_DELAY_MS,
    },
  ) {
    if (options.startDelay) this.resumeLater(options.startDelay);
  }

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
    const copyWidth = el.loopWidth || el.scrollWidth / this.options.copies;
    if (copyWidth > 0 && this.position >= copyWidth) this.position -= copyWidth;
    el.scrollLeft = this.position;
    this.lastSet = el.scrollLeft;
  }

  dispose(): void {
    this.cancelResume();
  }

  private resumeLater(delay = this.options.resumeDelay): void {
    this.cancelResume();
    this.waiting = true;
    this.timer = setTimeout(() => {
      this.waiting = false;
      this.timer = undefined;
    }, delay);
  }

  private cancelResume(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting = false;
  }
}
