import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Told once the part has failed, so its owner can carry on without it. */
  onError?: () => void;
}

/**
 * Around a lazy part of the shell (footers, splash) or of a page (deferred parts): if its chunk cannot load (offline, or gone after a
 * deploy) the part is left out instead of taking the whole page down.
 */
export class LazyBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
