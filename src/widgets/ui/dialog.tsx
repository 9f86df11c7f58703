import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useUniqueId } from './unique-id.js';
import { createPortal } from 'react-dom';
import { usePortalTarget } from '../runtime/mount.js';
import * as css from './dialog.css.js';
import { deepActiveElement, initialFocusTarget, tabbables } from './focus.js';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Called by the close button and by Escape; the mask never closes the dialog. */
  onClose(): void;
  children: ReactNode;
  /** When it changes while open (another view shown in the same dialog), focus moves to its first field. */
  focusKey?: string | number;
}

/**
 * A modal dialog portalled to the widget's portal target (its own shadow root in an embed).
 * Focus goes to the first field, Tab and Shift+Tab cycle inside, and on close focus returns to
 * whatever had it when the dialog opened, even inside another widget's shadow root.
 */
export function Dialog({ open, title, onClose, children, focusKey }: DialogProps) {
  const target = usePortalTarget();
  const titleId = useUniqueId();
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Layout effect: the opener must be read before any effect moves focus into the dialog.
  useLayoutEffect(() => {
    if (!open) return;
    const active = deepActiveElement();
    opener.current = active instanceof HTMLElement ? active : null;
    // Focus that lands outside (a script, an assistive technology's virtual cursor) is brought back.
    const keepInside = () => {
      const box = panel.current;
      const now = deepActiveElement();
      if (box && now && now !== document.body && !box.contains(now)) (initialFocusTarget(box) ?? box).focus();
    };
    document.addEventListener('focusin', keepInside);
    return () => {
      document.removeEventListener('focusin', keepInside);
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
    };
  }, [open]);

  // Also a layout effect: a key pressed right after opening (Escape, typing) must already land inside.
  useLayoutEffect(() => {
    if (!open || !panel.current) return;
    (initialFocusTarget(panel.current) ?? panel.current).focus();
  }, [open, focusKey]);

  if (!open || !target) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    const box = panel.current;
    if (event.key !== 'Tab' || !box) return;
    const items = tabbables(box);
    const first = items[0];
    const last = items[items.length - 1];
    const active = deepActiveElement();
    // The panel itself (focused by a click on its background) counts as outside both ends.
    const inside = !!active && active !== box && box.contains(active);
    if (!first || !inside || active === (event.shiftKey ? first : last)) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    }
  };

  // Clicking the mask neither closes the dialog nor takes focus out of it.
  const onMaskMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) event.preventDefault();
  };

  return createPortal(
    <div className={css.overlay} onMouseDown={onMaskMouseDown} data-meedu-dialog-mask="">
      <div
        ref={panel}
        className={css.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={css.title}>
          {title}
        </h2>
        {children}
        <button type="button" className={css.close} aria-label="关闭" onClick={onClose}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>,
    target,
  );
}
