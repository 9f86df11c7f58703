/** `meedu-web/widgets/toaster`: shows core's toasts (mount it once per page). */
export { Toaster, mountToaster, type ToasterProps } from '../toast/index.js';
