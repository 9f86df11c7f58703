import { createContext, useContext, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { MountContext, WidgetHandle } from './contract.js';
import { useInBrowser } from './in-browser.js';

// Widgets showing server images (login, course list, user menu) import SafeImage from ui/; it is
// reachable from here too so that the embed build puts it in the runtime chunk every widget loads
// anyway, instead of a tiny chunk of its own that each of them would fetch (and pay gzip for) apart.
export { SafeImage } from '../ui/safe-image.js';

export type { MountContext, WidgetHandle } from './contract.js';

/**
 * Where dialogs and popovers render. In an embed it is a node inside the widget's own shadow
 * root (so its styles apply and the host page's never do); in the site it is document.body.
 */
export const PortalContext = /* @__PURE__ */ createContext<HTMLElement | null>(null);

/** The portal target; null on a server and while hydrating, where nothing can be portalled. */
export function usePortalTarget(): HTMLElement | null {
  const target = useContext(PortalContext);
  return useInBrowser() ? (target ?? document.body) : null;
}

/**
 * Turns a component into a `mount(element, options)` function. The embed runtime calls it with a
 * container inside a shadow root; React hosts can use the component directly instead. Its calls
 * carry a `@__PURE__` annotation, so a host's bundler drops the mount function of a widget the page
 * never uses.
 */
export function createMount<O extends object>(Component: ComponentType<O>) {
  return (element: HTMLElement, options: O, context: MountContext = {}): WidgetHandle<O> => {
    const root = createRoot(element);
    let current = options;
    const render = () =>
      root.render(
        <PortalContext.Provider value={context.portal ?? null}>
          <Component {...current} />
        </PortalContext.Provider>,
      );
    render();
    return {
      update(next) {
        current = { ...current, ...next };
        render();
      },
      unmount() {
        root.unmount();
      },
    };
  };
}
