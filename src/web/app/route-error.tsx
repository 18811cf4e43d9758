import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Changes on navigation, so moving to another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

/** Shown when a screen fails (for example a chunk that no longer exists after a deploy); never a blank page. */
export class RouteErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="mt-2 text-gray-700">Please reload the page. If it keeps happening, try again in a few minutes.</p>
        <a href="/" className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-2 font-medium text-white">
          Back to Home
        </a>
      </div>
    );
  }
}
