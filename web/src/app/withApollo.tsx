import type { ComponentType } from 'react';
import { type Preloadable, preloadable } from './preloadable';

type Lazy<Props extends object> = Preloadable<Props>;

/**
 * A lazily loaded component that reads through Apollo: its chunk and the Apollo client load
 * together, and it renders inside the client's provider. Pages and shell parts that need no
 * Apollo (the sign-in pages, home) use plain `lazy` and never load it. The component is the
 * module's default export, or the one `pick` names.
 */
export function lazyWithApollo<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): Lazy<Props>;
export function lazyWithApollo<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): Lazy<Props>;
export function lazyWithApollo<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props> = (module) => (module as { default: ComponentType<Props> }).default,
): Lazy<Props> {
  return preloadable(async () => {
    const [module, { ApolloBoundary }] = await Promise.all([load(), import('./ApolloBoundary')]);
    const Component = pick(module);
    function WithApollo(props: Props) {
      return (
        <ApolloBoundary>
          <Component {...props} />
        </ApolloBoundary>
      );
    }
    return { default: WithApollo };
  });
}
