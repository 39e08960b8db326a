import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

type Module<Props extends object> = { default: ComponentType<Props> };

/** A lazy component whose code can be loaded before it first renders (`preload`). */
export type Preloadable<Props extends object> = LazyExoticComponent<ComponentType<Props>> & { preload(): Promise<unknown> };

/**
 * `lazy`, with a `preload` that loads the code ahead: a component whose code has loaded renders
 * at once instead of suspending, so the first page commits once (not its fallback, then itself).
 * A failed load is tried again by the next render or preload.
 */
export function preloadable<Props extends object>(load: () => Promise<Module<Props>>): Preloadable<Props> {
  let loaded: Module<Props> | undefined;
  let loading: Promise<Module<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    // React's lazy takes a module handed over synchronously by its thenable without suspending
    // (even a resolved Promise answers a microtask later); it only calls `then`.
    const immediate = { then: (resolve: (value: Module<Props>) => void) => resolve(module) };
    return immediate as unknown as Promise<Module<Props>>;
  });
  return Object.assign(Component, { preload });
}
