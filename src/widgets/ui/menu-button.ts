import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useCloseOnOutsidePress } from './outside-press.js';

/**
 * The keyboard of a button that opens a list (WAI-ARIA menu button; also the nav bar's disclosure
 * lists, which move through their links the same way):
 * - on the button: ArrowDown opens on the first item, ArrowUp on the last; with `menu`, Enter and
 *   Space do too (a disclosure's button toggles on click instead);
 * - in the list: arrows move and wrap, Home/End jump, Escape closes and returns to the button, Tab
 *   closes and lets focus move on;
 * - a press outside closes.
 */
export interface MenuButtonOptions {
  /** Menu semantics (role="menu"): Enter/Space on the button open on the first item. */
  menu?: boolean;
  /** Selector of the focusable items inside the list. */
  items: string;
}

export interface MenuButton {
  open: boolean;
  setOpen(open: boolean): void;
  /** Closes; `returnFocus` puts focus back on the button. */
  close(returnFocus: boolean): void;
  /** Opens, focusing the first or last item, or none (opened by pointer). */
  show(item: 'first' | 'last' | null): void;
  root: RefObject<HTMLElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  list: RefObject<HTMLElement | null>;
  onButtonKeyDown(event: KeyboardEvent): void;
  onListKeyDown(event: KeyboardEvent): void;
}

/** The focused element, looking through shadow roots (document.activeElement stops at the host). */
function deepActive(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

export function useMenuButton({ menu = false, items }: MenuButtonOptions): MenuButton {
  const [open, setOpen] = useState(false);
  // A new object per request, so asking for the same item twice still runs the effect.
  const [focusRequest, setFocusRequest] = useState<{ item: 'first' | 'last' } | null>(null);
  const root = useRef<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const list = useRef<HTMLElement | null>(null);
  const all = () => Array.from(list.current?.querySelectorAll<HTMLElement>(items) ?? []);

  // Before paint: a key pressed right after opening must already land in the list (Preact runs
  // passive effects a frame later).
  useLayoutEffect(() => {
    if (!open || !focusRequest) return;
    const found = all();
    (focusRequest.item === 'first' ? found[0] : found[found.length - 1])?.focus();
  }, [open, focusRequest]);

  useCloseOnOutsidePress(root, open, () => setOpen(false));

  const show = (item: 'first' | 'last' | null) => {
    setOpen(true);
    setFocusRequest(item ? { item } : null);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  return {
    open,
    setOpen,
    close,
    show,
    root,
    button,
    list,
    onButtonKeyDown(event) {
      const opens = event.key === 'ArrowDown' || (menu && (event.key === 'Enter' || event.key === ' '));
      if (opens || event.key === 'ArrowUp') {
        event.preventDefault();
        show(event.key === 'ArrowUp' ? 'last' : 'first');
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        event.stopPropagation();
        close(true);
      }
    },
    onListKeyDown(event) {
      const found = all();
      const index = found.indexOf(deepActive() as HTMLElement);
      const move = (to: number) => {
        event.preventDefault();
        found[(to + found.length) % found.length]?.focus();
      };
      switch (event.key) {
        case 'ArrowDown':
          return move(index + 1);
        case 'ArrowUp':
          return move(index < 0 ? found.length - 1 : index - 1);
        case 'Home':
          return move(0);
        case 'End':
          return move(found.length - 1);
        case 'Escape':
          event.preventDefault();
          event.stopPropagation();
          return close(true);
        case 'Tab':
          return setOpen(false);
        case ' ':
          // Space activates links too, as in native menus.
          if (menu && found[index]?.tagName === 'A') {
            event.preventDefault();
            found[index].click();
          }
          return;
      }
    },
  };
}
