/**
 * The rendering server as a module (dist/render/index.js), for a Node server of one's own and for
 * the browser tests, which put it in front of a reference server: set up once per process.
 */
export { readSiteAssets, type SiteAssets } from './assets.js';
export { setUpRendering, type RenderSettings } from './setup.js';
export { startRenderServer, type RenderServerOptions, type RunningRenderServer } from './server.js';
