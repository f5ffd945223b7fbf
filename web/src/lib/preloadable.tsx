import { lazy, type ComponentType } from 'react';

/**
 * A component whose module loads on demand, as with React's lazy, but which renders at once,
 * without suspending, once its module is there: the server renders a page's lazy part after
 * `preload` (renderToString would show the fallback of anything that suspends), and the browser
 * takes that markup over while the module loads (the Suspense around it keeps the server's
 * HTML until then). A load that failed is tried again by the next render or preload.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const module = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(module);
  function Preloadable(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload: () => module().then(() => undefined) });
}
