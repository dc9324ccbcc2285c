import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => void };

/**
 * `React.lazy` whose load can also be started before the first render (`preload()`): a part fetched on a sign that it
 * will be needed (the pointer over its button), so that it renders at once when it is. A failed preload is tried again
 * by the next one, or by the first render (whose failure, as a page chunk's, shows the route's error with its Reload).
 */
export function preloadable<P>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(
    lazy(() => loadOnce().then((component) => ({ default: component }))),
    { preload: () => void loadOnce().catch(() => undefined) },
  );
}
