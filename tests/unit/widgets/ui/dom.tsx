import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { tick } from '../../support/async.js';

export { tick };

/** Lets React commit and settled promises run (a few macrotasks; no timer is waited on). */
export async function ticks(n = 3): Promise<void> {
  for (let i = 0; i < n; i++) await tick();
}

export interface Rendered {
  container: HTMLElement;
  root: Root;
  rerender(node: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

export async function render(
  node: ReactNode,
  container: HTMLElement = document.createElement('div'),
): Promise<Rendered> {
  if (!container.isConnected) document.body.append(container);
  const root = createRoot(container);
  root.render(node);
  await ticks();
  return {
    container,
    root,
    async rerender(next) {
      root.render(next);
      await ticks();
    },
    async unmount() {
      root.unmount();
      container.remove();
      await tick();
    },
  };
}

/** Types into a controlled input the way a user does: React sees an input event with a new value. */
export async function type(input: HTMLInputElement, value: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await tick();
}

export async function click(el: Element | null | undefined): Promise<void> {
  if (!el) throw new Error('nothing to click');
  (el as HTMLElement).click();
  await ticks(2);
}

export async function press(
  key: string,
  options: { shiftKey?: boolean; target?: Element | null } = {},
): Promise<KeyboardEvent> {
  const target = options.target ?? deepActive() ?? document.body;
  const event = new KeyboardEvent('keydown', {
    key,
    shiftKey: !!options.shiftKey,
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  target.dispatchEvent(event);
  await ticks(2);
  return event;
}

export function deepActive(): Element | null {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/** Elements by accessible-ish queries, scoped to a root (document or a shadow root). */
export function byRole(root: ParentNode, role: string, name?: string): HTMLElement[] {
  const implicit: Record<string, string> = {
    button: 'button',
    textbox: 'input',
    checkbox: 'input[type=checkbox]',
    dialog: '[role=dialog]',
  };
  const selector = `[role="${role}"]${implicit[role] ? `,${implicit[role]}` : ''}`;
  return Array.from(root.querySelectorAll<HTMLElement>(selector)).filter((el) => {
    if (role === 'button' && el.tagName === 'INPUT') return false;
    if (role !== 'button' && el.getAttribute('role') && el.getAttribute('role') !== role) return false;
    return name === undefined || accessibleName(el) === name;
  });
}

export function accessibleName(el: Element): string {
  const label = el.getAttribute('aria-label');
  if (label) return label;
  const by = el.getAttribute('aria-labelledby');
  if (by) {
    const root = el.getRootNode() as Document | ShadowRoot;
    return by
      .split(/\s+/)
      .map((id) => root.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  }
  if (el.id) {
    const root = el.getRootNode() as Document | ShadowRoot;
    const forLabel = root.querySelector(`label[for="${el.id}"]`);
    if (forLabel) return forLabel.textContent?.trim() ?? '';
  }
  return el.textContent?.trim() ?? '';
}

export function getButton(root: ParentNode, name: string): HTMLButtonElement {
  const found = byRole(root, 'button', name);
  if (found.length !== 1) throw new Error(`expected one button named ${name}, found ${found.length}`);
  return found[0] as HTMLButtonElement;
}
