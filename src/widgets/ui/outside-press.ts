import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a pointerdown anywhere outside `root` calls `close` (menus and disclosure lists
 * close on a click elsewhere). composedPath() sees through shadow roots, where event.target would
 * be retargeted to the embed's host element. `close` is the one from the render that opened.
 */
export function useCloseOnOutsidePress(root: RefObject<Element | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (root.current && !event.composedPath().includes(root.current)) close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);
}
