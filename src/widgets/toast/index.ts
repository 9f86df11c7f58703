import { createMount } from '../runtime/mount.js';
import { Toaster, type ToasterProps } from './toaster.js';

export { Toaster, TOAST_DURATION_MS, type ToasterProps } from './toaster.js';

/** Mounts the toaster; in an embed, pass `{ portal }` so toasts render inside the shadow root. */
export const mountToaster = /* @__PURE__ */ createMount<ToasterProps>(Toaster);
