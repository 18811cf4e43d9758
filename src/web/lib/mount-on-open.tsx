import { Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog mounted (and, given a `lazy` component, its code fetched) only once first opened: a page or a
 * grid of cards carries none of it, nor the dialog primitive, in its first download and hydration.
 */
export function mountOnOpen<P extends { open: boolean }>(Dialog: ComponentType<P>) {
  return function MountOnOpen(props: P) {
    const [everOpened, setEverOpened] = useState(false);
    if (props.open && !everOpened) setEverOpened(true);
    if (!everOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
