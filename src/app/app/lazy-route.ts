import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own signature
type AnyComponent = ComponentType<any>;

export type PreloadableComponent = LazyExoticComponent<AnyComponent> & {
  /** Starts loading the module now (e.g. so a page opens offline before the service worker has it). */
  preload: () => Promise<unknown>;
};

/** React.lazy for a module's named export (our route modules have no default exports). */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): PreloadableComponent {
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a later attempt may succeed
      throw error;
    }));
  const component = lazy(async () => ({ default: (await preload())[name] as AnyComponent }));
  return Object.assign(component, { preload });
}
