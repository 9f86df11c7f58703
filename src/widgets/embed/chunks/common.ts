/**
 * What every embed chunk shares, re-exported by each of them (`export * from './common.js'`).
 * esbuild splits shared code by the set of entries that reach it; making all of them reach this
 * base puts it in one chunk instead of five small ones (preact, core's client and session, the
 * environment, the style registry, early toasts, links), which saves a request level and about
 * 1 KB of gzip. esbuild has no option to merge chunks by size; this is the way it allows.
 */
export { createMount } from '../../runtime/mount.js';
export { Link } from '../../ui/link.js';
export { useStore } from '@nanostores/react';
export { mainApi } from '#core/client/index.js';
export { user } from '#core/session/index.js';
export { env } from '#core/env/index.js';
export { safeHttpUrl } from '#core/guards/links.js';
export { adoptStyles } from '../css-registry.js';
export { keepEarlyToasts } from '../../toast/early.js';
// The login button's link and the course list's item pages both come from core's paths: kept
// here, the one the login suite needs does not travel in a chunk of its own with the others.
export { member as memberPath } from '#core/paths/index.js';
