/**
 * Focus helpers that see through shadow roots: inside an embed, document.activeElement is only
 * the shadow host, so the element that really has focus is found by walking down.
 */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]';

/** Elements Tab can reach inside `container`, in document order. */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** The first form field, else the first tabbable element: where a dialog puts focus on opening. */
export function initialFocusTarget(container: HTMLElement): HTMLElement | null {
  const all = tabbables(container);
  return all.find((el) => el.matches('input,select,textarea')) ?? all[0] ?? null;
}
