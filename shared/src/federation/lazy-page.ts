import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';

type PageModule = { default: ComponentType };

const loaders = new WeakMap<object, () => Promise<PageModule>>();

/**
 * A page component loaded on first render, as React's `lazy`, whose code the shell can also
 * fetch and run ahead of a navigation (`preloadPage`): following a link the visitor pointed at
 * then waits for no chunk. A failed load is tried again next time.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyExoticComponent<ComponentType> {
  let loading: Promise<PageModule> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const component = lazy(once);
  loaders.set(component, once);
  return component;
}

/** Loads a page made by `lazyPage` ahead of time; anything else is left alone. Never rejects. */
export async function preloadPage(component: unknown): Promise<void> {
  const load = typeof component === 'object' && component ? loaders.get(component) : undefined;
  await load?.().catch(() => undefined);
}
