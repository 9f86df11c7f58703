import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { env, onToast, type ToastKind } from '#core/env/index.js';
import { usePortalTarget } from '../runtime/mount.js';
import { keepingEarlyToasts, takeEarlyToasts } from './early.js';
import * as css from './toaster.css.js';

/** How long a toast stays (the environment's clock measures it, so tests need not wait). */
export const TOAST_DURATION_MS = 3000;

export interface ToasterProps {
  duration?: number;
  /** Oldest toasts beyond this many are dropped. */
  max?: number;
}

interface Item {
  id: number;
  message: string;
  kind: ToastKind;
}

const KIND_LABEL: Record<ToastKind, string> = { success: '成功：', error: '错误：', info: '提示：' };

let seq = 0;

/**
 * Shows the toasts core asks for (env().toast → onToast) in one polite live region, newest at
 * the bottom. Repeating a toast that is still visible restarts its timer instead of stacking a copy.
 */
function ToasterView({ duration = TOAST_DURATION_MS, max = 5 }: ToasterProps) {
  const target = usePortalTarget();
  const [items, setItems] = useState<Item[]>([]);
  // The list itself lives here so toasts raised in one tick see each other before a render.
  const list = useRef<Item[]>([]);

  useEffect(() => {
    // Hydrating a server's markup: toasts are kept until the live region is there to announce them.
    if (!target) return;
    // Each timer's canceller, bound to the clock that started it.
    const timers = new Map<number, () => void>();
    const commit = (next: Item[]) => setItems((list.current = next));
    const stop = (id: number) => {
      timers.get(id)?.();
      timers.delete(id);
    };
    const schedule = (id: number) => {
      stop(id);
      const { clock } = env();
      const handle = clock.setTimeout(() => {
        timers.delete(id);
        commit(list.current.filter((i) => i.id !== id));
      }, duration);
      timers.set(id, () => clock.clearTimeout(handle));
    };
    const show = (message: string, kind: ToastKind) => {
      const same = list.current.find((i) => i.message === message && i.kind === kind);
      if (same) return schedule(same.id);
      const id = ++seq;
      schedule(id);
      const next = [...list.current, { id, message, kind }];
      for (const dropped of next.slice(0, -max)) stop(dropped.id);
      commit(next.slice(-max));
    };
    const off = onToast(show);
    const early = takeEarlyToasts();
    for (const [message, kind] of early.toasts) show(message, kind);
    return () => {
      off();
      early.release();
      for (const id of [...timers.keys()]) stop(id);
    };
  }, [duration, max, target]);

  if (!target) return null;
  return createPortal(
    <div className={css.region} role="status" aria-live="polite" data-meedu-toaster="">
      {items.map((item) => (
        <div key={item.id} className={css.kind[item.kind]} data-kind={item.kind}>
          <Icon kind={item.kind} />
          <span>
            <span className={css.hidden}>{KIND_LABEL[item.kind]}</span>
            {item.message}
          </span>
        </div>
      ))}
    </div>,
    target,
  );
}

/**
 * From the moment the toaster's code is loaded, toasts raised before it mounts are not lost. Started
 * as the value of Toaster rather than by a statement of its own, so that a bundle which leaves the
 * toaster out (a page importing only the bell) leaves this out too.
 */
export const Toaster = /* @__PURE__ */ keepingEarlyToasts(ToasterView);

/** The white mark drawn on each kind's coloured disc. */
const MARK: Record<ToastKind, string> = {
  success: 'M4.5 8.2l2.3 2.3 4.7-4.9',
  error: 'M5.5 5.5l5 5M10.5 5.5l-5 5',
  info: 'M8 7v4.5M8 4.6v.1',
};

function Icon({ kind }: { kind: ToastKind }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <path
        d={MARK[kind]}
        stroke="#fff"
        strokeWidth={kind === 'info' ? '1.8' : '1.6'}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
