/**
 * The widgets for React hosts (`import { LoginDialog } from 'meedu-web/widgets'`), plus the
 * stylesheet `meedu-web/widgets.css`. Every component drives the shared core session
 * (`meedu-web/core`); each also comes with a `mount(element, options)` for non-React code.
 * Each widget also has an entry of its own (`meedu-web/widgets/bell`…, src/widgets/package/).
 */
export { createMount, usePortalTarget, PortalContext, type MountContext, type WidgetHandle } from './runtime/mount.js';

export * from './package/login.js';
export * from './package/toaster.js';
export * from './package/course-list.js';
export * from './package/bell.js';
export * from './package/user-menu.js';
