import { lazy, Suspense, type ComponentType, type JSX } from 'react';

/**
 * A component whose code loads when a page first renders it, showing nothing until it has: what is
 * not on screen when a page loads (a dialog's frame, a panel behind a button) stays out of its first
 * load. Exporting the component itself would put its code, and what it imports, in the chunk of
 * whatever shares its entry point.
 */
export function loadedWhenShown<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => JSX.Element {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LoadedWhenShown(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
